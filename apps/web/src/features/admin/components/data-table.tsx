import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Wider cells (actions) keep their content on one line on large screens. */
  className?: string;
}

/**
 * A table on wide screens; below 768 px each row becomes a card of label and value pairs, so
 * nothing scrolls sideways at 375 px. Labels only show (and are only read) on the card layout.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <div className="md:overflow-x-auto">
      <table aria-label={label} className="block w-full text-sm md:table">
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-sand-200 text-left text-ink-700">
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-3 py-2 font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="block rounded-xl border border-sand-200 bg-white p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={`flex items-start justify-between gap-3 py-1 md:table-cell md:px-3 md:py-2 md:align-middle ${c.className ?? ''}`}
                >
                  <span className="font-semibold text-ink-700 md:hidden">{c.header}</span>
                  <span className="min-w-0 text-right break-words md:text-left">{c.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
