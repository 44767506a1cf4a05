// The light schemas of @hadal/domain (each held equal to its zod schema by a domain test): the
// review screen reads these answers without zod in its first load.
import {
  globalProgressResponseLightSchema,
  reviewItemsResponseLightSchema,
  reviewPopulateResponseLightSchema,
  reviewSessionResponseLightSchema,
  reviewStatsLightSchema,
  type GlobalProgressEntry,
  type ReviewItem,
  type ReviewItemsQuery,
  type ReviewPopulateResponse,
  type ReviewSessionRequest,
  type ReviewSessionResponse,
  type ReviewStats,
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
  const entries: GlobalProgressEntry[] = globalProgressResponseLightSchema.parse(
    await api.get('/lessons/progress/global'),
    'answer of GET /lessons/progress/global',
  );
  return entries.filter((e) => e.completed).map((e) => e.lesson_stable_id);
}

/** POST /review/populate/{lessonStableId}: adds a completed lesson's words (once). */
export async function populateLesson(lessonStableId: string): Promise<ReviewPopulateResponse> {
  return reviewPopulateResponseLightSchema.parse(
    await api.post(`/review/populate/${encodeURIComponent(lessonStableId)}`),
    'answer of POST /review/populate',
  );
}

/** GET /review/items: items due now (limit), recently learned ones too with include_recent. */
export async function getReviewItems(query: ReviewItemsQuery): Promise<ReviewItem[]> {
  return reviewItemsResponseLightSchema.parse(await api.get('/review/items', { query }), 'answer of GET /review/items');
}

/** POST /review/session: records a rating and schedules the next review. */
export async function recordReview(body: ReviewSessionRequest): Promise<ReviewSessionResponse> {
  return reviewSessionResponseLightSchema.parse(
    await api.post('/review/session', body),
    'answer of POST /review/session',
  );
}

/** GET /review/stats: total_items, due_today, accuracy_30_days. */
export async function getReviewStats(): Promise<ReviewStats> {
  return reviewStatsLightSchema.parse(await api.get('/review/stats'), 'answer of GET /review/stats');
}
