import {
  lessonFeedbackResponseSchema,
  progressUpdateResponseSchema,
  reviewMistakesResponseSchema,
  type LessonFeedbackInput,
  type ProgressUpdate,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

// The dashboard's first calls live in lesson-list.ts (read without zod).
export { getLessons, getStatefulProgress, lessonsKeys } from './lesson-list';
export { getLesson } from './lesson-detail';
export { withSavedProgress, withSavedTotals } from './progress-cache';

/**
 * The lessons and progress calls of spec 01 §7 "Lessons and progress": one function per call, each
 * answer parsed with its domain schema.
 */

const lessonPath = (id: string) => `/lessons/${encodeURIComponent(id)}`;

/** PUT /lessons/progress/{stable_id}: the lesson's new progress, the learner's XP total and streak. */
export async function updateProgress(stableId: string, body: ProgressUpdate) {
  return progressUpdateResponseSchema.parse(await api.put(`/lessons/progress/${encodeURIComponent(stableId)}`, body));
}

/** POST /lessons/{id}/feedback: 'Report a problem'. */
export async function sendLessonFeedback(id: string, body: LessonFeedbackInput) {
  return lessonFeedbackResponseSchema.parse(await api.post(`${lessonPath(id)}/feedback`, body));
}

/** POST /review/mistakes/{lessonStableId}: at lesson end, the exercises answered wrong come back in review. */
export async function sendLessonMistakes(stableId: string, exerciseIds: string[]) {
  return reviewMistakesResponseSchema.parse(
    await api.post(`/review/mistakes/${encodeURIComponent(stableId)}`, { exercise_ids: exerciseIds }),
  );
}
