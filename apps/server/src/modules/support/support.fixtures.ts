import type { InboundMail } from '@/adapters/mail-in/inbox';

let seq = 0;

/**
 * A parsed customer mail for tests, its sender proven (as an aligned DMARC pass would) unless
 * `sender` says otherwise; override any field. The header and envelope senders follow `fromEmail`.
 */
export function customerMail(overrides: Partial<InboundMail> = {}): InboundMail {
  seq += 1;
  const fromEmail = overrides.fromEmail ?? `customer${seq}@example.com`;
  return {
    messageId: `<customer-${seq}-${Date.now()}@mail.example>`,
    inReplyTo: null,
    references: [],
    subject: `Question ${seq}`,
    fromEmail,
    headerFrom: fromEmail,
    envelopeFrom: fromEmail,
    remoteAddress: '192.0.2.10',
    sender: { verified: true, method: 'dmarc', check: 'spf=pass dkim=pass dmarc=pass' },
    html: null,
    text: `Hello, I need help (${seq}).`,
    attachments: [],
    ...overrides,
  };
}
