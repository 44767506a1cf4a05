import { z } from 'zod';
import { multiLineText, singleLineText } from '../shared';
import { LESSON_FEEDBACK_MESSAGE_MAX_CHARS, LESSONS_LIST_LIMIT } from '../lessons';

/** Lessons and progress calls of spec 01 §7 "Lessons and progress". */

export const lessonIdParamsSchema = z.object({ id: singleLineText(200).min(1) });
export const lessonStableIdParamsSchema = z.object({ stable_id: singleLineText(200).min(1) });

export const lessonListQuerySchema = z.object({
  category_id: singleLineText(200).min(1).optional(),
  /** Matched case-insensitively: `a1` finds the A1 lessons. */
  cefr_level: singleLineText(10)
    .min(1)
    .transform((l) => l.toUpperCase())
    .optional(),
  lesson_type: singleLineText(40)
    .min(1)
    .transform((t) => t.toLowerCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(LESSONS_LIST_LIMIT).default(LESSONS_LIST_LIMIT),
});
export type LessonListQuery = z.infer<typeof lessonListQuerySchema>;

export const lessonCategorySchema = z.object({ id: z.string(), name: z.string(), lesson_count: z.number().int() });
export const lessonCategoriesResponseSchema = z.array(lessonCategorySchema);
export const cefrLevelsResponseSchema = z.array(z.string());

export const LESSON_STATES = ['not_started', 'in_progress', 'completed', 'skipped'] as const;
export const lessonStateSchema = z.enum(LESSON_STATES);
export type LessonState = z.infer<typeof lessonStateSchema>;

/** Global progress entry (spec 01 §3). */
export const globalProgressEntrySchema = z.object({
  lesson_stable_id: z.string(),
  completed: z.boolean(),
  skipped: z.boolean(),
  progress_percentage: z.number().int().min(0).max(100),
});
export type GlobalProgressEntry = z.infer<typeof globalProgressEntrySchema>;

export const progressEntrySchema = globalProgressEntrySchema.extend({
  xp_earned: z.number().int().min(0),
  updated_at: z.string().nullable(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

export const statefulProgressEntrySchema = globalProgressEntrySchema.extend({
  lesson_id: z.number().int(),
  state: lessonStateSchema,
  locked: z.boolean(),
});
export type StatefulProgressEntry = z.infer<typeof statefulProgressEntrySchema>;

export const progressListResponseSchema = z.array(progressEntrySchema);
export const globalProgressResponseSchema = z.array(globalProgressEntrySchema);
export const statefulProgressResponseSchema = z.array(statefulProgressEntrySchema);

/** A first answer of an attempt: the text picked, typed or built, or a matching's left → right. */
export const attemptAnswerSchema = z.object({
  exercise_id: z.string().min(1).max(200),
  answer: z.union([z.string().max(500), z.record(z.string().max(300), z.string().max(300))]),
});
export type AttemptAnswer = z.infer<typeof attemptAnswerSchema>;

/** The most first answers a completion carries (no lesson has half as many exercises). */
export const MAX_ATTEMPT_ANSWERS = 200;

/** Body of PUT /lessons/progress/{stable_id}. */
export const progressUpdateSchema = z.object({
  progress_percentage: z.number().min(0).max(100),
  completed: z.boolean().optional().default(false),
  skipped: z.boolean().optional().default(false),
  xp_earned: z.number().int().min(0).max(100_000).optional().default(0),
  /** Made by the client once per lesson attempt; XP is granted at most once per attempt. */
  attempt_id: z.uuid().optional(),
  /**
   * The attempt's first answer to each question, sent with a completion: the server judges Perfect
   * Lesson from them (isPerfectAttempt), never from a claim.
   */
  answers: z.array(attemptAnswerSchema).max(MAX_ATTEMPT_ANSWERS).optional(),
});
export type ProgressUpdate = z.input<typeof progressUpdateSchema>;

export const progressUpdateResponseSchema = progressEntrySchema.extend({
  /** XP this request granted (0 when the attempt had already been credited). */
  xp_granted: z.number().int().min(0),
  total_xp: z.number().int().min(0),
  streak_days: z.number().int().min(0),
});
export type ProgressUpdateResponse = z.infer<typeof progressUpdateResponseSchema>;

export const FEEDBACK_TYPES = ['wording', 'grammar', 'bug'] as const;
export const lessonFeedbackSchema = z.object({
  feedback_type: z.enum(FEEDBACK_TYPES),
  message: multiLineText(LESSON_FEEDBACK_MESSAGE_MAX_CHARS).trim().min(1),
});
export type LessonFeedbackInput = z.infer<typeof lessonFeedbackSchema>;
export const lessonFeedbackResponseSchema = z.object({ id: z.number().int(), message: z.string() });
export type LessonFeedbackResponse = z.infer<typeof lessonFeedbackResponseSchema>;
