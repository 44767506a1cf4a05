import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { ticketMessages, tickets, type NewTicketMessage, type TicketMessageRow, type TicketRow } from '@/db/schema';
import type { TicketStatus } from '@hadal/domain';

/** The only code that reads and writes the support tables (tickets, ticket_messages). */

export interface TicketFilters {
  status?: TicketStatus | undefined;
  customerEmail?: string | undefined;
  search?: string | undefined;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const normalEmail = (email: string) => email.trim().toLowerCase();

function where(filters: TicketFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(tickets.status, filters.status));
  if (filters.customerEmail) parts.push(eq(tickets.customerEmail, normalEmail(filters.customerEmail)));
  if (filters.search) {
    const pattern = containing(filters.search.trim());
    parts.push(or(ilike(tickets.subject, pattern), ilike(tickets.customerEmail, pattern)));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

const listOrder = [desc(tickets.updatedAt), desc(tickets.id)];

/**
 * Matching tickets with their message counts, most recently updated first. The count is written
 * in full: inside a subquery drizzle would leave both columns unqualified.
 */
export function listTickets(
  db: DbOrTx,
  filters: TicketFilters,
  limit: number,
): Promise<{ ticket: TicketRow; messageCount: number }[]> {
  return db
    .select({
      ticket: tickets,
      messageCount:
        sql<number>`(select count(*) from "ticket_messages" m where m."ticket_id" = "tickets"."id")`.mapWith(Number),
    })
    .from(tickets)
    .where(where(filters))
    .orderBy(...listOrder)
    .limit(limit);
}

/** How many tickets match the filters (status aside), by status. */
export async function countTicketsByStatus(
  db: DbOrTx,
  filters: Omit<TicketFilters, 'status'>,
): Promise<Record<TicketStatus, number>> {
  const rows = await db
    .select({ status: tickets.status, n: count() })
    .from(tickets)
    .where(where(filters))
    .groupBy(tickets.status);
  const counts = { open: 0, pending: 0, closed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export async function findTicket(db: DbOrTx, id: number): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

/** The ticket, locked for the rest of the transaction. */
export async function lockTicket(tx: DbOrTx, id: number): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
  return row;
}

export async function messagesOf(db: DbOrTx, ticketId: number): Promise<TicketMessageRow[]> {
  return db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function findMessage(db: DbOrTx, id: number): Promise<TicketMessageRow | undefined> {
  const [row] = await db.select().from(ticketMessages).where(eq(ticketMessages.id, id));
  return row;
}

export async function messageIdExists(db: DbOrTx, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketMessages.id })
    .from(ticketMessages)
    .where(eq(ticketMessages.messageId, messageId));
  return row !== undefined;
}

/** The ticket holding a message with one of these Message-IDs (the first id that is known wins). */
export async function ticketIdByMessageIds(db: DbOrTx, messageIds: string[]): Promise<number | undefined> {
  if (messageIds.length === 0) return undefined;
  const rows = await db
    .select({ ticketId: ticketMessages.ticketId, messageId: ticketMessages.messageId })
    .from(ticketMessages)
    .where(inArray(ticketMessages.messageId, messageIds));
  for (const id of messageIds) {
    const hit = rows.find((r) => r.messageId === id);
    if (hit) return hit.ticketId;
  }
  return undefined;
}

export async function insertTicket(
  tx: DbOrTx,
  values: { subject: string; customerEmail: string; senderVerified: boolean; now: Date },
): Promise<TicketRow> {
  const [row] = await tx
    .insert(tickets)
    .values({
      subject: values.subject,
      customerEmail: values.customerEmail,
      senderVerified: values.senderVerified,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('ticket insert returned no row');
  return row;
}

/** Stores a message; undefined when a message with its Message-ID is already stored. */
export async function insertMessage(tx: DbOrTx, values: NewTicketMessage): Promise<TicketMessageRow | undefined> {
  const [row] = await tx.insert(ticketMessages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTicket(
  tx: DbOrTx,
  id: number,
  values: { status?: TicketStatus; updatedAt: Date },
): Promise<TicketRow | undefined> {
  const [row] = await tx.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row;
}

/** Deletes the ticket with its messages; false when there was none. */
export async function deleteTicket(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(tickets).where(eq(tickets.id, id)).returning({ id: tickets.id });
  return deleted.length > 0;
}
