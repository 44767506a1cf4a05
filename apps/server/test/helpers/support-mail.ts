import { generateKeyPairSync } from 'node:crypto';
import type { DNSResolver } from 'mailauth';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createSmtpInbox } from '@/adapters/mail-in/smtp-inbox';
import { silentLogger } from '@/lib/logger';

/**
 * Customer mail as the customers' mail servers send it, for tests through the real SMTP listener:
 * example.com signs with a test DKIM key and publishes DMARC p=reject and SPF "-all" in a stub DNS
 * (the machine has none). Mail from 127.0.0.1 that is not signed fails DMARC, as a forged one would.
 */

export const DKIM_SELECTOR = 'hadal-test';
const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The TXT records of the test domains, by name. */
export const TEST_TXT_RECORDS: Record<string, string[]> = {
  [`${DKIM_SELECTOR}._domainkey.example.com`]: [`v=DKIM1; k=rsa; p=${publicKey}`],
  '_dmarc.example.com': ['v=DMARC1; p=reject'],
  'example.com': ['v=spf1 -all'],
};

/** mailauth's resolver over TEST_TXT_RECORDS: every other name does not exist. */
export function stubResolver(txt: Record<string, string[]> = TEST_TXT_RECORDS): DNSResolver {
  return async (name, rrtype) => {
    const records = rrtype === 'TXT' ? txt[name.toLowerCase().replace(/\.$/, '')] : undefined;
    if (records) return records.map((r) => [r]);
    throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
}

export interface TestInboxOptions {
  trustedRelays?: string[];
  relayAuthservId?: string;
  messagesPerConnection?: number;
}

/** The real SMTP listener for help@hadal.test on a free port, its DNS the stub. */
export function createTestInbox(options: TestInboxOptions = {}) {
  return createSmtpInbox({
    host: '127.0.0.1',
    port: 0,
    address: 'help@hadal.test',
    maxMessageBytes: 200_000,
    messagesPerConnection: options.messagesPerConnection ?? 1000,
    senderCheck: {
      trustedRelays: options.trustedRelays ?? [],
      relayAuthservId: options.relayAuthservId ?? null,
      resolver: stubResolver(),
    },
    log: silentLogger,
  });
}

export interface SendOptions {
  /** Sign as example.com with the test key (the default), or send unsigned. */
  dkim?: boolean;
  /** The loopback address to connect from (127.0.0.0/8), 127.0.0.1 by default. */
  localAddress?: string;
}

let seq = 0;

/** Sends one mail to the listener on `port`; resolves with its Message-ID. */
export async function sendTestMail(port: number, mail: Mail.Options, options: SendOptions = {}): Promise<string> {
  seq += 1;
  const transportOptions: SMTPTransport.Options = {
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    ...(options.dkim === false ? {} : { dkim: { domainName: 'example.com', keySelector: DKIM_SELECTOR, privateKey } }),
  };
  const transport = nodemailer.createTransport(transportOptions);
  try {
    const info = await transport.sendMail({
      to: 'help@hadal.test',
      messageId: `<m${seq}.${Date.now()}@mail.example>`,
      ...mail,
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}
