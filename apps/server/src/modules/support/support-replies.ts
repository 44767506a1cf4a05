import { randomUUID } from 'node:crypto';
import { isValidEmail, replySubject, SUPPORT_MESSAGES, type TicketMessage } from '@hadal/domain';
import { z } from 'zod';
import type { Mailer } from '@/adapters/mail/mailer';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { HttpError, NotFound } from '@/lib/errors';
import type { Jobs } from '@/modules/jobs';
import { SUPPORT_TICKET_NOT_FOUND } from './support-errors';
import { textToHtml } from './support-html';
import { toMessage } from './support-views';
import * as q from './support.queries';

/** Every agent reply is one `support.reply` job: stored first, sent by the worker, retried while SMTP is down. */
export const SUPPORT_REPLY_JOB = 'support.reply';
const replyJobSchema = z.object({ messageId: z.number().int().positive() });

/** References carries at most this many ids (the first message and the latest ones). */
const MAX_REFERENCES = 20;

export interface RepliesDeps {
  db: Db;
  /** A reply is stored in a unit of work that marks its ticket. */
  uow: UnitOfWork;
  clock: Clock;
  jobs: Jobs;
  mailer: Mailer;
  supportAddress: string;
}

export function createReplies(deps: RepliesDeps) {
  const { db, clock, jobs, mailer, supportAddress } = deps;
  const domain = supportAddress.split('@')[1] ?? 'hadal.localhost';

  jobs.handle(SUPPORT_REPLY_JOB, async (payload) => {
    const { messageId } = replyJobSchema.parse(payload);
    const message = await q.findMessage(db, messageId);
    // A ticket deleted before its reply went out takes the reply with it: nothing to send.
    if (!message || !message.messageId) return;
    const ticket = await q.findTicket(db, message.ticketId);
    if (!ticket || !isValidEmail(ticket.customerEmail)) return;
    const text = message.textBody ?? '';
    const headers: Record<string, string> = { 'Reply-To': supportAddress };
    if (message.inReplyTo) headers['In-Reply-To'] = message.inReplyTo;
    if (message.references) headers.References = message.references;
    await mailer.send({
      to: ticket.customerEmail,
      subject: replySubject(ticket.subject, ticket.id),
      text,
      html: textToHtml(text),
      messageId: message.messageId,
      headers,
    });
  });

  /**
   * Stores an agent's reply as an outbound message with its own Message-ID, answering the thread
   * (In-Reply-To: the latest customer message; References: the thread), and queues it for sending.
   */
  async function reply(ticketId: number, textBody: string): Promise<TicketMessage> {
    const message = await deps.uow.transaction(async (tx, wrote) => {
      const ticket = await q.lockTicket(tx, ticketId);
      if (!ticket) throw new NotFound(SUPPORT_TICKET_NOT_FOUND);
      // Tickets store the From header's address, never a display name; one stored before that
      // rule may hold something no mail can be sent to: refused before anything is written.
      if (!isValidEmail(ticket.customerEmail)) throw new HttpError(422, SUPPORT_MESSAGES.replyNoRecipient);
      const thread = (await q.messagesOf(tx, ticketId)).filter((m) => m.messageId);
      const ids = thread.map((m) => m.messageId!);
      const lastInbound = [...thread].reverse().find((m) => m.direction === 'inbound');
      const references = ids.length > MAX_REFERENCES ? [ids[0]!, ...ids.slice(-(MAX_REFERENCES - 1))] : ids;
      const now = clock.now();
      const stored = await q.insertMessage(tx, {
        ticketId,
        direction: 'outbound',
        fromEmail: supportAddress,
        htmlBody: null,
        textBody: textBody.trim(),
        messageId: `<support-${ticketId}-${randomUUID()}@${domain}>`,
        inReplyTo: lastInbound?.messageId ?? ids.at(-1) ?? null,
        references: references.length > 0 ? references.join(' ') : null,
        createdAt: now,
      });
      if (!stored) throw new Error('reply insert returned no row');
      await q.updateTicket(tx, ticketId, { updatedAt: now });
      wrote.ticket(ticketId);
      await jobs.enqueue(SUPPORT_REPLY_JOB, { messageId: stored.id }, { tx });
      return toMessage(stored);
    });
    return message;
  }

  return { reply };
}
