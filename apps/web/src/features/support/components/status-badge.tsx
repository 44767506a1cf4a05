import { TICKET_STATUS_COLOURS, type TicketStatus } from '@hadal/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec 02 §2 badge colours: open red, pending amber, closed green. */
const TONE: Record<(typeof TICKET_STATUS_COLOURS)[TicketStatus], BadgeTone> = {
  red: 'danger',
  amber: 'warning',
  green: 'success',
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge tone={TONE[TICKET_STATUS_COLOURS[status]]} className="capitalize" data-status={status}>
      {status}
    </Badge>
  );
}
