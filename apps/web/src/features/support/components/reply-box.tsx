import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGES, isReplyTextValid, isValidEmail } from '@hadal/domain';
import { Button } from '@/components/ui/button';
import { useReplyToTicket } from '@/features/support/hooks';

/**
 * The reply box (spec 02 §2, §5): sent to the customer's email; the button needs more than white
 * space, and a customer address that is one (the server refuses a reply without: issue 48).
 */
export function ReplyBox({ ticketId, recipient }: { ticketId: number; recipient: string }) {
  const [text, setText] = useState('');
  const reply = useReplyToTicket(ticketId);
  const id = useId();
  const deliverable = isValidEmail(recipient);
  const sendable = deliverable && isReplyTextValid(text);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!sendable || reply.isPending) return;
    // A failure is only logged (spec 02 §8); the text stays for another try.
    reply.mutate(text, { onSuccess: () => setText('') });
  }

  return (
    <form onSubmit={onSubmit} className="rounded-card border border-sand-200 bg-white p-4 shadow-card">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        Reply
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        aria-describedby={`${id}-hint`}
        className="mt-1.5 w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p id={`${id}-hint`} className={deliverable ? 'text-sm text-ink-500' : 'text-sm font-medium text-danger-700'}>
          {deliverable ? SUPPORT_MESSAGES.replyHint : SUPPORT_MESSAGES.replyNoRecipient}
        </p>
        <Button
          type="submit"
          disabled={!sendable || reply.isPending}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {reply.isPending ? SUPPORT_MESSAGES.sending : SUPPORT_MESSAGES.sendReply}
        </Button>
      </div>
    </form>
  );
}
