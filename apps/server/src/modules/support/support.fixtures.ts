import type { InboundMail } from '@/adapters/mail-in/inbox';

let seq = 0;

/** A parsed customer mail for tests; override any field. */
export function customerMail(overrides: Partial<InboundMail> = {}): InboundMail {
  seq += 1;
  return {
    messageId: `<customer-${seq}-${Date.now()}@mail.example>`,
    inReplyTo: null,
    references: [],
    subject: `Question ${seq}`,
    fromEmail: `customer${seq}@example.com`,
    html: null,
    text: `Hello, I need help (${seq}).`,
    attachments: [],
    ...overrides,
  };
}
