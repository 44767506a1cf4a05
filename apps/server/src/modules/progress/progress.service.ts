import { and, count, eq, sql } from 'drizzle-orm';
import {
  COMPLETED_LESSON_PROGRESS_PERCENT,
  computeLocks,
  localDay,
  nextStreak,
  maxLessonXp,
  type progressUpdateSchema,
  type GlobalProgressEntry,
  type LessonDetail,
  type LessonState,
  type ProgressEntry,
  type ProgressUpdateResponse,
  type StatefulProgressEntry,
} from '@hadal/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { lessonProgress, lessonXpLedger, type LessonProgressRow, type UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, NotFound } from '@/lib/errors';
import { LESSON_NOT_FOUND, type LessonCatalog } from '@/modules/lessons';
import { addXpAndSetStreak, lockLearnerTotals } from '@/modules/users';

type ProgressUpdateBody = z.output<typeof progressUpdateSchema>;

export const XP_NEEDS_COMPLETION = 'XP can only be earned by completing a lesson';
export const XP_NEEDS_ATTEMPT = 'attempt_id is required to earn XP';
export const XP_ABOVE_LIMIT = 'XP claimed exceeds what this lesson allows';

/** The percentage a learner sees: a completed lesson always shows 100. */
function shownPercent(row: Pick<LessonProgressRow, 'completed' | 'progressPercentage'>): number {
  return row.completed ? COMPLETED_LESSON_PROGRESS_PERCENT : row.progressPercentage;
}

function toEntry(row: LessonProgressRow): ProgressEntry {
  return {
    lesson_stable_id: row.lessonStableId,
    completed: row.completed,
    skipped: row.skipped,
    progress_percentage: shownPercent(row),
    xp_earned: row.xpEarned,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function lessonState(
  row: Pick<LessonProgressRow, 'completed' | 'skipped' | 'progressPercentage'> | undefined,
): LessonState {
  if (!row) return 'not_started';
  if (row.completed) return 'completed';
  if (row.skipped) return 'skipped';
  return row.progressPercentage > 0 ? 'in_progress' : 'not_started';
}

export interface ProgressListeners {
  /** After an update that completed a lesson, granted XP or moved the streak (achievements). */
  onLearnerProgress?: (userId: number) => Promise<void>;
}

/**
 * A learner's lesson progress. The server is the authority on XP: it is granted once per lesson
 * attempt through the ledger, never above the lesson's maximum, and only for a completed lesson.
 */
export function createProgressService(db: Db, clock: Clock, catalog: LessonCatalog, listeners: ProgressListeners = {}) {
  async function rows(userId: number): Promise<LessonProgressRow[]> {
    return db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
  }

  async function findLesson(id: string): Promise<LessonDetail> {
    const lesson = await catalog.findLesson(id);
    if (!lesson) throw new NotFound(LESSON_NOT_FOUND);
    return lesson;
  }

  return {
    /** How many lessons the learner has completed (the profile's stat). */
    async countCompleted(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.completed, true)));
      return Number(row?.n ?? 0);
    },

    async list(userId: number): Promise<ProgressEntry[]> {
      return (await rows(userId)).map(toEntry);
    },

    async global(userId: number): Promise<GlobalProgressEntry[]> {
      return (await rows(userId)).map((r) => ({
        lesson_stable_id: r.lessonStableId,
        completed: r.completed,
        skipped: r.skipped,
        progress_percentage: shownPercent(r),
      }));
    },

    async stateful(user: UserRow): Promise<StatefulProgressEntry[]> {
      const [{ lessons }, mine] = await Promise.all([catalog.activeBundle(), rows(user.id)]);
      const byLesson = new Map(mine.map((r) => [r.lessonStableId, r]));
      const locks = computeLocks(lessons, byLesson, { isAdmin: user.isAdmin });
      return lessons.map((l) => {
        const r = byLesson.get(l.stable_id);
        return {
          lesson_id: l.id,
          lesson_stable_id: l.stable_id,
          completed: r?.completed ?? false,
          skipped: r?.skipped ?? false,
          progress_percentage: r ? shownPercent(r) : 0,
          state: lessonState(r),
          locked: locks.get(l.stable_id) ?? false,
        };
      });
    },

    async one(userId: number, id: string): Promise<ProgressEntry> {
      const lesson = await catalog.findLesson(id);
      const stableId = lesson?.stable_id ?? id;
      const [row] = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonStableId, stableId)));
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
      const claimed = body.xp_earned ?? 0;
      if (claimed > 0) {
        if (!body.completed) throw new BadRequest(XP_NEEDS_COMPLETION);
        if (!body.attempt_id) throw new BadRequest(XP_NEEDS_ATTEMPT);
        if (claimed > maxLessonXp(lesson.exercises)) throw new BadRequest(XP_ABOVE_LIMIT);
      }
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        // One learner's updates run one at a time: the user row is the lock.
        const u = await lockLearnerTotals(tx, user.id);
        if (!u) throw new NotFound('User not found');
        // Progress is activity: the streak counts the learner's local day (as recordActivity does).
        const streak = nextStreak(u, localDay(now, timeZone));
        const [existing] = await tx
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonStableId, lesson.stable_id)));

        let completed = existing?.completed ?? false;
        let skipped = existing?.skipped ?? false;
        let percent: number;
        let completedAt = existing?.completedAt ?? null;
        if (completed) {
          // Completion is sticky: restart or a lower update never un-completes.
          percent = COMPLETED_LESSON_PROGRESS_PERCENT;
        } else if (body.completed) {
          completed = true;
          skipped = false;
          percent = COMPLETED_LESSON_PROGRESS_PERCENT;
          completedAt = now;
        } else if (body.skipped) {
          skipped = true;
          percent = 0;
        } else {
          percent = Math.round(body.progress_percentage);
        }

        let granted = 0;
        if (claimed > 0 && body.attempt_id) {
          const inserted = await tx
            .insert(lessonXpLedger)
            .values({
              userId: user.id,
              lessonStableId: lesson.stable_id,
              attemptId: body.attempt_id,
              xp: claimed,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: lessonXpLedger.id });
          if (inserted.length > 0) granted = claimed;
        }

        const [row] = await tx
          .insert(lessonProgress)
          .values({
            userId: user.id,
            lessonStableId: lesson.stable_id,
            progressPercentage: percent,
            completed,
            skipped,
            xpEarned: granted,
            completedAt,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [lessonProgress.userId, lessonProgress.lessonStableId],
            set: {
              progressPercentage: percent,
              completed,
              skipped,
              completedAt,
              xpEarned: sql`${lessonProgress.xpEarned} + ${granted}`,
              updatedAt: now,
            },
          })
          .returning();
        const streakChanged = streak.streakDays !== u.streakDays || streak.lastActivityDate !== u.lastActivityDate;
        if (granted > 0 || streakChanged) {
          await addXpAndSetStreak(tx, user.id, granted, streak);
        }
        const notable = granted > 0 || streakChanged || (completed && !existing?.completed);
        return { row: row!, granted, totalXp: u.xpPoints + granted, streakDays: streak.streakDays, notable };
      });
      if (result.notable) await listeners.onLearnerProgress?.(user.id);
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
