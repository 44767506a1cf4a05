import type { TicketCounts as Counts } from '@hadal/domain';

const ITEMS: { key: keyof Counts; label: string; colour: string }[] = [
  { key: 'total', label: 'Total', colour: 'text-ink-900' },
  { key: 'open', label: 'Open', colour: 'text-danger-700' },
  { key: 'pending', label: 'Pending', colour: 'text-warning-700' },
  { key: 'closed', label: 'Closed', colour: 'text-success-700' },
];

/** The four counts over the inbox: total, open, pending, closed. */
export function TicketCounts({ counts }: { counts: Counts | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Ticket counts">
      {ITEMS.map((item) => (
        <div key={item.key} className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
          <dt className="text-sm text-ink-700">{item.label}</dt>
          <dd className={`font-display text-2xl font-bold ${item.colour}`}>{counts ? counts[item.key] : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
