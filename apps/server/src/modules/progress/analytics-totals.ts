import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lessonProgress } from '@/db/schema';

/**
 * Platform totals for the admin analytics: lesson sessions (a lesson a learner played: its progress
 * row has progress or a pass; a lesson only skipped, by the learner or a placement, was not played)
 * and the completed ones. One aggregate query.
 */
export async function lessonSessionTotals(db: DbOrTx): Promise<{ sessions: number; completed: number }> {
  const [row] = await db
    .select({
      sessions: sql<number>`count(*) filter (where ${lessonProgress.progressPercentage} > 0 or ${lessonProgress.completed} or ${lessonProgress.completedAt} is not null)::int`,
      completed: sql<number>`count(*) filter (where ${lessonProgress.completed})::int`,
    })
    .from(lessonProgress);
  return { sessions: row?.sessions ?? 0, completed: row?.completed ?? 0 };
}
