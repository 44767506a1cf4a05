import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends over SMTP (any server) with nodemailer; SMTP_URL like smtp://user:pass@host:587. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer loads with the first message: a process that sends none (JOBS_WORKER=false) never loads it.
  let transport: Promise<Transporter> | null = null;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded waits: a job holds its claim for a few minutes, and a hung server must not outlast it.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      }),
    ));
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const transporter = await opened();
      await transporter.sendMail({
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
      (await transport)?.close();
    },
  };
}
