import type { Logger } from 'pino';
import type { Adapters } from '@/adapters';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { createUnitOfWork } from '@/db/unit-of-work';
import { createAccessTokens } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';
import { createDomainEvents } from '@/lib/domain-events';
import type { Secrets } from '@/lib/secrets';
import { createAdminService } from '@/modules/admin';
import { createAiUsageService } from '@/modules/ai-usage';
import { createAuditService } from '@/modules/audit';
import { createAuthService, createLoginThrottle } from '@/modules/auth';
import { createChildrenService } from '@/modules/children';
import { createContentService, createSomaliTextLinter } from '@/modules/content';
import { createDynamicLessonsService, createDynamicSessions } from '@/modules/dynamic-lessons';
import { createEmailsService, createVerificationTokens } from '@/modules/emails';
import { createHealthService } from '@/modules/health';
import { createInvitesService } from '@/modules/invites';
import { createJobs } from '@/modules/jobs';
import { createLessonsService } from '@/modules/lessons';
import { createPlacementService } from '@/modules/placement';
import {
  createMfaAdminState,
  createMfaService,
  createSecretBox,
  createTrustedDeviceEnds,
  webAuthnParty,
} from '@/modules/mfa';
import { createProfileService } from '@/modules/profile';
import { createChildrenLessons, createProgressService, createWeeklyActivity } from '@/modules/progress';
import { createPronunciationService } from '@/modules/pronunciation';
import { createReviewService } from '@/modules/review';
import { createAccountCache, createAuthenticator, createRefreshTokens, createSessionCache } from '@/modules/sessions';
import { createSocialService } from '@/modules/social';
import { createStoriesService } from '@/modules/stories';
import { createSupportService } from '@/modules/support';
import { findUserById } from '@/modules/users';
import { createVoiceServices } from './services-voices';

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

  // Writes run in units of work, which publish what they wrote on the change feed once committed;
  // caches listen to the feed. Modules tell each other what happened through the domain events.
  const changes = adapters.changes;
  const uow = createUnitOfWork({ db, publish: changes.publish });
  const events = createDomainEvents();
  const tokens = createAccessTokens({ secret: secrets.jwtSecret, clock });
  const refreshTokens = createRefreshTokens({ db, uow, clock, successorKey: secrets.jwtSecret });
  const sessionCache = createSessionCache({ load: refreshTokens.activeSession, clock, changes });
  const accountCache = createAccountCache({ load: (id) => findUserById(db, id), clock, changes });
  const jobs = createJobs({ queue: adapters.jobs, clock, log, pollIntervalMs: config.JOBS_POLL_INTERVAL_MS });
  const content = createContentService({ db, contentDir: config.CONTENT_DIR });
  const weeklyActivity = createWeeklyActivity({ db });
  const progress = createProgressService({ db, uow, clock, catalog: content, events, changes });
  const review = createReviewService({ db, uow, clock, content, progress, changes });
  const placement = createPlacementService({ db, uow, clock, content, progress });
  const stories = createStoriesService({ db, uow, clock, content, events });
  // A new password, however set, ends the account's trusted devices.
  const trustedDevices = createTrustedDeviceEnds({ db, clock });
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
    weeklyActivity,
    reviewDue: review,
    log,
    uow,
    trustedDevices,
  });
  const invites = createInvitesService({
    db,
    clock,
    captcha: adapters.captcha,
    rateLimits: adapters.rateLimits,
    perAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    defaultMode: config.REGISTRATION_MODE,
    mailer: emails,
  });
  const aiUsage = createAiUsageService({ db, clock, defaultLimit: config.AI_DAILY_LIMIT });
  const audit = createAuditService({ db, clock });
  const dynamicLessons = createDynamicLessonsService({
    db,
    clock,
    writer: adapters.scriptWriter,
    linter: createSomaliTextLinter(content.contentDir),
    aiUsage,
    log,
  });
  // Wrong passwords and wrong second-factor codes share one lockout.
  const loginThrottle = createLoginThrottle({ store: adapters.rateLimits, clock });
  // MFA secrets are encrypted with MFA_ENCRYPTION_KEY, or a key derived from the JWT secret.
  const mfaKey = config.MFA_ENCRYPTION_KEY ?? secrets.jwtSecret;
  const publicUrl = new URL(config.PUBLIC_URL);
  const mfa = createMfaService({
    db,
    clock,
    box: createSecretBox(mfaKey),
    masterKey: mfaKey,
    limiter: loginThrottle,
    notifier: emails,
    secureCookies: publicUrl.protocol === 'https:',
    webauthn: webAuthnParty(publicUrl),
    uow,
  });
  const auth = createAuthService({
    db,
    clock,
    tokens,
    refreshTokens,
    throttle: loginThrottle,
    rateLimits: adapters.rateLimits,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    captcha: adapters.captcha,
    verificationMailer: emails,
    securityNotifier: emails,
    invites,
    secondFactor: mfa,
    uow,
  });
  const social = createSocialService({
    db,
    clock,
    clients: adapters.oauth,
    signIn: auth,
    // Link tokens are verification tokens of purpose link_account (the emails module owns them).
    linkTokens: createVerificationTokens({ db, clock }),
    registrationMode: () => invites.mode(),
    rateLimits: adapters.rateLimits,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    log,
    uow,
  });
  // Lesson audio and the native voices over it: family voice and the voice studio.
  const { audio, audioPlays, familyVoice, voiceStudio } = createVoiceServices({
    ...{ db, uow, clock, log, events, content, progress, review, audit, adapters },
    extraTexts: [dynamicLessons.audioTextFor, review.answerTextForAudioKey],
  });
  // A lesson says which voice the asking learner hears for each of its audio items.
  const lessons = createLessonsService({ db, catalog: content, voices: voiceStudio.voicesOf });
  const profile = createProfileService({
    db,
    clock,
    progress,
    grants: weeklyActivity,
    // Reset all progress clears each of these in one transaction.
    progressResets: [weeklyActivity.resetAll, review.resetAll, placement.resetAll, stories.resetAll],
    achievements: emails,
    log,
    uow,
    events,
  });

  return {
    /** Writes that caches depend on run in one of these (server.ts repairs the bootstrap admin in one). */
    uow,
    /** Modules subscribe when they are built; tests listen too. */
    events,
    config,
    clock,
    tokens,
    authenticate: createAuthenticator({ tokens, sessions: sessionCache, accounts: accountCache }),
    refreshTokens,
    health: createHealthService({ database, version: env.version ?? process.env.npm_package_version ?? '0.1.0' }),
    content,
    lessons,
    progress,
    profile,
    review,
    placement,
    stories,
    audio,
    audioPlays,
    captcha: adapters.captcha,
    dynamicLessons,
    dynamicSessions: createDynamicSessions({
      db,
      clock,
      speech: adapters.speech,
      rateLimits: adapters.rateLimits,
      log,
    }),
    emails,
    invites,
    aiUsage,
    audit,
    admin: createAdminService({
      db,
      clock,
      log,
      audit,
      invites,
      content,
      aiUsage,
      mfa: createMfaAdminState({ db }),
      refreshTokens,
      trustedDevices,
      securityNotifier: emails,
      dynamicLessonsCreated: dynamicLessons.created,
      uow,
      events,
      changes,
    }),
    auth,
    social,
    mfa,
    jobs,
    pronunciation: createPronunciationService({
      speech: adapters.speech,
      content,
      rateLimits: adapters.rateLimits,
      clock,
      log,
    }),
    support: createSupportService({
      db,
      clock,
      jobs,
      mailer: adapters.mailer,
      rateLimits: adapters.rateLimits,
      inbox: adapters.inbox,
      supportAddress: config.SUPPORT_ADDRESS,
      messagesPerSenderPerHour: config.SUPPORT_MESSAGES_PER_SENDER_PER_HOUR,
      messagesPerAddressPerHour: config.SUPPORT_MESSAGES_PER_ADDRESS_PER_HOUR,
      log,
      uow,
    }),
    familyVoice,
    voiceStudio,
    children: createChildrenService({
      db,
      clock,
      tokens,
      refreshTokens,
      progress,
      childrenLessons: createChildrenLessons({ db }),
      progressReset: profile,
      catalog: content,
      log,
      uow,
      changes,
      events,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
