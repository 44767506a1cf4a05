import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatTicketTime, type TicketSummary } from '@hadal/domain';
import { SenderNotVerifiedBadge } from './sender-check';
import { StatusBadge } from './status-badge';

/** One inbox row: id, subject, status badge, customer, message count and updated time; links to the ticket. */
export function TicketRow({ ticket, now }: { ticket: TicketSummary; now: Date }) {
  return (
    <li>
      <Link
        to={`/support/tickets/${ticket.id}`}
        className="flex flex-col gap-1 border-b border-sand-200 px-4 py-3 hover:bg-sand-50 focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="flex min-w-0 flex-1 items-center gap-2">
          <span className="shrink-0 text-sm text-ink-500">#{ticket.id}</span>
          <span className="truncate font-semibold text-ink-900">{ticket.subject}</span>
          <StatusBadge status={ticket.status} />
          {ticket.sender_verified ? null : <SenderNotVerifiedBadge />}
        </span>
        <span className="flex items-center gap-3 text-sm text-ink-700">
          <span className="truncate">{ticket.customer_email}</span>
          <span className="inline-flex shrink-0 items-center gap-1" title="Messages">
            <MessageSquare aria-hidden="true" className="size-4" />
            <span className="sr-only">Messages: </span>
            {ticket.message_count}
          </span>
          <time dateTime={ticket.updated_at} className="shrink-0 text-ink-500">
            {formatTicketTime(ticket.updated_at, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}
