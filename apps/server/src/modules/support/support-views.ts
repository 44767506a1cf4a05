import type { Ticket, TicketMessage, TicketSummary } from '@hadal/domain';
import type { TicketMessageRow, TicketRow } from '@/db/schema';

/** The API shapes of spec 02 §3 from the stored rows. */

export function toSummary(ticket: TicketRow, messageCount: number): TicketSummary {
  return {
    id: ticket.id,
    subject: ticket.subject,
    customer_email: ticket.customerEmail,
    status: ticket.status,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    message_count: messageCount,
    sender_verified: ticket.senderVerified,
  };
}

export function toMessage(row: TicketMessageRow): TicketMessage {
  return {
    id: row.id,
    direction: row.direction,
    from_email: row.fromEmail,
    html_body: row.htmlBody,
    text_body: row.textBody,
    created_at: row.createdAt.toISOString(),
    sender_verified: row.senderVerified,
    envelope_from: row.envelopeFrom,
    remote_address: row.remoteAddress,
    sender_check: row.senderCheck,
  };
}

export function toTicket(ticket: TicketRow, messages: TicketMessageRow[]): Ticket {
  return { ...toSummary(ticket, messages.length), messages: messages.map(toMessage) };
}
