import {
  RESET_PROGRESS_DONE_MESSAGE,
  earnedAchievementIds,
  isValidTimeZone,
  localDay,
  todayProgress,
  type AchievementId,
  type MeResponse,
  type ProfileResponse,
  type ProfileSettings,
  type ProfileSettingsUpdate,
  type TodayProgress,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { Db, Tx } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { HearsEvents } from '@/lib/domain-events';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, Conflict } from '@/lib/errors';
import { USERNAME_TAKEN_MESSAGE } from '@/modules/auth';
import {
  DuplicateUser,
  findUserById,
  recordActivity,
  renameUser,
  lockLearnerTotals,
  resetLearnerXp,
} from '@/modules/users';
import { readSettings, writeSettings } from './profile.queries';

export function toMe(user: UserRow): MeResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_admin: user.isAdmin,
    is_parent: user.isParent,
    is_child: user.isChild,
    streak_days: user.streakDays,
    xp_points: user.xpPoints,
  };
}

/** What the profile needs of the learner's lesson progress (the progress module). */
export interface CompletedLessons {
  countCompleted(userId: number): Promise<number>;
  /** Lessons passed perfectly, as the progress module judged them from the attempts' answers. */
  countPerfect(userId: number): Promise<number>;
}

/** The lesson ledger's grants since an instant (the progress module's summary). */
export interface LessonGrants {
  grantsSince(userId: number, from: Date): Promise<{ at: Date; xp: number }[]>;
}

/** Deletes one kind of a learner's progress inside the reset transaction (lessons, XP ledger, reviews…). */
export type ProgressReset = (tx: Tx, userId: number) => Promise<void>;

/** How an earned achievement is announced (the emails module). */
export interface AchievementNotifier {
  sendAchievementNotification(userId: number, achievement: AchievementId): Promise<void>;
}

export const CHILD_ONLY_USERNAME_MESSAGE = 'Only a child profile changes its username in settings';

export interface ProfileServiceDeps {
  db: Db;
  clock: Clock;
  progress: CompletedLessons;
  grants: LessonGrants;
  /** Everything "reset all progress" clears besides XP: lesson progress and its ledger, and reviews once that module exists. */
  progressResets: ProgressReset[];
  achievements: AchievementNotifier;
  /** A visit on a new day, a reset and a rename write the account's row: in units of work. */
  uow: UnitOfWork;
  /** Hears `lessonCompleted`: achievements may be earned. */
  events: HearsEvents;
  log: Logger;
}

/** The signed-in account as /auth/me and /auth/profile show it, its settings, achievements and reset. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, uow, clock, progress, log } = deps;

  /** Announces each achievement the learner holds now (each once: the notifier deduplicates). */
  async function checkAchievements(userId: number): Promise<void> {
    try {
      const user = await findUserById(db, userId);
      if (!user || user.isChild) return;
      const [lessonsCompleted, perfectLessons] = await Promise.all([
        progress.countCompleted(userId),
        progress.countPerfect(userId),
      ]);
      const earned = earnedAchievementIds({
        lessonsCompleted,
        perfectLessons,
        streakDays: user.streakDays,
        xpPoints: user.xpPoints,
      });
      for (const id of earned) await deps.achievements.sendAchievementNotification(userId, id);
    } catch (err) {
      // An announcement must never fail the request that earned it.
      log.error({ err, userId }, 'could not check achievements');
    }
  }

  /**
   * Clears a learner's lesson progress, XP ledger, XP and reviews in one transaction that holds the
   * learner's row, so no progress update interleaves (the streak counts days and stays). The danger
   * zone uses it, and a parent resetting a child's progress.
   */
  async function resetLearnerProgress(userId: number): Promise<void> {
    await uow.transaction(async (tx, wrote) => {
      await lockLearnerTotals(tx, userId);
      for (const reset of deps.progressResets) await reset(tx, userId);
      await resetLearnerXp(tx, userId, clock.now());
      wrote.learner(userId);
      wrote.account(userId);
    });
  }

  // Completing a lesson, earning XP or extending the streak may earn an achievement.
  deps.events.on('lessonCompleted', ({ userId }) => checkAchievements(userId));

  return {
    checkAchievements,

    /** A visit: counts for the streak on the learner's local day (`timeZone`, UTC when unknown). */
    async me(user: UserRow, timeZone: string | string[] | undefined): Promise<MeResponse> {
      // The account was read by this request's authentication: on most visits nothing is written.
      const activity = await uow.run(async (db, wrote) => {
        const activity = await recordActivity(db, clock, user.id, isValidTimeZone(timeZone) ? timeZone : null, user);
        // Written, or `user` was behind what is stored: no process keeps the row it had.
        if (activity?.touched) wrote.account(user.id);
        return activity;
      });
      if (activity && activity.streakDays !== user.streakDays) await checkAchievements(user.id);
      return toMe({ ...user, streakDays: activity?.streakDays ?? user.streakDays });
    },

    async profile(user: UserRow): Promise<ProfileResponse> {
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        profile_picture: user.profilePicture,
        streak_days: user.streakDays,
        xp_points: user.xpPoints,
        lessons_completed: await progress.countCompleted(user.id),
        perfect_lessons: await progress.countPerfect(user.id),
        is_child: user.isChild,
        is_parent: user.isParent,
        is_admin: user.isAdmin,
        account_status: user.accountStatus,
        email_verified: user.emailVerified,
        is_voice_contributor: user.isVoiceContributor,
      };
    },

    settings: (user: UserRow): Promise<ProfileSettings> => readSettings(db, user.id),

    /** The XP lessons granted on the learner's local day, against the daily goal. */
    async today(user: UserRow, timeZone: string | string[] | undefined): Promise<TodayProgress> {
      const zone = isValidTimeZone(timeZone) ? timeZone : null;
      const now = clock.now();
      const day = localDay(now, zone);
      // A local day lies within the 50 hours before now (zones run from UTC-12 to UTC+14).
      const [grants, settings] = await Promise.all([
        deps.grants.grantsSince(user.id, new Date(now.getTime() - 50 * 3600_000)),
        readSettings(db, user.id),
      ]);
      const xp = grants.filter((g) => localDay(g.at, zone) === day).reduce((sum, g) => sum + g.xp, 0);
      return todayProgress(day, xp, settings.daily_goal_minutes);
    },

    /** Daily goal and notifications; a child account (or a parent viewing as it) may also rename itself. */
    async updateSettings(user: UserRow, change: ProfileSettingsUpdate): Promise<ProfileSettings> {
      const { username, ...settings } = change;
      if (username !== undefined && !user.isChild) throw new BadRequest(CHILD_ONLY_USERNAME_MESSAGE);
      try {
        // The rename and the settings are written together or not at all.
        return await uow.transaction(async (tx, wrote) => {
          if (username !== undefined) {
            await renameUser(tx, user.id, username, clock.now());
            wrote.account(user.id);
          }
          return writeSettings(tx, user.id, settings, clock.now());
        });
      } catch (e) {
        if (e instanceof DuplicateUser) throw new Conflict(USERNAME_TAKEN_MESSAGE);
        throw e;
      }
    },

    resetLearnerProgress,

    /** Danger zone: clears lesson progress, XP and reviews in one transaction (the streak stays). */
    async resetAllProgress(user: UserRow): Promise<{ detail: string }> {
      await resetLearnerProgress(user.id);
      log.info({ userId: user.id }, 'all progress reset by the account holder');
      return { detail: RESET_PROGRESS_DONE_MESSAGE };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
