import { REVIEW_MISTAKES_MAX_IDS } from '@hadal/domain';

/**
 * At the end of a lesson the exercises done but not right go to review, so mistakes come back
 * (the server reads each one's prompt and right answer from the lesson). Failures are only logged.
 */
export async function reportLessonMistakes(
  stableId: string,
  completedIds: readonly string[],
  correctIds: readonly string[],
): Promise<void> {
  const correct = new Set(correctIds);
  const wrong = completedIds.filter((id) => !correct.has(id)).slice(0, REVIEW_MISTAKES_MAX_IDS);
  if (wrong.length === 0) return;
  try {
    // Loaded at a lesson's end, not with the player.
    const { sendLessonMistakes } = await import('@/features/lessons/api');
    await sendLessonMistakes(stableId, wrong);
  } catch (error) {
    console.warn('Saving lesson mistakes for review failed', error);
  }
}
