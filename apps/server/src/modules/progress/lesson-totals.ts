import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lessonProgress, lessonXpLedger } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { lockLearnerTotals, resetXp } from '@/modules/users';

/** What a parent sees of one child's lessons (spec 01 §3 Parent dashboard result). */
export interface LessonSummary {
  lessonsCompleted: number;
  /** When the learner last made lesson progress; null when never. */
  lastActivity: Date | null;
}

/** Lesson totals of several learners at once, and the reset of a learner's progress. */
export function createLessonTotals(db: Db, clock: Clock) {
  return {
    /** Every learner of `userIds` gets an entry, with zero lessons and no activity when they have none. */
    async summaries(userIds: readonly number[]): Promise<Map<number, LessonSummary>> {
      const result = new Map<number, LessonSummary>(
        userIds.map((id) => [id, { lessonsCompleted: 0, lastActivity: null }]),
      );
      if (userIds.length === 0) return result;
      const rows = await db
        .select({
          userId: lessonProgress.userId,
          completed: sql<number>`count(*) filter (where ${lessonProgress.completed})`.mapWith(Number),
          lastActivity: max(lessonProgress.updatedAt),
        })
        .from(lessonProgress)
        .where(inArray(lessonProgress.userId, [...userIds]))
        .groupBy(lessonProgress.userId);
      for (const r of rows) result.set(r.userId, { lessonsCompleted: r.completed, lastActivity: r.lastActivity });
      return result;
    },

    /**
     * Clears the learner's lesson progress, the XP ledger and the XP total, in one transaction that
     * holds the learner's row (so no progress update interleaves). The streak is kept: it counts days
     * of activity, not progress.
     */
    async resetAll(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLearnerTotals(tx, userId);
        await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
        await tx.delete(lessonXpLedger).where(eq(lessonXpLedger.userId, userId));
        await resetXp(tx, userId, clock.now());
      });
    },
  };
}
export type LessonTotals = ReturnType<typeof createLessonTotals>;
