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
    /** The exercise type it came from. */
    type: z.string(),
    /**
     * How to answer: `typed` (type the answer in a text field; the options are only for clients
     * that can pick and nothing else) or `pick` (choose one of at least 4 options).
     */
    response: z.enum(['pick', 'typed']),
    /** The level whose block asks it. */
    level: placementLevelSchema,
    /** What to do, worded for how it is answered. */
    prompt: z.string(),
    /** Somali to read, when the question is about a Somali text. */
    text: z.string().optional(),
    /** Audio of the Somali to hear (dictation and listening: only this, not the text). */
    audio_filename: audioKeySchema.optional(),
    /** English meaning of a fill-in sentence. */
    translation: z.string().optional(),
    /**
     * Shuffled per attempt. A typed question that is a fill-in without options has none: it is
     * answered in a text field only.
     */
    options: z.array(optionSchema),
  })
  .refine((q) => q.response === 'typed' || q.options.length >= 2, {
    message: 'A picked question offers at least 2 options',
    path: ['options'],
  })
  .describe('PlacementQuestion');
export type PlacementQuestionView = z.infer<typeof placementQuestionViewSchema>;

/** What the learner showed at one level: passed it, start there, or not asked (above the start). */
export const placementLevelResultSchema = z
  .object({
    level: placementLevelSchema,
    asked: z.number().int().min(0),
    right: z.number().int().min(0),
    outcome: z.enum(['placed', 'start_here', 'not_reached']),
    /** Lessons of the level this placement still keeps skipped (0 once the level is reopened). */
    skipped_lessons: z.number().int().min(0),
  })
  .describe('PlacementLevelResult');
export type PlacementLevelResultView = z.infer<typeof placementLevelResultSchema>;

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
    /**
     * Placed in the literacy track: the learner did not write the A1 dictations, so the literacy
     * lessons stay open and are never skipped.
     */
    literacy: z.boolean(),
    /** The A1 dictations asked and written right. */
    dictations: z.object({ asked: z.number().int().min(0), right: z.number().int().min(0) }),
    /** A1 to B2 in order: what the learner showed at each level. */
    levels: z.array(placementLevelResultSchema),
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

/** Body of POST /placement/reopen: open again the lessons the latest placement skipped at one level. */
export const placementReopenRequestSchema = z
  .object({ level: placementLevelSchema })
  .describe('PlacementReopenRequest');
export type PlacementReopenRequest = z.infer<typeof placementReopenRequestSchema>;

/** The lessons opened again, and the result as it now stands. */
export const placementReopenResponseSchema = z
  .object({ reopened_lessons: z.number().int().min(0), result: placementResultSchema })
  .describe('PlacementReopenResponse');
export type PlacementReopenResponse = z.infer<typeof placementReopenResponseSchema>;

export const PLACEMENT_RESULT_NOT_FOUND = 'No placement result yet: take the placement test first.';
export const PLACEMENT_LEVEL_NOT_PLACED = 'The placement did not skip this level.';
export const PLACEMENT_TEST_NOT_FOUND = 'No placement test in progress.';
export const PLACEMENT_QUESTION_ANSWERED = 'This question is not the current one: it was answered already.';
export const PLACEMENT_NO_QUESTIONS = 'The course has no placement questions yet.';
