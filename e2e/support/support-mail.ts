import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

const SUPPORT_SMTP_PORT = Number(process.env.E2E_SUPPORT_SMTP_PORT ?? 2526);
/** SUPPORT_ADDRESS of the server under test (playwright.config.ts). */
export const SUPPORT_ADDRESS = 'support@hadal.test';

/**
 * Sends a customer's email to the support inbox's SMTP listener, as the customer's mail server
 * would; resolves with the mail's Message-ID.
 */
export async function sendCustomerMail(mail: Mail.Options): Promise<string> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: SUPPORT_SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = await transport.sendMail({ to: SUPPORT_ADDRESS, ...mail });
    return info.messageId;
  } finally {
    transport.close();
  }
}
