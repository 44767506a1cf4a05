import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Support tickets (spec 02 §3 "Support ticket"): a conversation with one customer address, opened
 * by an email to the support address. Owned by modules/support.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    /** Lower-cased address of the customer who wrote first. */
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ['open', 'pending', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the mail that opened the ticket proved its From address (issue 48). Tickets opened
     * before the inbox checked senders are not verified.
     */
    senderVerified: boolean('sender_verified').notNull().default(false),
  },
  // The inbox is read newest first (updated_at, then id, both descending): read backwards, these
  // indexes give its page in order, with or without a status, and stop at the limit.
  (t) => [
    index('tickets_updated_id_idx').on(t.updatedAt, t.id),
    index('tickets_status_updated_id_idx').on(t.status, t.updatedAt, t.id),
    index('tickets_customer_email_idx').on(t.customerEmail),
  ],
);

/**
 * The messages of a ticket (spec 02 §3 "Ticket message"): inbound from the customer, outbound from
 * an agent. `message_id` is the mail's Message-ID: a redelivered mail is stored once, and replies
 * find their ticket by In-Reply-To and References.
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    fromEmail: text('from_email').notNull(),
    /** Sanitised with the allow-list of spec 02 §2 before it is stored. */
    htmlBody: text('html_body'),
    textBody: text('text_body'),
    messageId: text('message_id'),
    /** Outbound: the Message-ID this reply answers and the thread's References, as sent. */
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    /** Inbound: whether the mail proved its From address; null for outbound and older mail. */
    senderVerified: boolean('sender_verified'),
    /** Inbound: the SMTP envelope sender (MAIL FROM, '' for a bounce), the connecting address and the checks' results. */
    envelopeFrom: text('envelope_from'),
    remoteAddress: text('remote_address'),
    senderCheck: text('sender_check'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_messages_message_id_uq').on(t.messageId),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type NewTicketMessage = typeof ticketMessages.$inferInsert;
