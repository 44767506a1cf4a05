import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { lessonProgress, lessonXpLedger } from '@/db/schema';

export interface WeekSummary {
  /** Lessons first completed in the period. */
  lessonsCompleted: number;
  /** XP the lesson ledger granted in the period. */
  xpEarned: number;
}

/** A learner's lesson activity over a period (weekly reports), and the reset of all of it. */
export function createWeeklyActivity({ db }: { db: Db }) {
  return {
    async summary(userId: number, from: Date, to: Date): Promise<WeekSummary> {
      const [lessons] = await db
        .select({ n: count() })
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            eq(lessonProgress.completed, true),
            gte(lessonProgress.completedAt, from),
            lt(lessonProgress.completedAt, to),
          ),
        );
      const [xp] = await db
        .select({ total: sum(lessonXpLedger.xp) })
        .from(lessonXpLedger)
        .where(
          and(eq(lessonXpLedger.userId, userId), gte(lessonXpLedger.createdAt, from), lt(lessonXpLedger.createdAt, to)),
        );
      return { lessonsCompleted: Number(lessons?.n ?? 0), xpEarned: Number(xp?.total ?? 0) };
    },

    /** When and how much XP the lesson ledger granted the learner since `from` (today's XP). */
    async grantsSince(userId: number, from: Date): Promise<{ at: Date; xp: number }[]> {
      return db
        .select({ at: lessonXpLedger.createdAt, xp: lessonXpLedger.xp })
        .from(lessonXpLedger)
        .where(and(eq(lessonXpLedger.userId, userId), gte(lessonXpLedger.createdAt, from)));
    },

    /** Deletes every lesson progress row and XP ledger entry of the learner (inside the caller's transaction). */
    async resetAll(tx: DbOrTx, userId: number): Promise<void> {
      await tx.delete(lessonXpLedger).where(eq(lessonXpLedger.userId, userId));
      await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
    },
  };
}
export type WeeklyActivity = ReturnType<typeof createWeeklyActivity>;
