import { z } from 'zod';
import { multiLineText, singleLineText } from '../shared';
import {
  MESSAGE_DIRECTIONS,
  SUPPORT_MESSAGES,
  TICKET_EMAIL_MAX_LENGTH,
  TICKET_LIST_DEFAULT_LIMIT,
  TICKET_LIST_MAX_LIMIT,
  TICKET_REPLY_MAX_LENGTH,
  TICKET_SEARCH_MAX_LENGTH,
  TICKET_STATUSES,
} from './support.constants';

/** The support calls of spec 02 §7 "Support" (admins only) and their shapes (§3). */

export const ticketStatusSchema = z.enum(TICKET_STATUSES).describe('TicketStatus');
export const messageDirectionSchema = z.enum(MESSAGE_DIRECTIONS).describe('MessageDirection');

/** Spec 02 §3 Ticket message. */
export const ticketMessageSchema = z
  .object({
    id: z.number().int(),
    direction: messageDirectionSchema,
    from_email: z.string(),
    /** Sanitised HTML (the allow-list of spec 02 §2), or null when the mail had none. */
    html_body: z.string().nullable(),
    text_body: z.string().nullable(),
    created_at: z.string(),
    /**
     * Inbound: whether the mail proved its From address (an aligned DMARC, DKIM or SPF pass,
     * checked here or by a trusted relay); null for an agent's reply and for mail stored before
     * the inbox checked senders.
     */
    sender_verified: z.boolean().nullable(),
    /** Inbound: the envelope sender (MAIL FROM), the connecting address and the checks' results. */
    envelope_from: z.string().nullable(),
    remote_address: z.string().nullable(),
    sender_check: z.string().nullable(),
  })
  .describe('TicketMessage');
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A row of the inbox: spec 02 §3 Support ticket without its messages, with their count. */
export const ticketSummarySchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    customer_email: z.string(),
    status: ticketStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
    message_count: z.number().int().min(0),
    /** False when the mail that opened the ticket did not prove its sender ('Sender not verified'). */
    sender_verified: z.boolean(),
  })
  .describe('TicketSummary');
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

/** GET /support/tickets: the matching tickets, most recently updated first. */
export const ticketListResponseSchema = z.array(ticketSummarySchema).describe('TicketList');

/** GET /support/tickets/{id}: spec 02 §3 Support ticket with its messages, oldest first. */
export const ticketSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) }).describe('Ticket');
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /support/tickets/counts: how many tickets match the search, in all and by status. */
export const ticketCountsSchema = z
  .object({
    total: z.number().int().min(0),
    open: z.number().int().min(0),
    pending: z.number().int().min(0),
    closed: z.number().int().min(0),
  })
  .describe('TicketCounts');
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Filters both the list and the counts take: customer email (exact, any case) and free text. */
export const ticketSearchQuerySchema = z.object({
  customer_email: z.preprocess(blankToUndefined, singleLineText(TICKET_EMAIL_MAX_LENGTH).optional()),
  /** Free text found in the subject or the customer email. */
  search: z.preprocess(blankToUndefined, singleLineText(TICKET_SEARCH_MAX_LENGTH).optional()),
});

/** GET /support/tickets query: status ('all' or left out: every status), the filters, a limit. */
export const ticketListQuerySchema = ticketSearchQuerySchema.extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), ticketStatusSchema.optional()),
  limit: z.coerce.number().int().min(1).max(TICKET_LIST_MAX_LIMIT).default(TICKET_LIST_DEFAULT_LIMIT),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** Path parameter {id} of the ticket calls. */
export const ticketIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /support/tickets/{id}/reply: text_body, not blank (spec 02 §5). */
export const ticketReplyRequestSchema = z
  .object({
    text_body: multiLineText(TICKET_REPLY_MAX_LENGTH).refine(
      (s) => s.trim().length > 0,
      SUPPORT_MESSAGES.replyRequired,
    ),
  })
  .describe('TicketReplyRequest');
export type TicketReplyRequest = z.infer<typeof ticketReplyRequestSchema>;

/** PATCH /support/tickets/{id}: status. */
export const ticketUpdateRequestSchema = z.object({ status: ticketStatusSchema }).describe('TicketUpdateRequest');
export type TicketUpdateRequest = z.infer<typeof ticketUpdateRequestSchema>;
