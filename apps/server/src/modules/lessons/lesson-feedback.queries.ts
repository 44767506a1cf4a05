import { desc } from 'drizzle-orm';
import type { Feedback } from '@hadal/domain';
import type { DbOrTx } from '@/db/client';
import { lessonFeedback } from '@/db/schema';

/** Learners' problem reports ('Report a problem'), newest first, for the admin feedback page. */
export async function listLessonFeedback(db: DbOrTx, limit = 1000): Promise<Feedback[]> {
  const rows = await db
    .select()
    .from(lessonFeedback)
    .orderBy(desc(lessonFeedback.createdAt), desc(lessonFeedback.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    lesson_title: r.lessonTitle,
    lesson_stable_id: r.lessonStableId,
    bundle_id: r.bundleId,
    user_email: r.userEmail,
    feedback_type: r.feedbackType,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  }));
}
