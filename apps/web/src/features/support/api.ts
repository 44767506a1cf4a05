import {
  detailSchema,
  ticketCountsSchema,
  ticketListResponseSchema,
  ticketMessageSchema,
  ticketSchema,
  ticketSummarySchema,
  type TicketStatus,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The support calls of spec 02 §7 "Support": one function per call, each answer parsed with its domain schema. */

export interface TicketFilters {
  status: TicketStatus | 'all';
  customerEmail: string;
  search: string;
}

export const supportKeys = {
  all: ['support'] as const,
  list: (f: TicketFilters) => ['support', 'tickets', f] as const,
  counts: (f: Omit<TicketFilters, 'status'>) => ['support', 'counts', f] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
};

const searchQuery = (f: Omit<TicketFilters, 'status'>) => ({
  ...(f.customerEmail.trim() ? { customer_email: f.customerEmail.trim() } : {}),
  ...(f.search.trim() ? { search: f.search.trim() } : {}),
});

/** GET /support/tickets with status, customer_email and the free-text search. */
export async function listTickets(f: TicketFilters) {
  const query = { ...searchQuery(f), ...(f.status === 'all' ? {} : { status: f.status }) };
  return ticketListResponseSchema.parse(await api.get('/support/tickets', { query }));
}

/** GET /support/tickets/counts: total, open, pending and closed of the tickets the search matches. */
export async function getTicketCounts(f: Omit<TicketFilters, 'status'>) {
  return ticketCountsSchema.parse(await api.get('/support/tickets/counts', { query: searchQuery(f) }));
}

/** GET /support/tickets/{id}: the ticket and its conversation. */
export async function getTicket(id: number) {
  return ticketSchema.parse(await api.get(`/support/tickets/${id}`));
}

/** POST /support/tickets/{id}/reply: text_body, mailed to the customer. */
export async function replyToTicket(id: number, textBody: string) {
  return ticketMessageSchema.parse(await api.post(`/support/tickets/${id}/reply`, { text_body: textBody }));
}

/** PATCH /support/tickets/{id}: status. */
export async function setTicketStatus(id: number, status: TicketStatus) {
  return ticketSummarySchema.parse(await api.patch(`/support/tickets/${id}`, { status }));
}

/** DELETE /support/tickets/{id}. */
export async function deleteTicket(id: number) {
  return detailSchema.parse(await api.delete(`/support/tickets/${id}`));
}
