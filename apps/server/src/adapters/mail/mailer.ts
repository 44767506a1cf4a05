/** Outgoing mail, behind one interface: SMTP when SMTP_URL is set, otherwise .eml files in the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries; the outbox logs them so a newcomer can follow them from the console. */
  links?: string[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID (one per queued email), so a retried delivery is recognisable as the same mail. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Keeps messages in memory; for tests that read what was sent. */
export function createMemoryMailer() {
  const sent: MailMessage[] = [];
  return {
    kind: 'memory' as const,
    sent,
    async send(message: MailMessage) {
      sent.push(message);
    },
    async close() {},
    /** The last message sent to `to`, or undefined. */
    lastTo(to: string): MailMessage | undefined {
      return [...sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
    },
  };
}
export type MemoryMailer = ReturnType<typeof createMemoryMailer>;
