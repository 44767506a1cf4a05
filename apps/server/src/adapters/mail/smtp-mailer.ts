import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends over SMTP (any server) with nodemailer; SMTP_URL like smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Bounded waits: a job holds its claim for a few minutes, and a hung server must not outlast it.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
      });
    },
    async close() {
      transport.close();
    },
  };
}
