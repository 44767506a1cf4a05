import { z } from 'zod';
import { cefrLevelSchema, optionSchema, audioKeySchema } from '../lessons/lesson.schemas';
import { PLACEMENT_LEVELS } from './question-bank';

/**
 * The placement calls (content/README.md, "Placement"): the server picks each question from the
 * course's own A1 to B2 questions, grades the answer itself and, at the end, records every lesson
 * of the mastered levels as skipped by placement (no XP).
 */

export const placementLevelSchema = z.enum(PLACEMENT_LEVELS);

/** A question as the placement test shows it: never its answer, accepted answers or explanation. */
export const placementQuestionViewSchema = z
  .object({
    id: z.string(),
    /** The exercise type it came from (a client plays every one as a pick from the options). */
    type: z.string(),
    /** What to do, worded for picking an option. */
    prompt: z.string(),
    /** Somali to read, when the question is about a Somali text. */
    text: z.string().optional(),
    /** Audio of the Somali to hear (dictation and listening: only this, not the text). */
    audio_filename: audioKeySchema.optional(),
    /** English meaning of a fill-in sentence. */
    translation: z.string().optional(),
    options: z.array(optionSchema).min(2),
  })
  .describe('PlacementQuestion');
export type PlacementQuestionView = z.infer<typeof placementQuestionViewSchema>;

export const placementResultSchema = z
  .object({
    /** The highest level mastered, or null: start at A1. */
    mastered_level: placementLevelSchema.nullable(),
    /** Where the learner starts. */
    start_level: cefrLevelSchema,
    questions: z.number().int().min(0),
    right: z.number().int().min(0),
    /** Lessons recorded as skipped by placement by this result. */
    skipped_lessons: z.number().int().min(0),
    finished_at: z.string(),
  })
  .describe('PlacementResult');
export type PlacementResultView = z.infer<typeof placementResultSchema>;

/** A test in progress: the question to answer now and how far the learner is. */
export const placementTestSchema = z
  .object({
    test_id: z.uuid(),
    question: placementQuestionViewSchema,
    /** Questions answered so far. */
    answered: z.number().int().min(0),
    /** The test stops between these (once sure enough), so the progress bar can show answered / max. */
    min_questions: z.number().int().min(1),
    max_questions: z.number().int().min(1),
  })
  .describe('PlacementTest');
export type PlacementTest = z.infer<typeof placementTestSchema>;

/** GET /placement: whether the learner has a test under way and their latest result. */
export const placementStatusSchema = z
  .object({
    in_progress: placementTestSchema.nullable(),
    result: placementResultSchema.nullable(),
  })
  .describe('PlacementStatus');
export type PlacementStatus = z.infer<typeof placementStatusSchema>;

/** Body of POST /placement/answer. An empty answer is "I don't know" and counts wrong. */
export const placementAnswerRequestSchema = z
  .object({
    test_id: z.uuid(),
    question_id: z.string().min(1).max(300),
    answer: z.string().max(500),
  })
  .describe('PlacementAnswerRequest');
export type PlacementAnswerRequest = z.infer<typeof placementAnswerRequestSchema>;

/** The next question, or the result once the test is done. */
export const placementAnswerResponseSchema = z
  .discriminatedUnion('done', [
    z.object({ done: z.literal(false), test: placementTestSchema }),
    z.object({ done: z.literal(true), result: placementResultSchema }),
  ])
  .describe('PlacementAnswerResponse');
export type PlacementAnswerResponse = z.infer<typeof placementAnswerResponseSchema>;

export const PLACEMENT_TEST_NOT_FOUND = 'No placement test in progress.';
export const PLACEMENT_QUESTION_ANSWERED = 'This question is not the current one: it was answered already.';
export const PLACEMENT_NO_QUESTIONS = 'The course has no placement questions yet.';
