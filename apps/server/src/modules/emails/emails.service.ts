import type { AchievementId } from '@hadal/domain';
import type { Logger } from 'pino';
import type { Mailer } from '@/adapters/mail/mailer';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, HttpError } from '@/lib/errors';
import { enforceLimit } from '@/lib/rate-limit';
import type { Jobs } from '@/modules/jobs';
import type { RefreshTokens } from '@/modules/sessions';
import {
  assertPasswordNotCommon,
  findUserByEmail,
  findUserByIdentifier,
  hashPassword,
  markEmailVerified,
  setPasswordHash,
} from '@/modules/users';
import { createEmailDelivery, mayEmail, type ReviewDueCounter, type WeeklyActivity } from './email-delivery';
import {
  ADDRESS_REQUEST_JOB,
  EMAIL_JOB,
  INVITE_EMAIL_JOB,
  addressRequestSchema,
  inviteEmailSchema,
  type AddressRequest,
  type EmailJob,
} from './email-jobs';
import { inviteMessage } from './email-templates';
import { createEmailPreferences } from './email-preferences.service';
import { registerEmailSchedules } from './email-schedules';
import type { SecurityEvent } from './notification-templates';
import { createUnsubscribeSigner } from './unsubscribe-links';
import { createVerificationTokens } from './verification-tokens';
import type { UnitOfWork } from '@/db/unit-of-work';

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
  jobs: Jobs;
  publicUrl: string;
  /** The server secret the unsubscribe-link key is derived from (the same on every process). */
  serverSecret: string;
  supportEmail: string;
  weeklyActivity: WeeklyActivity;
  reviewDue?: ReviewDueCounter;
  log: Logger;
  /** A verified email or a new password writes the account: in a unit of work. */
  uow: UnitOfWork;
  /** A reset password ends the account's trusted devices (the mfa module). */
  trustedDevices: { endTrustedDevices(userId: number, reason: 'password_reset'): Promise<void> };
}

/**
 * Everything Hadal emails (spec 02 §7 "Profile, password and email"): verification and password
 * reset, email preferences and unsubscribe, security and achievement notifications, and the
 * scheduled weekly reports and inactivity reminders. Every email is an `email.send` job: a request
 * only queues it (an SMTP outage delays mail, never fails the request); the worker sends it once.
 */
export function createEmailsService(deps: EmailsServiceDeps) {
  const { db, clock, rateLimits, jobs } = deps;
  const tokens = createVerificationTokens({ db, clock });
  const signer = createUnsubscribeSigner(deps.serverSecret);
  const preferences = createEmailPreferences({ db, clock, tokens, signer });
  jobs.handle(EMAIL_JOB, createEmailDelivery({ ...deps, tokens, signer }));
  // Who an address belongs to is looked up here, off the request that asked (equal answer times).
  jobs.handle(ADDRESS_REQUEST_JOB, async (payload) => {
    const request = addressRequestSchema.safeParse(payload);
    if (!request.success) return;
    const { kind, address } = request.data;
    if (kind === 'verify_email') {
      // The login banner may only know the name the learner typed: an email or a username.
      const user = await findUserByIdentifier(db, address);
      if (user && !user.emailVerified && mayEmail(user)) await queue({ email: 'verify_email', userId: user.id });
    } else {
      const user = await findUserByEmail(db, address);
      if (user && mayEmail(user)) await queue({ email: 'reset_password', userId: user.id });
    }
  });
  jobs.handle(INVITE_EMAIL_JOB, async (payload) => {
    const invite = inviteEmailSchema.safeParse(payload);
    if (!invite.success) return;
    const { to, code, expiresAt } = invite.data;
    const link = `${deps.publicUrl}/register?invite=${encodeURIComponent(code)}&email=${encodeURIComponent(to)}`;
    await deps.mailer.send(inviteMessage(to, code, new Date(expiresAt), link));
  });
  registerEmailSchedules({ db, clock, jobs });

  async function limitSending(email: string, clientAddress: string) {
    await enforceLimit(
      rateLimits,
      clock,
      `mail:ip:${clientAddress}`,
      EMAIL_LIMIT_PER_CLIENT_PER_HOUR,
      HOUR_MS,
      TOO_MANY_EMAILS,
    );
    const to = `mail:to:${email.trim().toLowerCase()}`;
    await enforceLimit(rateLimits, clock, to, EMAIL_LIMIT_PER_ADDRESS_PER_HOUR, HOUR_MS, TOO_MANY_EMAILS);
  }

  /** Queues an email; the worker renders and sends it. */
  async function queue(email: EmailJob, dedupeKey?: string): Promise<void> {
    await jobs.enqueue(EMAIL_JOB, email, dedupeKey ? { dedupeKey } : {});
  }

  /**
   * Tells the account holder about a security change (password, two-factor authentication, a
   * trusted device). Always sent: security notifications cannot be turned off. One call.
   */
  async function sendSecurityNotification(userId: number, event: SecurityEvent, detail?: string): Promise<void> {
    const email: EmailJob = { email: 'security_notification', userId, event, at: clock.now().toISOString() };
    await queue(detail ? { ...email, detail } : email);
  }

  return {
    preferences,
    sendSecurityNotification,
    supportContact: () => ({ email: deps.supportEmail }),

    /** An admin's invite code, with a registration link (queued; sent by the worker). */
    async sendInvite(to: string, code: string, expiresAt: Date) {
      await jobs.enqueue(INVITE_EMAIL_JOB, { to, code, expiresAt: expiresAt.toISOString() });
    },

    /** After registration. */
    async sendVerificationAfterRegister(user: UserRow) {
      if (mayEmail(user)) await queue({ email: 'verify_email', userId: user.id });
    },

    async verifyEmail(token: string) {
      const used = await tokens.consume(token, 'verify_email');
      if (!used) throw new BadRequest('This verification link is invalid or has expired.');
      await deps.uow.run(async (db, wrote) => {
        await markEmailVerified(db, used.userId, clock.now());
        wrote.account(used.userId);
      });
      return { detail: 'Email verified successfully. You can now sign in.' };
    },

    /** The signed-in (possibly unverified) account asks for a new link. */
    async sendVerificationTo(user: UserRow, clientAddress: string) {
      if (!user.email) throw new BadRequest('This account has no email address.');
      if (user.emailVerified) return { detail: 'Your email is already verified.' };
      if (user.isChild) return { detail: CHILD_NEEDS_NO_VERIFICATION };
      await limitSending(user.email, clientAddress);
      await queue({ email: 'verify_email', userId: user.id });
      return { detail: 'Verification email sent.' };
    },

    /**
     * The same answer, in the same time, whether or not the account exists: the request only queues
     * the address; the worker looks it up and sends the link.
     */
    async resendVerification(email: string, clientAddress: string) {
      await limitSending(email, clientAddress);
      await jobs.enqueue(ADDRESS_REQUEST_JOB, { kind: 'verify_email', address: email.trim() } satisfies AddressRequest);
      return { detail: RESEND_VERIFICATION_ANSWER };
    },

    /** The same answer, in the same time, for unknown addresses (as resendVerification). */
    async requestPasswordReset(email: string, clientAddress: string) {
      await limitSending(email, clientAddress);
      await jobs.enqueue(ADDRESS_REQUEST_JOB, {
        kind: 'reset_password',
        address: email.trim(),
      } satisfies AddressRequest);
      return { detail: PASSWORD_RESET_ANSWER };
    },

    /** Sets a new password from an emailed link; every session and trusted device of the account ends. */
    async resetPassword(token: string | undefined, newPassword: string | undefined) {
      if (!token) throw new BadRequest('Invalid reset link. No token provided.');
      if (!newPassword) throw new HttpError(422, 'Please enter a new password.');
      await assertPasswordNotCommon(newPassword);
      const used = await tokens.consume(token, 'reset_password');
      if (!used) throw new BadRequest('This password reset link is invalid or has expired.');
      const passwordHash = await hashPassword(newPassword);
      // The emailed link proves the address belongs to the account.
      await deps.uow.run(async (db, wrote) => {
        await setPasswordHash(db, used.userId, passwordHash, clock.now(), { verifyEmail: true });
        wrote.account(used.userId);
      });
      await tokens.invalidateAll(used.userId, 'reset_password');
      await deps.refreshTokens.revokeAllForUser(used.userId, 'password');
      await deps.trustedDevices.endTrustedDevices(used.userId, 'password_reset');
      await sendSecurityNotification(used.userId, 'password_reset');
      return { detail: 'Your password has been reset. You can now sign in with your new password.' };
    },

    /** Congratulates on an achievement, once per account and achievement (however often it is called). */
    async sendAchievementNotification(userId: number, achievement: AchievementId): Promise<void> {
      await queue({ email: 'achievement_notification', userId, achievement }, `achievement:${userId}:${achievement}`);
    },
  };
}
export type EmailsService = ReturnType<typeof createEmailsService>;
