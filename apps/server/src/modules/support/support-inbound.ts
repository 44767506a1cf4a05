import {
  TICKET_BODY_MAX_LENGTH,
  attachmentNote,
  cleanSubject,
  statusAfterCustomerMessage,
  stripQuotedReply,
  ticketIdFromSubject,
} from '@hadal/domain';
import type { Logger } from 'pino';
import { InboundRejected, type InboundHandler, type InboundMail } from '@/adapters/mail-in/inbox';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db, DbOrTx } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { sanitizeSupportHtml } from './support-html';
import * as q from './support.queries';

const HOUR_MS = 3_600_000;

export interface InboundDeps {
  db: Db;
  /** Told after a mail became or joined a ticket. */
  changed: (ticketId: number) => void;
  clock: Clock;
  rateLimits: RateLimitStore;
  log: Pick<Logger, 'info' | 'warn'>;
  /** SUPPORT_ADDRESS: mail claiming to come from it is never stored (no loops). */
  supportAddress: string;
  messagesPerSenderPerHour: number;
}

export type ReceiveResult =
  | { outcome: 'created'; ticketId: number }
  | { outcome: 'joined'; ticketId: number }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored' };

class DuplicateMessage extends Error {}

// PostgreSQL refuses NUL in text; other control characters are noise.
// eslint-disable-next-line no-control-regex -- this pattern exists to remove control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (s: string) => s.replace(CONTROL, '').slice(0, TICKET_BODY_MAX_LENGTH);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The ticket a customer's mail belongs to: by its thread headers, else by "[Hadal #id]" from the same customer. */
async function threadOf(tx: DbOrTx, mail: InboundMail): Promise<number | undefined> {
  const ids = [mail.inReplyTo, ...[...mail.references].reverse()].filter((v): v is string => Boolean(v));
  const byHeaders = await q.ticketIdByMessageIds(tx, [...new Set(ids)]);
  if (byHeaders !== undefined) return byHeaders;
  // A reference in the subject is guessable: it joins only the customer's own ticket.
  const referenced = ticketIdFromSubject(mail.subject);
  if (referenced === null) return undefined;
  const ticket = await q.findTicket(tx, referenced);
  return ticket?.customerEmail === mail.fromEmail ? ticket.id : undefined;
}

async function bodies(mail: InboundMail, joined: boolean) {
  const note = attachmentNote(mail.attachments.map((a) => a.filename));
  let text = mail.text ? clean(joined ? stripQuotedReply(mail.text) : mail.text).trim() : '';
  let html = mail.html ? await sanitizeSupportHtml(clean(mail.html), { dropQuotes: joined }) : null;
  if (note) {
    text = text ? `${text}\n\n${note}` : note;
    if (html) html = `${html}\n<p>${escapeHtml(note)}</p>`;
  }
  return { textBody: text || null, htmlBody: html };
}

/** Customer mail → tickets: the support inbox's side of the mail-in adapter. */
export function createInbound(deps: InboundDeps) {
  const { db, clock } = deps;

  async function receive(mail: InboundMail): Promise<ReceiveResult> {
    const from = mail.fromEmail.toLowerCase();
    if (from === deps.supportAddress) return { outcome: 'ignored' };
    const messageId = mail.messageId ? clean(mail.messageId).slice(0, 998) : null;
    try {
      const result = await db.transaction(async (tx) => {
        if (messageId && (await q.messageIdExists(tx, messageId))) throw new DuplicateMessage();
        const now = clock.now();
        const existingId = await threadOf(tx, { ...mail, fromEmail: from });
        const existing = existingId === undefined ? undefined : await q.lockTicket(tx, existingId);
        const ticket =
          existing ?? (await q.insertTicket(tx, { subject: cleanSubject(mail.subject), customerEmail: from, now }));
        const stored = await q.insertMessage(tx, {
          ticketId: ticket.id,
          direction: 'inbound',
          fromEmail: from,
          ...(await bodies(mail, existing !== undefined)),
          messageId,
          createdAt: now,
        });
        // Delivered twice at once: the other delivery stored it; this one leaves nothing behind.
        if (!stored) throw new DuplicateMessage();
        if (existing) {
          await q.updateTicket(tx, existing.id, {
            status: statusAfterCustomerMessage(existing.status),
            updatedAt: now,
          });
          return { outcome: 'joined' as const, ticketId: existing.id };
        }
        return { outcome: 'created' as const, ticketId: ticket.id };
      });
      deps.changed(result.ticketId);
      return result;
    } catch (e) {
      if (e instanceof DuplicateMessage) return { outcome: 'duplicate' };
      throw e;
    }
  }

  const handler: InboundHandler = {
    async acceptSender(address) {
      const now = clock.now().getTime();
      const key = `support-inbound:${address.toLowerCase() || '<>'}`;
      const window = await deps.rateLimits.hit(key, HOUR_MS, now);
      if (window.count > deps.messagesPerSenderPerHour) {
        deps.log.warn({ sender: address }, 'support inbox: sender over its hourly limit');
        throw new InboundRejected(450, 'Too many messages from this sender; try again later');
      }
    },
    async deliver(mail) {
      const result = await receive(mail);
      deps.log.info({ ...result, messageId: mail.messageId }, 'support inbox: mail received');
    },
  };

  return { receive, handler };
}
export type Inbound = ReturnType<typeof createInbound>;
