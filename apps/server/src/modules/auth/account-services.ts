import type { AppInstance } from '../../app';
import { createEmailsService, type EmailsService } from '../emails/emails.service';
import { createAuthService, type AuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { createRefreshTokens, type RefreshTokens } from './refresh-tokens.service';

export interface AccountServices {
  auth: AuthService;
  emails: EmailsService;
  refreshTokens: RefreshTokens;
}

const cache = new WeakMap<object, AccountServices>();

/** The account services wired from the app's dependencies, built once per app. */
export function accountServices(app: AppInstance): AccountServices {
  const key = app.deps;
  const hit = cache.get(key);
  if (hit) return hit;
  const { database, clock, tokens, mailer, rateLimits, captcha, config } = app.deps;
  const db = database.db;
  const refreshTokens = createRefreshTokens(db, clock);
  const emails = createEmailsService({
    db,
    clock,
    mailer,
    rateLimits,
    refreshTokens,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  const auth = createAuthService({
    db,
    clock,
    tokens,
    refreshTokens,
    throttle: createLoginThrottle(rateLimits, clock),
    captcha,
    emails,
  });
  const services = { auth, emails, refreshTokens };
  cache.set(key, services);
  return services;
}
