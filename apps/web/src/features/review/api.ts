import {
  globalProgressResponseSchema,
  reviewItemsResponseSchema,
  reviewPopulateResponseSchema,
  reviewSessionResponseSchema,
  reviewStatsSchema,
  type ReviewItemsQuery,
  type ReviewSessionRequest,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/**
 * The review calls of spec 02 §7 "Review": one function per call, each answer parsed with its
 * domain schema.
 */

/** The query keys of the review screen. */
export const reviewKeys = {
  all: ['review'] as const,
  session: ['review', 'session'] as const,
  stats: ['review', 'stats'] as const,
};

/** GET /lessons/progress/global: the stable ids of the learner's completed lessons. */
export async function getCompletedLessonIds(): Promise<string[]> {
  const entries = globalProgressResponseSchema.parse(await api.get('/lessons/progress/global'));
  return entries.filter((e) => e.completed).map((e) => e.lesson_stable_id);
}

/** POST /review/populate/{lessonStableId}: adds a completed lesson's words (once). */
export async function populateLesson(lessonStableId: string) {
  return reviewPopulateResponseSchema.parse(await api.post(`/review/populate/${encodeURIComponent(lessonStableId)}`));
}

/** GET /review/items: items due now (limit), recently learned ones too with include_recent. */
export async function getReviewItems(query: ReviewItemsQuery) {
  return reviewItemsResponseSchema.parse(await api.get('/review/items', { query }));
}

/** POST /review/session: records a rating and schedules the next review. */
export async function recordReview(body: ReviewSessionRequest) {
  return reviewSessionResponseSchema.parse(await api.post('/review/session', body));
}

/** GET /review/stats: total_items, due_today, accuracy_30_days. */
export async function getReviewStats() {
  return reviewStatsSchema.parse(await api.get('/review/stats'));
}
