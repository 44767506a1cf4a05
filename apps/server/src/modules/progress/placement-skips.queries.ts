import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lessonProgress } from '@/db/schema';

/** The skips a placement writes into lesson_progress (the progress module owns the table). */

/** The lessons a placement keeps skipped for the learner (skipped by placement, not since played). */
export async function placementSkippedLessons(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ lessonStableId: lessonProgress.lessonStableId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.skippedByPlacement, true)));
  return rows.map((r) => r.lessonStableId);
}

/**
 * Reopens lessons a placement skipped: of `stableIds`, those still skipped by placement are open
 * again (not started). Answers how many it opened.
 */
export async function reopenPlacementSkips(
  tx: DbOrTx,
  userId: number,
  stableIds: readonly string[],
  now: Date,
): Promise<number> {
  if (!stableIds.length) return 0;
  const opened = await tx
    .update(lessonProgress)
    .set({ skipped: false, skippedByPlacement: false, updatedAt: now })
    .where(
      and(
        eq(lessonProgress.userId, userId),
        eq(lessonProgress.skippedByPlacement, true),
        inArray(lessonProgress.lessonStableId, [...stableIds]),
      ),
    )
    .returning({ id: lessonProgress.id });
  return opened.length;
}

/**
 * A placement (no XP): the lessons a previous placement skipped are open again, then every lesson
 * of `stableIds` the learner has not completed, skipped or passed is recorded as skipped by
 * placement. Runs in the caller's transaction; answers how many lessons it skipped.
 */
export async function writePlacementSkips(
  tx: DbOrTx,
  userId: number,
  stableIds: readonly string[],
  now: Date,
): Promise<number> {
  await tx
    .update(lessonProgress)
    .set({ skipped: false, skippedByPlacement: false, updatedAt: now })
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.skippedByPlacement, true)));
  if (!stableIds.length) return 0;
  const written = await tx
    .insert(lessonProgress)
    .values(
      stableIds.map((lessonStableId) => ({
        userId,
        lessonStableId,
        progressPercentage: 0,
        skipped: true,
        skippedByPlacement: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonStableId],
      set: { skipped: true, skippedByPlacement: true, updatedAt: now },
      setWhere: and(
        eq(lessonProgress.completed, false),
        eq(lessonProgress.skipped, false),
        isNull(lessonProgress.completedAt),
      ),
    })
    .returning({ id: lessonProgress.id });
  return written.length;
}
