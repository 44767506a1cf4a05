import {
  LESSONS_LIST_LIMIT,
  lessonDetailSchema,
  lessonFeedbackResponseSchema,
  lessonListResponseSchema,
  progressUpdateResponseSchema,
  reviewMistakesResponseSchema,
  statefulProgressResponseSchema,
  type LessonFeedbackInput,
  type ProgressUpdate,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/**
 * The lessons and progress calls of spec 01 §7 "Lessons and progress": one function per call, each
 * answer parsed with its domain schema.
 */

/** The query keys of the lesson screens. */
export const lessonsKeys = {
  list: ['lessons', 'list'] as const,
  stateful: ['lessons', 'progress', 'stateful'] as const,
  detail: (id: string) => ['lessons', 'detail', id] as const,
};

const lessonPath = (id: string) => `/lessons/${encodeURIComponent(id)}`;

/** GET /lessons?limit=…: every lesson of the active bundle. */
export async function getLessons() {
  return lessonListResponseSchema.parse(await api.get('/lessons', { query: { limit: LESSONS_LIST_LIMIT } }));
}

/** GET /lessons/{id}: a lesson with its exercises (by id or stable id). */
export async function getLesson(id: string) {
  return lessonDetailSchema.parse(await api.get(lessonPath(id)));
}

/** GET /lessons/progress/stateful: every lesson's progress, state and lock. */
export async function getStatefulProgress() {
  return statefulProgressResponseSchema.parse(await api.get('/lessons/progress/stateful'));
}

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
