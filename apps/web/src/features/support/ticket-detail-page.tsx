import { ArrowLeft, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SUPPORT_MESSAGES } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { isNotFound } from '@/lib/api-client';
import { logSupportFailure, useDeleteTicket, useTicket } from './hooks';
import { DeleteTicketDialog } from './components/delete-ticket-dialog';
import { MessageItem } from './components/message-item';
import { ReplyBox } from './components/reply-box';
import { SenderNotVerifiedBadge } from './components/sender-check';
import { StatusBadge } from './components/status-badge';
import { TicketSidebar } from './components/ticket-sidebar';

const backLink = buttonStyles({ variant: 'ghost', size: 'sm' });

/** A ticket (spec 02 §2 "Ticket detail", /support/tickets/{ticketId}): conversation, reply, status, delete, details. */
export function TicketDetailPage() {
  const { ticketId } = useParams();
  const id = /^\d{1,10}$/.test(ticketId ?? '') ? Number(ticketId) : 0;
  const ticket = useTicket(id);
  const remove = useDeleteTicket();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (ticket.isError && !isNotFound(ticket.error)) logSupportFailure('ticket load', ticket.error);
  }, [ticket.isError, ticket.error]);

  if (id > 0 && ticket.isPending) {
    return (
      <p role="status" className="py-16 text-center text-ink-700">
        Loading ticket...
      </p>
    );
  }
  if (!ticket.data) {
    return (
      <section className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-2xl font-bold text-ink-900">{SUPPORT_MESSAGES.notFoundTitle}</h1>
        <p className="mt-2 text-ink-700">This ticket does not exist or was deleted.</p>
        <Link to="/support" className={buttonStyles({ className: 'mt-6' })}>
          Back to Support
        </Link>
      </section>
    );
  }

  const t = ticket.data;
  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/support" className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to inbox
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-ink-500">Ticket #{t.id}</p>
          <h1 className="break-words font-display text-2xl font-bold text-ink-900 sm:text-3xl">{t.subject}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <StatusBadge status={t.status} />
            {t.sender_verified ? null : <SenderNotVerifiedBadge />}
          </div>
        </div>
        <Button
          variant="danger"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
        >
          Delete
        </Button>
      </div>

      {remove.isError && !confirming ? (
        <Alert tone="danger" className="mt-4">
          {SUPPORT_MESSAGES.deleteFailed}
        </Alert>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0 space-y-6">
          <Card as="section" aria-labelledby="conversation-heading">
            <h2 id="conversation-heading" className="font-display text-lg font-semibold text-ink-900">
              Conversation
            </h2>
            <ol className="mt-4 space-y-4">
              {t.messages.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </ol>
          </Card>
          <ReplyBox ticketId={t.id} recipient={t.customer_email} />
        </div>
        <TicketSidebar ticket={t} />
      </div>

      <DeleteTicketDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        failed={remove.isError}
        onConfirm={() =>
          remove.mutate(t.id, {
            onSuccess: () => navigate('/support', { replace: true }),
          })
        }
      />
    </section>
  );
}
