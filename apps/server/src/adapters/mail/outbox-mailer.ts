import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailLogger, Mailer, MailMessage } from './mailer';

/**
 * The embedded default: each message becomes an .eml file in DATA_DIR/outbox and its links are
 * logged, so Hadal works on a bare machine and a newcomer can verify an account from the console.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: MailLogger): Mailer {
  // nodemailer loads with the first message: a process that sends none (JOBS_WORKER=false) never loads it.
  let transport: Promise<Transporter> | null = null;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const transporter = await opened();
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
      });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        { to: message.to, subject: message.subject, file, links: message.links ?? [] },
        `Email written to the outbox (no SMTP_URL): ${message.subject}`,
      );
    },
    async close() {
      (await transport)?.close();
    },
  };
}
