import { z } from 'zod';
import { DATABASE_INT_MAX, rowIdSchema } from '../shared';
import {
  QUALITY_RATING_MAX,
  QUALITY_RATING_MIN,
  REVIEW_ITEMS_MAX_LIMIT,
  REVIEW_MISTAKES_MAX_IDS,
  REVIEW_SESSION_SIZE,
} from './review.constants';

/** The review calls of spec 02 §7 "Review", with the entities of §3. */

/** Path parameter of POST /review/populate/{lessonStableId} and /review/mistakes/{lessonStableId}. */
export const reviewLessonParamsSchema = z.object({ lessonStableId: z.string().min(1).max(200) });

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const BOOLEAN_WORDS = [...TRUE_WORDS, 'false', '0', 'no', 'off'];

/** A query flag: true/false (also 1/0, yes/no, on/off, any case). */
const queryFlag = z
  .union([z.boolean(), z.string()])
  .refine((v) => typeof v === 'boolean' || BOOLEAN_WORDS.includes(v.toLowerCase()), {
    message: 'include_recent must be true or false',
  })
  .transform((v) => (typeof v === 'boolean' ? v : TRUE_WORDS.includes(v.toLowerCase())));

/** Query of GET /review/items. */
export const reviewItemsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_ITEMS_MAX_LIMIT).default(REVIEW_SESSION_SIZE),
  include_recent: queryFlag.optional().default(false),
});
/** What a client sends (the server fills in the defaults). */
export type ReviewItemsQuery = Partial<z.output<typeof reviewItemsQuerySchema>>;

/** Review item (spec 02 §3): id, question, answer, repetitions; plus when it is due. */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** Reviews so far; the card shows 'Review #{repetitions+1}'. */
  repetitions: z.number().int().min(0),
  due_at: z.string(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewItemsResponseSchema = z.array(reviewItemSchema);

/** Body of POST /review/session (spec 02 §3 "Review session record"). */
export const reviewSessionRequestSchema = z.object({
  review_item_id: rowIdSchema,
  quality_rating: z.number().int().min(QUALITY_RATING_MIN).max(QUALITY_RATING_MAX),
  response_time_ms: z.number().min(0).nullish(),
  /**
   * Optional: the review this rating is for (the item's repetitions + 1, as the card shows).
   * With it a repeated request is answered without being recorded or paid twice.
   */
  review_number: z.number().int().min(1).max(DATABASE_INT_MAX).optional(),
});
export type ReviewSessionRequest = z.input<typeof reviewSessionRequestSchema>;

export const reviewSessionResponseSchema = z.object({
  review_item_id: z.number().int(),
  quality_rating: z.number().int(),
  correct: z.boolean(),
  /** XP this request granted: 0 for a rating below 3 and for a repeated request. */
  xp_granted: z.number().int().min(0),
  total_xp: z.number().int().min(0),
  streak_days: z.number().int().min(0),
  /** Reviews of the item so far, this one included. */
  repetitions: z.number().int().min(0),
  /** When the item is due next. */
  due_at: z.string(),
  /** True when this review had already been recorded (a repeated request). */
  duplicate: z.boolean(),
});
export type ReviewSessionResponse = z.infer<typeof reviewSessionResponseSchema>;

/** Review stats (spec 02 §3). accuracy_30_days is a percentage, 0 to 100. */
export const reviewStatsSchema = z.object({
  total_items: z.number().int().min(0),
  due_today: z.number().int().min(0),
  accuracy_30_days: z.number().min(0).max(100),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** Answer of POST /review/populate/{lessonStableId}. */
export const reviewPopulateResponseSchema = z.object({
  lesson_stable_id: z.string(),
  /** Items this call added (0 when the lesson was populated before). */
  added: z.number().int().min(0),
  total_items: z.number().int().min(0),
});
export type ReviewPopulateResponse = z.infer<typeof reviewPopulateResponseSchema>;

/** Body of POST /review/mistakes/{lessonStableId}: the exercises answered wrong. */
export const reviewMistakesRequestSchema = z.object({
  exercise_ids: z.array(z.string().min(1).max(100)).min(1).max(REVIEW_MISTAKES_MAX_IDS),
});
export type ReviewMistakesRequest = z.infer<typeof reviewMistakesRequestSchema>;

export const reviewMistakesResponseSchema = z.object({
  lesson_stable_id: z.string(),
  /** New items made from the mistakes. */
  added: z.number().int().min(0),
  /** Items the learner already had that are due again now. */
  brought_forward: z.number().int().min(0),
  total_items: z.number().int().min(0),
});
export type ReviewMistakesResponse = z.infer<typeof reviewMistakesResponseSchema>;

export const TYPED_ANSWER_REQUIRED = 'Type your answer, or reveal it';

/** The optional typed answer on a review card, checked by `checkTypedAnswer`. */
export const reviewTypedAnswerSchema = z.object({
  answer: z.string().trim().min(1, TYPED_ANSWER_REQUIRED).max(200),
});
export type ReviewTypedAnswer = z.infer<typeof reviewTypedAnswerSchema>;
