import path from 'node:path';
import type { Config } from '../../config';
import type { MailLogger, Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox in DATA_DIR. */
export function createMailer(config: Config, logger: MailLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, logger);
}
