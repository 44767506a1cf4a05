import { PASSWORD_COMPLEXITY_MESSAGE, isStrongPassword, mayReceiveEmail } from '@hadal/domain';
import type { Logger } from 'pino';
import type { Mailer } from '@/adapters/mail/mailer';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, HttpError } from '@/lib/errors';
import { enforceLimit } from '@/lib/rate-limit';
import type { RefreshTokens } from '@/modules/sessions';
import {
  findUserByEmail,
  findUserByIdentifier,
  hashPassword,
  markEmailVerified,
  setPasswordHash,
} from '@/modules/users';
import { resetPasswordMessage, verifyEmailMessage } from './email-templates';
import { RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS, createVerificationTokens } from './verification-tokens';

export const EMAIL_LIMIT_PER_ADDRESS_PER_HOUR = 3;
export const EMAIL_LIMIT_PER_CLIENT_PER_HOUR = 10;
const HOUR_MS = 3600 * 1000;
const TOO_MANY_EMAILS = 'Too many emails requested. Please wait before trying again.';

export const RESEND_VERIFICATION_ANSWER =
  'If an account with this email exists and is not verified yet, a verification email has been sent.';
export const CHILD_NEEDS_NO_VERIFICATION = 'Child accounts need no email verification.';
export const PASSWORD_RESET_ANSWER = 'If an account with this email exists, a password reset link has been sent.';

export interface EmailsServiceDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  refreshTokens: RefreshTokens;
  publicUrl: string;
  log: Logger;
}

/** Email verification and password reset (spec 02 §7 "Profile, password and email"). */
export function createEmailsService(deps: EmailsServiceDeps) {
  const { db, clock, mailer, rateLimits, log } = deps;
  const tokens = createVerificationTokens(db, clock);

  async function limitSending(email: string, clientAddress: string) {
    await enforceLimit(
      rateLimits,
      clock,
      `mail:ip:${clientAddress}`,
      EMAIL_LIMIT_PER_CLIENT_PER_HOUR,
      HOUR_MS,
      TOO_MANY_EMAILS,
    );
    await enforceLimit(
      rateLimits,
      clock,
      `mail:to:${email.trim().toLowerCase()}`,
      EMAIL_LIMIT_PER_ADDRESS_PER_HOUR,
      HOUR_MS,
      TOO_MANY_EMAILS,
    );
  }

  async function deliver(send: () => Promise<void>, what: string) {
    // A mail failure must not reveal whether an account exists; it is logged for the operator.
    await send().catch((err: unknown) => log.error({ err }, `could not send the ${what} email`));
  }

  async function sendVerification(user: UserRow): Promise<void> {
    // No email is ever sent to a child under 13 (spec 02 §1 Privacy).
    if (!user.email || !mayReceiveEmail(user)) return;
    const token = await tokens.issue(user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, user.email);
    const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailer.send(verifyEmailMessage(user.email, user.username, link));
  }

  return {
    /** After registration; a mail failure is logged, and the learner can ask again. */
    async sendVerificationAfterRegister(user: UserRow) {
      await deliver(() => sendVerification(user), 'verification');
    },

    async verifyEmail(token: string) {
      const used = await tokens.consume(token, 'verify_email');
      if (!used) throw new BadRequest('This verification link is invalid or has expired.');
      await markEmailVerified(db, used.userId, clock.now());
      return { detail: 'Email verified successfully. You can now sign in.' };
    },

    /** The signed-in (possibly unverified) account asks for a new link. */
    async sendVerificationTo(user: UserRow, clientAddress: string) {
      if (!user.email) throw new BadRequest('This account has no email address.');
      if (user.emailVerified) return { detail: 'Your email is already verified.' };
      if (user.isChild) return { detail: CHILD_NEEDS_NO_VERIFICATION };
      await limitSending(user.email, clientAddress);
      await sendVerification(user);
      return { detail: 'Verification email sent.' };
    },

    /** The same answer whether or not the account exists. */
    async resendVerification(email: string, clientAddress: string) {
      await limitSending(email, clientAddress);
      // The login banner may only know the name the learner typed: an email or a username.
      const user = await findUserByIdentifier(db, email);
      if (user && !user.emailVerified) await deliver(() => sendVerification(user), 'verification');
      return { detail: RESEND_VERIFICATION_ANSWER };
    },

    /** The same answer for unknown addresses. */
    async requestPasswordReset(email: string, clientAddress: string) {
      await limitSending(email, clientAddress);
      const user = await findUserByEmail(db, email);
      // No email is ever sent to a child under 13 (spec 02 §1 Privacy).
      if (user?.email && mayReceiveEmail(user)) {
        const address = user.email;
        await deliver(async () => {
          const token = await tokens.issue(user.id, 'reset_password', RESET_PASSWORD_TTL_MS, address);
          const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await mailer.send(resetPasswordMessage(address, user.username, link));
        }, 'password reset');
      }
      return { detail: PASSWORD_RESET_ANSWER };
    },

    /** Sets a new password from an emailed link; every session of the account is signed out. */
    async resetPassword(token: string | undefined, newPassword: string | undefined) {
      if (!token) throw new BadRequest('Invalid reset link. No token provided.');
      if (!newPassword) throw new HttpError(422, 'Please enter a new password.');
      if (!isStrongPassword(newPassword)) throw new HttpError(422, PASSWORD_COMPLEXITY_MESSAGE);
      const used = await tokens.consume(token, 'reset_password');
      if (!used) throw new BadRequest('This password reset link is invalid or has expired.');
      const passwordHash = await hashPassword(newPassword);
      // The emailed link proves the address belongs to the account.
      await setPasswordHash(db, used.userId, passwordHash, clock.now(), { verifyEmail: true });
      await tokens.invalidateAll(used.userId, 'reset_password');
      await deps.refreshTokens.revokeAllForUser(used.userId, 'password');
      return { detail: 'Your password has been reset. You can now sign in with your new password.' };
    },
  };
}
export type EmailsService = ReturnType<typeof createEmailsService>;
