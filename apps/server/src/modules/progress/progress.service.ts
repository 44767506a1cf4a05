import {
  isLockedByRule,
  isPercentOnlySave,
  isPerfectAttempt,
  locksByRule,
  lessonStateOf,
  localDay,
  maxLessonXp,
  nextLessonProgress,
  nextStreak,
  utcDay,
  xpGrantFor,
  type progressUpdateSchema,
  type GlobalProgressEntry,
  type LessonDetail,
  type ProgressEntry,
  type ProgressUpdateResponse,
  type StatefulProgressEntry,
} from '@hadal/domain';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import type { UnitOfWork, Wrote } from '@/db/unit-of-work';
import type { EmitsEvents } from '@/lib/domain-events';
import type { LessonProgressRow, UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { createLearnerCache, forgetOnChange, type LearnerChanges } from '@/lib/learner-cache';
import { Forbidden, NotFound } from '@/lib/errors';
import { LESSON_NOT_FOUND, type LessonCatalog } from '@/modules/lessons';
import { addXpAndSetStreak, lockLearnerTotals } from '@/modules/users';
import {
  countPassed,
  countPerfect,
  hasPracticeGrant,
  insertGrant,
  markPerfect,
  progressRow,
  progressRows,
  progressSummaryRows,
  savePercent,
  upsertProgress,
} from './progress.queries';
import { placementSkippedLessons, reopenPlacementSkips, writePlacementSkips } from './placement-skips.queries';
import { lockRulesOf, summaryFrom, withSavedPercent, type LearnerSummary } from './learner-summary';

type ProgressUpdateBody = z.output<typeof progressUpdateSchema>;

export const LESSON_LOCKED_MESSAGE = 'This lesson is locked. Complete or skip the lesson before it first.';

function toEntry(row: LessonProgressRow): ProgressEntry {
  return {
    lesson_stable_id: row.lessonStableId,
    completed: row.completed,
    skipped: row.skipped,
    progress_percentage: row.progressPercentage,
    xp_earned: row.xpEarned,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface ProgressDeps {
  db: Db;
  /** Every write of a learner's progress (and XP, streak) runs in a unit of work that marks them. */
  uow: UnitOfWork;
  clock: Clock;
  catalog: LessonCatalog;
  /** Told `lessonCompleted` after an update that completed a lesson, granted XP or moved the streak. */
  events: EmitsEvents;
  /** Where this process hears of changed learners and accounts, to forget what it cached of them. */
  changes: LearnerChanges;
}

/**
 * A learner's lesson progress. The server is the authority on XP: the client's xp_earned is a
 * claim, capped at the lesson's maximum; the first pass grants it, replays grant practice XP at
 * most once per lesson per UTC day (packages/domain xpGrantFor), and the ledger's unique indexes
 * make every grant happen once under retries and parallel requests. Locked lessons are refused.
 */
export function createProgressService(deps: ProgressDeps) {
  const { db, uow, clock, catalog } = deps;
  // Global progress (a child's too, for its parent), the lesson states and the locks of every
  // update read a learner's summary rows: kept per learner until a write of their progress or account
  // (a percent-only save keeps the summary it leaves instead).
  // Global progress is made from them once per read, so a kept answer is the same object.
  const summaries = createLearnerCache<LearnerSummary>(clock);
  forgetOnChange(deps.changes, summaries.forget);
  const summaryOf = (userId: number) =>
    summaries.get(userId, '', async () => ({ value: summaryFrom(await progressSummaryRows(db, userId)) }));

  async function findLesson(id: string): Promise<LessonDetail> {
    const lesson = await catalog.findLesson(id);
    if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
    return lesson;
  }

  async function locksFor(user: UserRow) {
    const [{ lessons }, summary] = await Promise.all([catalog.activeBundle(), summaryOf(user.id)]);
    const byLesson = new Map(summary.rows.map((r) => [r.lessonStableId, r]));
    const locks = locksByRule(lessons, lockRulesOf(lessons), summary.done, { isAdmin: user.isAdmin });
    return { lessons, byLesson, locks };
  }

  return {
    /** How many lessons the learner has passed (the profile's "lessons completed"). */
    countCompleted: (userId: number) => countPassed(db, userId),

    /** How many lessons the learner has passed perfectly (the profile's Perfect Lesson). */
    countPerfect: (userId: number) => countPerfect(db, userId),

    async list(userId: number): Promise<ProgressEntry[]> {
      return (await progressRows(db, userId)).map(toEntry);
    },

    /**
     * Records a placement: every lesson of `stableIds` not yet done becomes skipped by placement
     * (no XP, no streak), and what an earlier placement skipped is open again, in the caller's
     * unit of work (the placement and its skips are written together). Answers how many it skipped.
     */
    async applyPlacement(userId: number, stableIds: readonly string[], tx: Tx, wrote: Wrote): Promise<number> {
      wrote.learner(userId);
      return writePlacementSkips(tx, userId, stableIds, clock.now());
    },

    /** The lessons a placement keeps skipped for the learner. */
    placementSkipped: (userId: number, tx?: DbOrTx) => placementSkippedLessons(tx ?? db, userId),

    /** Reopens lessons a placement skipped (not started again); answers how many. */
    async reopenPlacement(userId: number, stableIds: readonly string[]): Promise<number> {
      return uow.run(async (db, wrote) => {
        const opened = await reopenPlacementSkips(db, userId, stableIds, clock.now());
        if (opened) wrote.learner(userId);
        return opened;
      });
    },

    async global(userId: number): Promise<GlobalProgressEntry[]> {
      return (await summaryOf(userId)).global;
    },

    async stateful(user: UserRow): Promise<StatefulProgressEntry[]> {
      const { lessons, byLesson, locks } = await locksFor(user);
      return lessons.map((l) => {
        const r = byLesson.get(l.stable_id);
        return {
          lesson_id: l.id,
          lesson_stable_id: l.stable_id,
          completed: r?.completed ?? false,
          skipped: r?.skipped ?? false,
          progress_percentage: r?.progressPercentage ?? 0,
          state: lessonStateOf(r && { ...r, progress_percentage: r.progressPercentage }),
          locked: locks.get(l.stable_id) ?? false,
        };
      });
    },

    async one(userId: number, id: string): Promise<ProgressEntry> {
      const lesson = await catalog.findLesson(id);
      const stableId = lesson?.stable_id ?? id;
      const row = await progressRow(db, userId, stableId);
      if (row) return toEntry(row);
      if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
      return {
        lesson_stable_id: stableId,
        completed: false,
        skipped: false,
        progress_percentage: 0,
        xp_earned: 0,
        updated_at: null,
      };
    },

    async update(
      user: UserRow,
      stableIdOrId: string,
      body: ProgressUpdateBody,
      timeZone?: string | null,
    ): Promise<ProgressUpdateResponse> {
      const lesson = await findLesson(stableIdOrId);
      // The lesson's own lock, from the rules of the bundle and the learner's kept summary.
      const [{ lessons }, summary] = await Promise.all([catalog.activeBundle(), summaryOf(user.id)]);
      const rule = user.isAdmin ? undefined : lockRulesOf(lessons).get(lesson.stable_id);
      if (rule && isLockedByRule(rule, (id) => summary.done.get(id))) throw new Forbidden(LESSON_LOCKED_MESSAGE);
      const now = clock.now();
      const learnerState = { streakDays: user.streakDays, lastActivityDate: user.lastActivityDate };
      // The save sent on every exercise: no XP, and the streak already counts today. One statement.
      if (isPercentOnlySave(body) && nextStreak(learnerState, localDay(now, timeZone)) === learnerState) {
        const row = await uow.run(async (db, wrote) => {
          const row = await savePercent(db, {
            userId: user.id,
            lessonStableId: lesson.stable_id,
            percent: Math.round(body.progress_percentage),
            now,
          });
          wrote.learner(user.id);
          // This process keeps the summary as the save leaves it, instead of reading it again on
          // the next update or global progress: only while the summary it keeps is still the one
          // this update read. Any other write of the learner, in this process or told from
          // another, replaces or forgets it first, so a write that ran beside this save is never
          // overwritten. A percent-only save changes no lesson's done state: the locks are the same.
          let kept: ReturnType<typeof summaries.peek>;
          wrote.aroundPublish(
            () => (kept = summaries.peek(user.id, '')),
            () => {
              if (kept?.value === summary)
                summaries.keep(user.id, '', { value: withSavedPercent(summary, row), until: kept.until });
            },
          );
          return row;
        });
        return { ...toEntry(row), xp_granted: 0, total_xp: user.xpPoints, streak_days: user.streakDays };
      }
      const result = await uow.transaction(async (tx, wrote) => {
        // One learner's updates run one at a time: the user row is the lock.
        const totals = await lockLearnerTotals(tx, user.id);
        if (!totals) throw new NotFound('User not found');
        // Progress is activity: the streak counts the learner's local day (as /auth/me does).
        const streak = nextStreak(totals, localDay(now, timeZone));
        const existing = await progressRow(tx, user.id, lesson.stable_id);
        const passedBefore = existing?.completedAt != null;
        const next = nextLessonProgress(existing && { ...existing, passedAt: existing.completedAt }, body, now);

        const day = utcDay(now);
        const grant = xpGrantFor({
          claimedXp: body.xp_earned,
          lessonMaxXp: maxLessonXp(lesson.exercises),
          completes: body.completed,
          passedBefore,
          practiceGrantedToday: passedBefore && (await hasPracticeGrant(tx, user.id, lesson.stable_id, day)),
        });
        let granted = 0;
        if (grant) {
          const recorded = await insertGrant(tx, {
            userId: user.id,
            lessonStableId: lesson.stable_id,
            kind: grant.kind,
            xp: grant.xp,
            day,
            attemptId: body.attempt_id,
            now,
          });
          if (recorded) granted = grant.xp;
        }

        const row = await upsertProgress(tx, {
          userId: user.id,
          lessonStableId: lesson.stable_id,
          progressPercentage: next.progressPercentage,
          completed: next.completed,
          skipped: next.skipped,
          // A lesson the placement skipped stays the placement's while the learner only plays in it.
          skippedByPlacement: next.skipped && !body.skipped && (existing?.skippedByPlacement ?? false),
          completedAt: next.passedAt,
          xpGranted: granted,
          now,
        });
        // Perfect Lesson is judged here from the attempt's first answers, never from a claim.
        const perfect =
          body.completed &&
          isPerfectAttempt(lesson.exercises, body.answers ?? []) &&
          (await markPerfect(tx, user.id, lesson.stable_id, now));
        const streakChanged =
          streak.streakDays !== totals.streakDays || streak.lastActivityDate !== totals.lastActivityDate;
        if (granted > 0 || streakChanged) await addXpAndSetStreak(tx, user.id, granted, streak);
        const notable = granted > 0 || streakChanged || perfect || (next.completed && !existing?.completed);
        wrote.learner(user.id);
        if (granted > 0 || streakChanged) wrote.account(user.id);
        return {
          row,
          granted,
          totalXp: totals.xpPoints + granted,
          streakDays: streak.streakDays,
          notable,
        };
      });
      if (result.notable) await deps.events.emit('lessonCompleted', { userId: user.id });
      return {
        ...toEntry(result.row),
        xp_granted: result.granted,
        total_xp: result.totalXp,
        streak_days: result.streakDays,
      };
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
