import { REVIEW_MISTAKES_MAX_IDS, reviewMistakesResponseSchema } from '@hadal/domain';
import { api } from '@/lib/api-client';

/**
 * The lesson player's one review call: questions answered wrong in a lesson come back in review.
 * The server reads each exercise's prompt and right answer from the lesson itself.
 */

/** POST /review/mistakes/{lessonStableId}: the ids of the exercises answered wrong. */
export async function sendLessonMistakes(stableId: string, exerciseIds: string[]) {
  return reviewMistakesResponseSchema.parse(
    await api.post(`/review/mistakes/${encodeURIComponent(stableId)}`, { exercise_ids: exerciseIds }),
  );
}

/** At the end of a lesson: sends the exercises done but not right, if any. Failures are only logged. */
export async function reportLessonMistakes(
  stableId: string,
  completedIds: readonly string[],
  correctIds: readonly string[],
): Promise<void> {
  const correct = new Set(correctIds);
  const wrong = completedIds.filter((id) => !correct.has(id)).slice(0, REVIEW_MISTAKES_MAX_IDS);
  if (wrong.length === 0) return;
  try {
    await sendLessonMistakes(stableId, wrong);
  } catch (error) {
    console.warn('Saving lesson mistakes for review failed', error);
  }
}
