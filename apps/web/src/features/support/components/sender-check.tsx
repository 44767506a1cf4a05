import { ShieldAlert } from 'lucide-react';
import { SUPPORT_MESSAGES, type TicketMessage } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';

/** The badge of a ticket whose first mail did not prove its sender (issue 48). */
export function SenderNotVerifiedBadge() {
  return (
    <Badge tone="danger" className="shrink-0" data-sender="not-verified">
      <ShieldAlert aria-hidden="true" className="size-3.5" />
      {SUPPORT_MESSAGES.senderNotVerified}
    </Badge>
  );
}

/** '<>' for a bounce's empty envelope sender. */
const envelopeText = (value: string | null) => (value === null ? 'Unknown' : value === '' ? '<>' : value);

/**
 * What the agent needs to judge an unproven mail: the From address it shows, the envelope sender
 * it came with, the connecting address and what the checks found.
 */
export function SenderNotVerifiedNotice({ message }: { message: TicketMessage }) {
  const rows: [string, string][] = [
    ['From (header)', message.from_email],
    ['Envelope sender', envelopeText(message.envelope_from)],
    ['Connecting address', message.remote_address ?? 'Unknown'],
    ['Checks', message.sender_check ?? 'None'],
  ];
  return (
    <Alert
      tone="warning"
      role="none"
      className="mt-3"
      icon={<ShieldAlert className="size-4" />}
      title={SUPPORT_MESSAGES.senderNotVerified}
    >
      <p>{SUPPORT_MESSAGES.senderNotVerifiedHint}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-all text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
