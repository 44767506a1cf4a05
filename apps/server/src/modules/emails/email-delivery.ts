import {
  achievementById,
  daysBetween,
  liveStreak,
  mayReceive,
  mayReceiveEmail,
  unsubscribePreferenceFor,
  type EmailPreferenceKey,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from '@/adapters/mail/mailer';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import type { ClaimedJob, JobPayload } from '@/modules/jobs';
import { findUserById, listChildrenOf } from '@/modules/users';
import { listUnsubscribeHeaders, type UnsubscribeFooter } from './email-layout';
import { emailJobSchema, type EmailJob } from './email-jobs';
import { readPreferences } from './email-preferences.queries';
import { resetPasswordMessage, verifyEmailMessage } from './email-templates';
import {
  achievementMessage,
  inactivityReminderMessage,
  securityNotificationMessage,
  weeklyReportMessage,
  type WeekFigures,
} from './notification-templates';
import type { UnsubscribeSigner } from './unsubscribe-links';
import {
  RESET_PASSWORD_TTL_MS,
  UNSUBSCRIBE_TTL_MS,
  VERIFY_EMAIL_TTL_MS,
  type VerificationTokens,
} from './verification-tokens';

/** What the weekly report reads of a learner's lessons (the progress module). */
export interface WeeklyActivity {
  summary(userId: number, from: Date, to: Date): Promise<{ lessonsCompleted: number; xpEarned: number }>;
}

/** Words due for review (the review module); the report omits the line when none is given. */
export interface ReviewDueCounter {
  countDue(userId: number, at: Date): Promise<number>;
}

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  tokens: VerificationTokens;
  signer: UnsubscribeSigner;
  publicUrl: string;
  weeklyActivity: WeeklyActivity;
  reviewDue?: ReviewDueCounter;
  log: Logger;
}

/** An account with an address that may receive mail: never a child under 13 (packages/domain mayReceiveEmail). */
export function mayEmail(user: UserRow): user is UserRow & { email: string } {
  return Boolean(user.email) && mayReceiveEmail(user);
}

const today = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/**
 * Runs an `email.send` job: reads the account and its preferences at send time, renders the mail
 * (issuing its one-time tokens), and sends it. Nothing is sent to a child, to an account that is
 * gone, or against a preference turned off since the job was queued.
 */
export function createEmailDelivery(deps: DeliveryDeps) {
  const { db, clock, mailer, tokens, signer, publicUrl, log } = deps;
  // The Message-ID's domain: the public host (an IPv4 address as a domain literal, [127.0.0.1]).
  const hostname = new URL(publicUrl).hostname;
  const host = /^\d+\.\d+\.\d+\.\d+$/.test(hostname) ? `[${hostname}]` : hostname;

  async function unsubscribeFor(user: UserRow, preference: EmailPreferenceKey, reason: string) {
    const token = signer.sign({ userId: user.id, preference });
    await tokens.issue(user.id, 'unsubscribe', UNSUBSCRIBE_TTL_MS, preference, { token });
    const q = `token=${encodeURIComponent(token)}`;
    const footer: UnsubscribeFooter = {
      reason,
      link: `${publicUrl}/email/unsubscribe?${q}`,
      preferencesLink: `${publicUrl}/profile`,
    };
    return { footer, headers: listUnsubscribeHeaders(`${publicUrl}/api/emails/unsubscribe?${q}`) };
  }

  async function weekOf(user: UserRow, from: Date, to: Date): Promise<WeekFigures> {
    const s = await deps.weeklyActivity.summary(user.id, from, to);
    return { ...s, streakDays: liveStreak(user.streakDays, user.lastActivityDate, today(clock)) };
  }

  async function render(job: EmailJob, user: UserRow & { email: string }): Promise<MailMessage | null> {
    const to = user.email;
    switch (job.email) {
      case 'verify_email': {
        if (user.emailVerified) return null;
        const token = await tokens.issue(user.id, 'verify_email', VERIFY_EMAIL_TTL_MS, to);
        return verifyEmailMessage(to, user.username, `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`);
      }
      case 'reset_password': {
        const token = await tokens.issue(user.id, 'reset_password', RESET_PASSWORD_TTL_MS, to);
        return resetPasswordMessage(
          to,
          user.username,
          `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        );
      }
      case 'security_notification':
        return securityNotificationMessage({
          to,
          name: user.username,
          event: job.event,
          at: new Date(job.at),
          detail: job.detail,
          resetLink: `${publicUrl}/forgot-password`,
        });
      case 'weekly_progress_report': {
        const from = new Date(job.from);
        const end = new Date(job.to);
        const u = await unsubscribeFor(
          user,
          'weekly_progress_reports',
          'You receive this weekly report because it is on in your email preferences.',
        );
        const children = user.isParent ? await listChildrenOf(db, user.id) : [];
        const message = weeklyReportMessage({
          to,
          name: user.username,
          weekStart: from,
          weekEnd: end,
          you: await weekOf(user, from, end),
          wordsDueForReview: deps.reviewDue ? await deps.reviewDue.countDue(user.id, clock.now()) : undefined,
          children: await Promise.all(
            children.map(async (c) => ({ name: c.username, ...(await weekOf(c, from, end)) })),
          ),
          dashboardLink: `${publicUrl}/dashboard`,
          unsubscribe: u.footer,
        });
        return { ...message, headers: u.headers };
      }
      case 'inactivity_reminder': {
        const u = await unsubscribeFor(
          user,
          'inactivity_reminders',
          'You receive this reminder because inactivity reminders are on in your email preferences.',
        );
        const lastDay = user.lastActivityDate ?? user.createdAt.toISOString().slice(0, 10);
        const message = inactivityReminderMessage({
          to,
          name: user.username,
          daysInactive: daysBetween(lastDay, job.day),
          dashboardLink: `${publicUrl}/dashboard`,
          unsubscribe: u.footer,
        });
        return { ...message, headers: u.headers };
      }
      case 'achievement_notification': {
        const a = achievementById(job.achievement);
        const u = await unsubscribeFor(
          user,
          'achievement_notifications',
          'You receive this email because achievement notifications are on in your email preferences.',
        );
        const message = achievementMessage({
          to,
          name: user.username,
          title: a.title,
          description: a.description,
          profileLink: `${publicUrl}/profile`,
          unsubscribe: u.footer,
        });
        return { ...message, headers: u.headers };
      }
    }
  }

  return async function deliverEmail(payload: JobPayload, job: ClaimedJob): Promise<void> {
    const parsed = emailJobSchema.safeParse(payload);
    if (!parsed.success) {
      // A payload no attempt can send: log it and let the job finish.
      log.error({ job: job.id, issues: parsed.error.issues }, 'email job with an unreadable payload; not sent');
      return;
    }
    const email = parsed.data;
    const user = await findUserById(db, email.userId);
    if (!user || !mayEmail(user)) return;
    const essential = unsubscribePreferenceFor(email.email) === null;
    const accountMail = email.email === 'verify_email' || email.email === 'reset_password';
    // Beyond account mail, only a proven address receives anything; optional mail only an active account.
    if (!accountMail && !user.emailVerified) return;
    if (!essential && (user.accountStatus !== 'active' || !mayReceive(await readPreferences(db, user.id), email.email)))
      return;
    const message = await render(email, user);
    if (!message) return;
    await mailer.send({ ...message, messageId: `<hadal-job-${job.id}@${host}>` });
  };
}
