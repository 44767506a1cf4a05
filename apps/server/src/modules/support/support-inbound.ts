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
import type { DbOrTx } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { sanitizeSupportHtml } from './support-html';
import * as q from './support.queries';

const HOUR_MS = 3_600_000;

export interface InboundDeps {
  /** A mail becomes or joins a ticket in a unit of work that marks the ticket. */
  uow: UnitOfWork;
  clock: Clock;
  rateLimits: RateLimitStore;
  log: Pick<Logger, 'info' | 'warn'>;
  /** SUPPORT_ADDRESS: mail claiming to come from it is never stored (no loops). */
  supportAddress: string;
  /** Mail per hour from one proven sender, and from one connecting address (trusted relays aside). */
  messagesPerSenderPerHour: number;
  messagesPerAddressPerHour: number;
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

/**
 * The ticket a customer's mail belongs to: by its thread headers, else by "[Hadal #id]". Either
 * way only when the mail proved its sender and that sender is the ticket's customer: thread ids
 * and references can be copied, a From header can be written by anyone (issue 48).
 */
async function threadOf(tx: DbOrTx, mail: InboundMail, from: string): Promise<number | undefined> {
  if (!mail.sender.verified || mail.headerFrom !== from) return undefined;
  const ids = [mail.inReplyTo, ...[...mail.references].reverse()].filter((v): v is string => Boolean(v));
  const candidate = (await q.ticketIdByMessageIds(tx, [...new Set(ids)])) ?? ticketIdFromSubject(mail.subject);
  if (candidate === undefined || candidate === null) return undefined;
  const ticket = await q.findTicket(tx, candidate);
  return ticket?.customerEmail === from ? ticket.id : undefined;
}

/** The stored form of a header value: no control characters, at most `max` characters. */
const field = (s: string, max: number) => s.replace(CONTROL, '').slice(0, max);

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
  const { clock } = deps;

  async function receive(mail: InboundMail): Promise<ReceiveResult> {
    const from = mail.fromEmail.toLowerCase();
    if (from === deps.supportAddress) return { outcome: 'ignored' };
    const messageId = mail.messageId ? clean(mail.messageId).slice(0, 998) : null;
    try {
      const result = await deps.uow.transaction(async (tx, wrote) => {
        if (messageId && (await q.messageIdExists(tx, messageId))) throw new DuplicateMessage();
        const now = clock.now();
        const existingId = await threadOf(tx, mail, from);
        const existing = existingId === undefined ? undefined : await q.lockTicket(tx, existingId);
        const ticket =
          existing ??
          (await q.insertTicket(tx, {
            subject: cleanSubject(mail.subject),
            customerEmail: from,
            senderVerified: mail.sender.verified && mail.headerFrom === from,
            now,
          }));
        const stored = await q.insertMessage(tx, {
          ticketId: ticket.id,
          direction: 'inbound',
          fromEmail: from,
          ...(await bodies(mail, existing !== undefined)),
          messageId,
          senderVerified: mail.sender.verified && mail.headerFrom === from,
          envelopeFrom: field(mail.envelopeFrom, 320),
          remoteAddress: field(mail.remoteAddress, 64),
          senderCheck: field(mail.sender.check, 500),
          createdAt: now,
        });
        // Delivered twice at once: the other delivery stored it; this one leaves nothing behind.
        if (!stored) throw new DuplicateMessage();
        wrote.ticket(ticket.id);
        if (existing) {
          await q.updateTicket(tx, existing.id, {
            status: statusAfterCustomerMessage(existing.status),
            updatedAt: now,
          });
          return { outcome: 'joined' as const, ticketId: existing.id };
        }
        return { outcome: 'created' as const, ticketId: ticket.id };
      });
      return result;
    } catch (e) {
      if (e instanceof DuplicateMessage) return { outcome: 'duplicate' };
      throw e;
    }
  }

  /** Counts one more mail under `key`; true once it is over `limit` this hour. */
  async function over(key: string, limit: number) {
    const window = await deps.rateLimits.hit(key, HOUR_MS, clock.now().getTime());
    return window.count > limit;
  }

  const handler: InboundHandler = {
    // A connecting address is counted at each MAIL FROM, whatever envelope it gives: rotating
    // envelopes do not reset it. A trusted relay carries everyone's mail and is not counted here.
    async acceptSender(_address, remoteAddress, trustedRelay) {
      if (trustedRelay) return;
      if (await over(`support-inbound:ip:${remoteAddress}`, deps.messagesPerAddressPerHour)) {
        deps.log.warn({ remoteAddress }, 'support inbox: connecting address over its hourly limit');
        throw new InboundRejected(450, 'Too many messages from this address; try again later');
      }
    },
    async deliver(mail) {
      // A proven sender is counted wherever its mail comes from; an unproven one has no name to count.
      if (mail.sender.verified && mail.headerFrom) {
        if (await over(`support-inbound:sender:${mail.headerFrom}`, deps.messagesPerSenderPerHour)) {
          deps.log.warn({ remoteAddress: mail.remoteAddress }, 'support inbox: sender over its hourly limit');
          throw new InboundRejected(450, 'Too many messages from this sender; try again later');
        }
      }
      const result = await receive(mail);
      deps.log.info(
        { ...result, messageId: mail.messageId, senderVerified: mail.sender.verified },
        'support inbox: mail received',
      );
    },
  };

  return { receive, handler };
}
export type Inbound = ReturnType<typeof createInbound>;
