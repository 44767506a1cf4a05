import type { ReactNode } from 'react';
import { TICKET_STATUSES, formatTicketDateTime, type Ticket, type TicketStatus } from '@hadal/domain';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useSetTicketStatus } from '@/features/support/hooks';
import { StatusBadge } from './status-badge';

/** Details (customer, status, created, last updated, message count) and the status selector, saved at once. */
export function TicketSidebar({ ticket }: { ticket: Ticket }) {
  const setStatus = useSetTicketStatus(ticket.id);
  const shown = setStatus.isPending && setStatus.variables ? setStatus.variables : ticket.status;
  const rows: [string, ReactNode][] = [
    ['Customer', <span className="break-all">{ticket.customer_email}</span>],
    ['Status', <StatusBadge status={ticket.status} />],
    ['Created', formatTicketDateTime(ticket.created_at)],
    ['Last updated', formatTicketDateTime(ticket.updated_at)],
    ['Messages', ticket.message_count],
  ];
  return (
    <Card as="aside" aria-label="Ticket details" className="space-y-5">
      <Select
        label="Status"
        value={shown}
        disabled={setStatus.isPending}
        onChange={(e) => setStatus.mutate(e.target.value as TicketStatus)}
      >
        {TICKET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s[0]!.toUpperCase() + s.slice(1)}
          </option>
        ))}
      </Select>
      <div>
        <h2 className="font-display text-lg font-semibold text-ink-900">Details</h2>
        <dl className="mt-2 space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-ink-700">{label}</dt>
              <dd className="text-right font-medium text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
