import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createSmtpMailer } from './smtp-mailer';
import { createOutboxMailer } from './outbox-mailer';
import { verifyEmailMessage } from '@/modules/emails/email-templates';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let port = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('SMTP mailer (against a real SMTP server on loopback)', () => {
  it('delivers the HTML and text parts with the sender', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Hadal <no-reply@hadal.test>');
    await mailer.send(verifyEmailMessage('hodan@example.com', 'Hodan', 'http://hadal.test/verify-email?token=abc'));
    await mailer.close();
    const mail = received.at(-1)!;
    expect(mail.subject).toBe('Verify your email for Hadal');
    expect(mail.from?.text).toContain('no-reply@hadal.test');
    expect((mail.to as { text: string }).text).toBe('hodan@example.com');
    expect(mail.text).toContain('http://hadal.test/verify-email?token=abc');
    expect(mail.html).toContain('href="http://hadal.test/verify-email?token=abc"');
    expect(mail.html).toContain('Soo dhawoow, Hodan!');
  });
});

describe('outbox mailer', () => {
  it('writes an .eml file and logs the links', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hadal-outbox-'));
    const logged: object[] = [];
    const mailer = createOutboxMailer(dir, 'Hadal <no-reply@hadal.test>', {
      info: (o) => logged.push(o),
      warn: () => {},
    });
    await mailer.send(verifyEmailMessage('amina@example.com', 'Amina <b>', 'http://hadal.test/verify-email?token=xyz'));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(dir, files[0]!)));
    expect(parsed.subject).toBe('Verify your email for Hadal');
    expect(parsed.html).toContain('Amina &lt;b&gt;');
    expect(logged[0]).toMatchObject({ to: 'amina@example.com', links: ['http://hadal.test/verify-email?token=xyz'] });
  });
});
