import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { lessonProgress } from '@/db/schema';

/**
 * Platform totals for the admin analytics: lesson sessions (a learner's progress row on a lesson,
 * made when they first work on it) and the completed ones. One aggregate query.
 */
export async function lessonSessionTotals(db: DbOrTx): Promise<{ sessions: number; completed: number }> {
  const [row] = await db
    .select({
      sessions: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${lessonProgress.completed})::int`,
    })
    .from(lessonProgress);
  return { sessions: row?.sessions ?? 0, completed: row?.completed ?? 0 };
}
