import { max, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lessonProgress } from '@/db/schema';

/** What a parent sees of one child's lessons (spec 01 §3 Parent dashboard result). */
export interface LessonSummary {
  lessonsCompleted: number;
  /** When the learner last made lesson progress; null when never. */
  lastActivity: Date | null;
}

/** Lesson totals of several learners at once (a parent's children). */
export function createChildrenLessons({ db }: { db: Db }) {
  return {
    /** Every learner of `userIds` gets an entry, with zero lessons and no activity when they have none. */
    async summaries(userIds: readonly number[]): Promise<Map<number, LessonSummary>> {
      const result = new Map<number, LessonSummary>(
        userIds.map((id) => [id, { lessonsCompleted: 0, lastActivity: null }]),
      );
      if (userIds.length === 0) return result;
      // One statement for any number of learners: their ids go in as one array parameter.
      const rows = await db
        .select({
          userId: lessonProgress.userId,
          // Passed lessons: a lesson completed once stays counted after a restart.
          completed: sql<number>`count(*) filter (where ${lessonProgress.completedAt} is not null)`.mapWith(Number),
          lastActivity: max(lessonProgress.updatedAt),
        })
        .from(lessonProgress)
        .where(sql`${lessonProgress.userId} = any(${sql.param([...userIds])}::integer[])`)
        .groupBy(lessonProgress.userId);
      for (const r of rows) result.set(r.userId, { lessonsCompleted: r.completed, lastActivity: r.lastActivity });
      return result;
    },
  };
}
export type ChildrenLessons = ReturnType<typeof createChildrenLessons>;
