import type { Logger } from 'pino';
import type { Adapters } from '@/adapters';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { createAccessTokens } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';
import type { Secrets } from '@/lib/secrets';
import { createAudioService } from '@/modules/audio';
import { createAuthService, createLoginThrottle } from '@/modules/auth';
import { createChildrenService } from '@/modules/children';
import { createContentService } from '@/modules/content';
import { createEmailsService } from '@/modules/emails';
import { createHealthService } from '@/modules/health';
import { createJobs } from '@/modules/jobs';
import { createLessonsService } from '@/modules/lessons';
import { createProfileService } from '@/modules/profile';
import { createLessonTotals, createProgressService, createProgressSummary } from '@/modules/progress';
import { createReviewService } from '@/modules/review';
import { createSupportService } from '@/modules/support';
import { createAuthenticator, createRefreshTokens } from '@/modules/sessions';

export interface ServiceEnv {
  config: Config;
  database: Database;
  clock: Clock;
  adapters: Adapters;
  secrets: Secrets;
  log: Logger;
  /** Reported by /api/health. */
  version?: string;
}

/**
 * The composition root: every service is built once here, from the database, the clock, the
 * adapters and the configuration. buildApp() receives the result and hands each module's routes
 * the services they name; tests build it with fakes the same way.
 */
export function createServices(env: ServiceEnv) {
  const { config, database, clock, adapters, secrets, log } = env;
  const db = database.db;

  const tokens = createAccessTokens(secrets.jwtSecret, clock);
  const refreshTokens = createRefreshTokens(db, clock);
  const jobs = createJobs({ queue: adapters.jobs, clock, log, pollIntervalMs: config.JOBS_POLL_INTERVAL_MS });
  const content = createContentService(db, { contentDir: config.CONTENT_DIR });
  const lessons = createLessonsService(db, content);
  const progressSummary = createProgressSummary(db);
  const progress = createProgressService(db, clock, content, {
    // Completing a lesson, earning XP or extending the streak may earn an achievement.
    onLearnerProgress: (userId) => profile.checkAchievements(userId),
  });
  const review = createReviewService({ db, clock, content, progress });
  const emails = createEmailsService({
    db,
    clock,
    mailer: adapters.mailer,
    rateLimits: adapters.rateLimits,
    refreshTokens,
    jobs,
    publicUrl: config.PUBLIC_URL,
    serverSecret: secrets.jwtSecret,
    supportEmail: config.SUPPORT_EMAIL,
    weeklyActivity: progressSummary,
    reviewDue: review,
    log,
  });
  const auth = createAuthService({
    db,
    clock,
    tokens,
    refreshTokens,
    throttle: createLoginThrottle(adapters.rateLimits, clock),
    rateLimits: adapters.rateLimits,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    captcha: adapters.captcha,
    verificationMailer: emails,
    securityNotifier: emails,
  });
  const profile = createProfileService({
    db,
    clock,
    progress,
    // Reset all progress clears each of these in one transaction.
    progressResets: [progressSummary.resetAll, review.resetAll],
    achievements: emails,
    log,
  });

  return {
    config,
    clock,
    tokens,
    authenticate: createAuthenticator(db, tokens, refreshTokens),
    refreshTokens,
    health: createHealthService(database, env.version ?? process.env.npm_package_version ?? '0.1.0'),
    content,
    lessons,
    progress,
    profile,
    review,
    audio: createAudioService({
      content,
      store: adapters.audioStore,
      tts: adapters.tts,
      extraTexts: (stem) => review.answerTextForAudioKey(stem),
    }),
    captcha: adapters.captcha,
    emails,
    auth,
    jobs,
    support: createSupportService({
      db,
      clock,
      jobs,
      mailer: adapters.mailer,
      rateLimits: adapters.rateLimits,
      inbox: adapters.inbox,
      supportAddress: config.SUPPORT_ADDRESS,
      messagesPerSenderPerHour: config.SUPPORT_MESSAGES_PER_SENDER_PER_HOUR,
      log,
    }),
    children: createChildrenService({
      db,
      clock,
      tokens,
      refreshTokens,
      progress,
      lessonTotals: createLessonTotals(db),
      progressReset: profile,
      catalog: content,
      log,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
