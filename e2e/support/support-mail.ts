import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

const SUPPORT_SMTP_PORT = Number(process.env.E2E_SUPPORT_SMTP_PORT ?? 2526);
/** SUPPORT_ADDRESS of the server under test (playwright.config.ts). */
export const SUPPORT_ADDRESS = 'support@hadal.test';
/**
 * The authserv-id of the relay the server under test trusts on 127.0.0.1 (SUPPORT_TRUSTED_RELAYS,
 * SUPPORT_RELAY_AUTHSERV_ID in playwright.config.ts): this sender plays that relay.
 */
export const E2E_RELAY_AUTHSERV_ID = 'relay.hadal.test';

/** The address of a From given as text ("Name <address>" or "address"): the journeys give text. */
function fromAddress(from: Mail.Options['from']): string {
  const text = typeof from === 'string' ? from : '';
  return (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim();
}

export interface CustomerMailOptions {
  /**
   * True (the default): the relay found the sender proven (dmarc=pass for the From domain), as
   * for a customer's real mail. False: a forged mail, which the relay found failing DMARC.
   */
  proven?: boolean;
}

/**
 * Sends a customer's email to the support inbox's SMTP listener, as the operator's relay hands
 * it over, with its Authentication-Results on top; resolves with the mail's Message-ID.
 */
export async function sendCustomerMail(mail: Mail.Options, options: CustomerMailOptions = {}): Promise<string> {
  const domain = fromAddress(mail.from).split('@')[1] ?? '';
  const verdict = options.proven === false ? 'fail' : 'pass';
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: SUPPORT_SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const info = await transport.sendMail({
      to: SUPPORT_ADDRESS,
      ...mail,
      headers: {
        'Authentication-Results': `${E2E_RELAY_AUTHSERV_ID}; dmarc=${verdict} header.from=${domain}`,
        ...(mail.headers as Record<string, string> | undefined),
      },
    });
    return info.messageId;
  } finally {
    transport.close();
  }
}
