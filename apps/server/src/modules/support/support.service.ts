import type { TicketCounts, ticketListQuerySchema, TicketStatus, TicketSummary } from '@hadal/domain';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { MailInbox } from '@/adapters/mail-in/inbox';
import type { Mailer } from '@/adapters/mail/mailer';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { NotFound } from '@/lib/errors';
import type { Jobs } from '@/modules/jobs';
import { SUPPORT_TICKET_NOT_FOUND } from './support-errors';
import { createInbound } from './support-inbound';
import { createReplies } from './support-replies';
import { toSummary, toTicket } from './support-views';
import * as q from './support.queries';

export interface SupportDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  /** The SMTP listener of SUPPORT_SMTP_PORT, or null: then no mail comes in. */
  inbox: MailInbox | null;
  supportAddress: string;
  messagesPerSenderPerHour: number;
  messagesPerAddressPerHour: number;
  log: Logger;
  /** Every write of a ticket runs in a unit of work that marks it. */
  uow: UnitOfWork;
}

type ListQuery = z.output<typeof ticketListQuerySchema>;
type SearchQuery = Pick<ListQuery, 'customer_email' | 'search'>;

/**
 * The support inbox (spec 02 §2, §7 "Support"): customer mail becomes tickets (support-inbound),
 * agents read, reply by email (support-replies), change status and delete. Admins only (routes).
 */
export function createSupportService(deps: SupportDeps) {
  const { db, clock } = deps;
  const inbound = createInbound(deps);
  const replies = createReplies(deps);

  async function mustFind(id: number) {
    const ticket = await q.findTicket(db, id);
    if (!ticket) throw new NotFound(SUPPORT_TICKET_NOT_FOUND);
    return ticket;
  }

  return {
    /** The inbox (GET /support/tickets): read on every call, an admin's page being rare. */
    async list(query: ListQuery): Promise<TicketSummary[]> {
      const filters = { status: query.status, customerEmail: query.customer_email, search: query.search };
      return (await q.listTickets(db, filters, query.limit)).map((r) => toSummary(r.ticket, r.messageCount));
    },

    async counts(query: SearchQuery): Promise<TicketCounts> {
      const byStatus = await q.countTicketsByStatus(db, { customerEmail: query.customer_email, search: query.search });
      return { total: byStatus.open + byStatus.pending + byStatus.closed, ...byStatus };
    },

    async get(id: number) {
      const ticket = await mustFind(id);
      return toTicket(ticket, await q.messagesOf(db, id));
    },

    reply: replies.reply,

    /** Sets the status (any status at any time, spec 02 §4). */
    async setStatus(id: number, status: TicketStatus) {
      const updated = await deps.uow.run(async (db, wrote) => {
        const updated = await q.updateTicket(db, id, { status, updatedAt: clock.now() });
        if (updated) wrote.ticket(id);
        return updated;
      });
      if (!updated) throw new NotFound(SUPPORT_TICKET_NOT_FOUND);
      return toSummary(updated, (await q.messagesOf(db, id)).length);
    },

    async remove(id: number) {
      const deleted = await deps.uow.run(async (db, wrote) => {
        const deleted = await q.deleteTicket(db, id);
        if (deleted) wrote.ticket(id);
        return deleted;
      });
      if (!deleted) throw new NotFound(SUPPORT_TICKET_NOT_FOUND);
      return { detail: 'Ticket deleted' };
    },

    /** Stores one customer mail (the inbox adapter calls it; tests may too). */
    receive: inbound.receive,

    /** Starts listening for mail when an inbox is configured (server.ts, beside the job worker). */
    async start(): Promise<{ host: string; port: number } | null> {
      return deps.inbox ? deps.inbox.start(inbound.handler) : null;
    },

    async stop(): Promise<void> {
      await deps.inbox?.close();
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
