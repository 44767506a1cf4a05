import {
  ticketListResponseSchema,
  type TicketCounts,
  type ticketListQuerySchema,
  type TicketStatus,
} from '@hadal/domain';
import type { z } from 'zod';
import type { Logger } from 'pino';
import type { MailInbox } from '@/adapters/mail-in/inbox';
import type { Mailer } from '@/adapters/mail/mailer';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import { createFreshAnswers, type CachedAnswer } from '@/lib/cached-answer';
import { NotFound } from '@/lib/errors';
import { createSharedList } from '@/lib/shared-list';
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
  /** Tickets changed in any process (the change feed). */
  changes: Pick<ChangeListeners, 'onTickets'>;
}

/** Tickets hold customers' mail: never kept by a browser or proxy (the API's default). */
const LIST_ANSWER = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' };

type ListQuery = z.output<typeof ticketListQuerySchema>;
type SearchQuery = Pick<ListQuery, 'customer_email' | 'search'>;

/**
 * The support inbox (spec 02 §2, §7 "Support"): customer mail becomes tickets (support-inbound),
 * agents read, reply by email (support-replies), change status and delete. Admins only (routes).
 */
export function createSupportService(deps: SupportDeps) {
  const { db, clock } = deps;
  const listAnswers = createFreshAnswers({
    ...LIST_ANSWER,
    check: (json) => ticketListResponseSchema.parse(JSON.parse(json)),
  });
  // Each query's list and counts are kept until the tickets change in any process: every write
  // here marks its ticket in its unit of work (this process hears it at once, the others through Redis).
  const lists = createSharedList<CachedAnswer>(clock);
  const countsOf = createSharedList<TicketCounts>(clock);
  deps.changes.onTickets(() => {
    lists.forget();
    countsOf.forget();
  });
  const inbound = createInbound(deps);
  const replies = createReplies(deps);

  async function mustFind(id: number) {
    const ticket = await q.findTicket(db, id);
    if (!ticket) throw new NotFound(SUPPORT_TICKET_NOT_FOUND);
    return ticket;
  }

  return {
    /**
     * The inbox as sent (GET /support/tickets), written as JSON by the database: kept per query
     * until a ticket changes (or SHARED_LIST_TTL_MS), calls made while it is read sharing the
     * read; while a query's text read is the one sent last, its answer (compressed once) is reused.
     */
    listAnswer(query: ListQuery): Promise<CachedAnswer> {
      const key = JSON.stringify([query.status ?? '', query.customer_email ?? '', query.search ?? '', query.limit]);
      return lists.get(key, async () => {
        const filters = { status: query.status, customerEmail: query.customer_email, search: query.search };
        return listAnswers(key, await q.listTicketsJson(db, filters, query.limit));
      });
    },

    counts(query: SearchQuery): Promise<TicketCounts> {
      return countsOf.get(JSON.stringify([query.customer_email ?? '', query.search ?? '']), async () => {
        const filter = { customerEmail: query.customer_email, search: query.search };
        const byStatus = await q.countTicketsByStatus(db, filter);
        return { total: byStatus.open + byStatus.pending + byStatus.closed, ...byStatus };
      });
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
