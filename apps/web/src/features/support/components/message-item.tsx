import { MESSAGE_DIRECTION_LABELS, formatTicketDateTime, type TicketMessage } from '@hadal/domain';
import { cn } from '@/lib/cn';
import { sanitizeTicketHtml } from '@/features/support/sanitize';
import { SenderNotVerifiedNotice } from './sender-check';

/** One message of the conversation: Customer or Support Agent, the sender, the time and the body. */
export function MessageItem({ message }: { message: TicketMessage }) {
  const outbound = message.direction === 'outbound';
  const label = MESSAGE_DIRECTION_LABELS[message.direction];
  return (
    <li
      aria-label={`${label} message`}
      className={cn(
        'rounded-card border p-4',
        outbound ? 'border-ocean-200 bg-ocean-50 sm:ml-10' : 'border-sand-200 bg-white sm:mr-10',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <p>
          <span className="font-semibold text-ink-900">{label}</span>{' '}
          <span className="break-all text-ink-700">{message.from_email}</span>
        </p>
        <time dateTime={message.created_at} className="text-ink-500">
          {formatTicketDateTime(message.created_at)}
        </time>
      </div>
      {message.direction === 'inbound' && message.sender_verified === false ? (
        <SenderNotVerifiedNotice message={message} />
      ) : null}
      {message.html_body ? (
        <div
          className="ticket-html mt-3 break-words text-ink-900 [&_a]:text-ocean-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
          // Sanitised with the spec's allow-list on the server and again here (DOMPurify).
          dangerouslySetInnerHTML={{ __html: sanitizeTicketHtml(message.html_body) }}
        />
      ) : (
        <p className="mt-3 whitespace-pre-wrap break-words text-ink-900">{message.text_body ?? ''}</p>
      )}
    </li>
  );
}
