import {
  LESSONS_LIST_LIMIT,
  childProgressResponseSchema,
  childSchema,
  childSessionResponseSchema,
  detailSchema,
  lessonListResponseSchema,
  type ChildCreateRequest,
  type ChildUpdateRequest,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

// The parent dashboard's first call lives in dashboard-api.ts (read without zod).
export { childrenKeys, getParentDashboard } from './dashboard-api';

/**
 * The children calls of spec 01 §7 "Children (parent)" and the view-as-child session: one function
 * per call, each answer parsed with its domain schema.
 */

/** GET /children/{id}: one child profile (the edit form's starting values). */
export async function getChild(id: number) {
  return childSchema.parse(await api.get(`/children/${id}`));
}

/** POST /children: name, age, username, email, password. */
export async function createChild(body: ChildCreateRequest) {
  return childSchema.parse(await api.post('/children', body));
}

/** PUT /children/{id}: the same fields; a password left out keeps the current one. */
export async function updateChild(id: number, body: ChildUpdateRequest) {
  return childSchema.parse(await api.put(`/children/${id}`, body));
}

/** DELETE /children/{id}: the child's progress, reviews and sessions go with it. */
export async function deleteChild(id: number) {
  return detailSchema.parse(await api.delete(`/children/${id}`));
}

/** GET /children/{id}/progress: lesson_stable_id and progress_percentage of each lesson touched. */
export async function getChildProgress(id: number) {
  return childProgressResponseSchema.parse(await api.get(`/children/${id}/progress`));
}

/** POST /children/{id}/reset-progress. */
export async function resetChildProgress(id: number) {
  return detailSchema.parse(await api.post(`/children/${id}/reset-progress`));
}

/** POST /children/{id}/session: the child-scoped token pair for viewing as the child. */
export async function startChildSession(id: number) {
  return childSessionResponseSchema.parse(await api.post(`/children/${id}/session`));
}

/** GET /lessons: the titles of the lessons, by stable_id (spec 01 §7: titles come from the lessons list). */
export async function getLessonTitles(): Promise<Map<string, string>> {
  const lessons = lessonListResponseSchema.parse(await api.get('/lessons', { query: { limit: LESSONS_LIST_LIMIT } }));
  return new Map(lessons.map((l) => [l.stable_id, l.title]));
}
