/** Support inbox constants (spec 02 §2 "Support inbox", "Ticket detail", §4, §9). */

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Status badge colours (spec 02 §2): open red, pending amber, closed green. */
export const TICKET_STATUS_COLOURS: Record<TicketStatus, 'red' | 'amber' | 'green'> = {
  open: 'red',
  pending: 'amber',
  closed: 'green',
};

/** The labels of the conversation: inbound messages come from the customer, outbound from an agent. */
export const MESSAGE_DIRECTION_LABELS: Record<MessageDirection, string> = {
  inbound: 'Customer',
  outbound: 'Support Agent',
};

/** Updated-time display (spec 02 §9): under 24 hours shows the time, under 168 hours the weekday. */
export const TICKET_TIME_OF_DAY_UNDER_MS = 24 * 3_600_000;
export const TICKET_WEEKDAY_UNDER_MS = 168 * 3_600_000;

/** Longest subject, address and bodies the inbox stores. */
export const TICKET_SUBJECT_MAX_LENGTH = 500;
export const TICKET_EMAIL_MAX_LENGTH = 320;
export const TICKET_BODY_MAX_LENGTH = 200_000;
export const TICKET_REPLY_MAX_LENGTH = 20_000;
export const TICKET_SEARCH_MAX_LENGTH = 200;
/** Tickets one list call returns at most (most recently updated first). */
export const TICKET_LIST_DEFAULT_LIMIT = 200;
export const TICKET_LIST_MAX_LIMIT = 500;

/** Subject of a mail that has none. */
export const NO_SUBJECT = '(no subject)';

/** The texts of the support screens and calls, word for word. */
export const SUPPORT_MESSAGES = {
  ticketNotFound: 'Ticket not found',
  notFoundTitle: 'Ticket Not Found',
  empty: 'No tickets found',
  emptyHint: 'Try a different search or status filter, or refresh to check for new mail.',
  deleteConfirm: 'Are you sure you want to delete this ticket? This action cannot be undone.',
  deleteFailed: 'Failed to delete ticket',
  replyHint: 'This reply will be sent to the customer email',
  sendReply: 'Send Reply',
  sending: 'Sending...',
  replyRequired: 'Reply text is required',
  /** The badge of a ticket or message whose sender the inbox could not prove (issue 48). */
  senderNotVerified: 'Sender not verified',
  senderNotVerifiedHint:
    'This mail did not prove it comes from the address it shows. It could be from someone else: do not share account details in a reply.',
  /** A reply to a ticket whose customer address is not a valid address. */
  replyNoRecipient: 'This ticket has no valid customer address to reply to',
} as const;

/**
 * The HTML a ticket message may keep (spec 02 §2): paragraphs, line breaks, strong, em, u, links
 * with href and target only, lists and headings h1 to h6. Links also get rel="noopener noreferrer".
 * The server sanitises with this list when it stores a message; the browser again when it shows one.
 */
export const SUPPORT_HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
] as const;
export const SUPPORT_HTML_ALLOWED_LINK_ATTRIBUTES = ['href', 'target'] as const;
export const SUPPORT_LINK_REL = 'noopener noreferrer';
/** Elements whose content is dropped with them (never shown as text). */
export const SUPPORT_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'title',
  'head',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
] as const;
