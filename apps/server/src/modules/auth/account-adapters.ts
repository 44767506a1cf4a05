import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../../lib/secrets';
import { createMailer } from '../../adapters/mail/create-mailer';
import type { Mailer } from '../../adapters/mail/mailer';
import { createRateLimitStore } from '../../adapters/rate-limit/create-rate-limit-store';
import type { RateLimitStore } from '../../adapters/rate-limit/rate-limit-store';
import { captchaOff, type CaptchaProvider } from '../../adapters/captcha/captcha-provider';
import { createAltchaProvider } from '../../adapters/captcha/altcha-provider';

export interface AccountAdapters {
  mailer: Mailer;
  rateLimits: RateLimitStore;
  captcha: CaptchaProvider;
}

/** The mail, rate-limit and captcha adapters chosen by configuration; given ones win (tests). */
export function createAccountAdapters(
  given: Partial<AccountAdapters>,
  env: { config: Config; database: Database; clock: Clock; secrets: Secrets; log: FastifyBaseLogger },
): AccountAdapters & { close(): Promise<void> } {
  const { config, database, clock, secrets, log } = env;
  const mailer = given.mailer ?? createMailer(config, log);
  const rateLimits = given.rateLimits ?? createRateLimitStore(config, database.db);
  let captcha = given.captcha;
  if (!captcha) {
    if (config.CAPTCHA === 'off') {
      log.warn('CAPTCHA=off: registration has NO human check. Use this only for automated test environments.');
      captcha = captchaOff;
    } else {
      captcha = createAltchaProvider(database.db, clock, secrets.captchaHmacKey);
    }
  }
  return {
    mailer,
    rateLimits,
    captcha,
    async close() {
      if (!given.mailer) await mailer.close();
      if (!given.rateLimits) await rateLimits.close();
    },
  };
}
