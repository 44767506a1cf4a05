import type { Db } from '@/db/client';
import type { RateLimited } from '@/lib/errors';
import type { Clock } from '@/lib/clock';
import type { SecretBox } from './secret-box';
import type { UnitOfWork } from '@/db/unit-of-work';

/** Security notifications the mfa module sends (through the emails module). */
export type MfaSecurityEvent =
  'mfa_enabled' | 'mfa_disabled' | 'trusted_device_added' | 'backup_code_used' | 'passkey_added';

export interface MfaNotifier {
  sendSecurityNotification(userId: number, event: MfaSecurityEvent, detail?: string): Promise<void>;
}

/** The sign-in lockout (modules/auth login throttle): wrong codes count like wrong passwords. */
export interface CodeAttemptLimiter {
  assertAllowed(subject: { accountId: number }, address: string): Promise<void>;
  recordFailure(subject: { accountId: number }, address: string): Promise<RateLimited | null>;
  recordSuccess(subject: { accountId: number }): Promise<void>;
}

/** Where passkeys are valid: the relying party is the public address of the app. */
export interface WebAuthnParty {
  rpID: string;
  rpName: string;
  origin: string;
}

export interface MfaServiceDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  /** Key material for the login tokens (MFA_ENCRYPTION_KEY or the JWT secret). */
  masterKey: string;
  limiter: CodeAttemptLimiter;
  notifier: MfaNotifier;
  /** The trusted-device cookie is Secure when the app is served over https. */
  secureCookies: boolean;
  webauthn: WebAuthnParty;
  /** Turning a factor on or off changes the account (the admin user list shows it): in a unit of work. */
  uow: UnitOfWork;
}

/** A code check's outcome: which factor matched, and backup codes left when one was used. */
export type CodeCheck =
  { ok: true; factor: 'totp' } | { ok: true; factor: 'backup'; remaining: number } | { ok: false };
