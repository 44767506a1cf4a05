/**
 * Incoming mail for the support inbox, behind one interface: an SMTP listener on
 * SUPPORT_SMTP_PORT by default (behind an MX or a relay in production). The adapter speaks SMTP
 * and parses MIME; what a message means (which ticket, which status) is the support module's.
 */
import type { SenderVerdict } from './sender-check';

export type { SenderVerdict };

export interface InboundAttachment {
  filename: string;
  sizeBytes: number;
}

/** One parsed customer email. */
export interface InboundMail {
  /** Message-ID with its angle brackets, or null when the mail has none. */
  messageId: string | null;
  inReplyTo: string | null;
  /** The References chain, oldest first. */
  references: string[];
  subject: string | null;
  /**
   * The From header's one address (lower-cased), or the envelope sender when the header has no
   * single valid address. Never a display name.
   */
  fromEmail: string;
  /** The From header's one address, or null (none, several, or a display name only). */
  headerFrom: string | null;
  /** The envelope sender (MAIL FROM), '' for a bounce's empty sender. */
  envelopeFrom: string;
  /** The connecting address. */
  remoteAddress: string;
  /** Whether the mail proved its From address, and what the checks found. */
  sender: SenderVerdict;
  /** Raw HTML part as sent (the support module sanitises it), or null. */
  html: string | null;
  text: string | null;
  /** Dropped, never stored: only their names and sizes travel on. */
  attachments: InboundAttachment[];
}

/** A refusal the listener answers with an SMTP code (e.g. 450 for "too many, try later"). */
export class InboundRejected extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface InboundHandler {
  /**
   * Called at MAIL FROM: throw InboundRejected to refuse (rate limits). `trustedRelay`: the
   * connecting address is one of SUPPORT_TRUSTED_RELAYS, which carries many senders' mail.
   */
  acceptSender(address: string, remoteAddress: string, trustedRelay: boolean): Promise<void>;
  /**
   * Called with each accepted, parsed and checked message; InboundRejected refuses it with its
   * code, anything else answers a temporary failure (451).
   */
  deliver(mail: InboundMail): Promise<void>;
}

export interface MailInbox {
  readonly kind: 'smtp';
  /** Starts listening; resolves with the bound address (port 0 picks a free one). */
  start(handler: InboundHandler): Promise<{ host: string; port: number }>;
  close(): Promise<void>;
}
