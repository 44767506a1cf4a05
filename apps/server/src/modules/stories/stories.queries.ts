import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { storyProgress, type StoryProgressRow } from '@/db/schema';

/** The stories module owns story_progress; only these queries touch it. */

export function storyProgressRows(db: DbOrTx, userId: number): Promise<StoryProgressRow[]> {
  return db.select().from(storyProgress).where(eq(storyProgress.userId, userId));
}

export async function storyProgressRow(
  db: DbOrTx,
  userId: number,
  storyStableId: string,
): Promise<StoryProgressRow | undefined> {
  const [row] = await db
    .select()
    .from(storyProgress)
    .where(and(eq(storyProgress.userId, userId), eq(storyProgress.storyStableId, storyStableId)));
  return row;
}

export interface StoryAttemptWrite {
  userId: number;
  storyStableId: string;
  correct: number;
  xpGranted: number;
  /** Set on the first pass; null leaves completed_at as it is. */
  completedAt: Date | null;
  now: Date;
}

/** Records an attempt: one more attempt, the best score, the XP granted and the first pass. */
export async function recordStoryAttempt(tx: DbOrTx, w: StoryAttemptWrite): Promise<StoryProgressRow> {
  const [row] = await tx
    .insert(storyProgress)
    .values({
      userId: w.userId,
      storyStableId: w.storyStableId,
      attempts: 1,
      bestCorrect: w.correct,
      xpEarned: w.xpGranted,
      completedAt: w.completedAt,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .onConflictDoUpdate({
      target: [storyProgress.userId, storyProgress.storyStableId],
      set: {
        attempts: sql`${storyProgress.attempts} + 1`,
        bestCorrect: sql`greatest(${storyProgress.bestCorrect}, excluded.best_correct)`,
        xpEarned: sql`${storyProgress.xpEarned} + excluded.xp_earned`,
        completedAt: sql`coalesce(${storyProgress.completedAt}, excluded.completed_at)`,
        updatedAt: w.now,
      },
    })
    .returning();
  if (!row) throw new Error('story attempt returned no row');
  return row;
}

/** Reset all progress: the learner's story progress goes (its XP is cleared with the account's). */
export async function deleteStoryProgress(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(storyProgress).where(eq(storyProgress.userId, userId));
}
