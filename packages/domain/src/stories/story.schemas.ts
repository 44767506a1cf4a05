import { z } from 'zod';
import { audioKeySchema, cefrLevelSchema, stableIdSchema } from '../lessons/lesson.schemas';

/**
 * Graded reading (docs/content.md, "Stories"): a short story of 8 to 20 lines at one CEFR level,
 * every line with its English and its audio, a glossary for tapping a word, and 3 to 5
 * comprehension questions. A bundle keeps one story per file (stories/<stable_id>.json); the
 * counts are checked by `npm run content:check`.
 */

export const storyLineSchema = z.object({
  /** The Somali line, one or two sentences. */
  somali: z.string().min(1),
  /** Its English, shown on demand. */
  english: z.string().min(1),
  /** The audio key of `somali` (audioKeyFor), added by the content loader; never written in a bundle. */
  audio_filename: audioKeySchema.optional(),
});
export type StoryLine = z.infer<typeof storyLineSchema>;

export const storyGlossSchema = z.object({
  /** A word as the story writes it, lowercase (the form a learner taps). */
  somali: z.string().min(1),
  /** Its meaning in this story. */
  english: z.string().min(1),
});
export type StoryGloss = z.infer<typeof storyGlossSchema>;

/** A comprehension question, asked in English and answered by picking one option. */
export const storyQuestionSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  correct_answer: z.string().min(1),
  /** Why the answer is right, shown after a wrong answer (the line that says so). */
  explanation: z.string().min(1),
});
export type StoryQuestion = z.infer<typeof storyQuestionSchema>;

/** A story file of a bundle. */
export const storyFileSchema = z.object({
  stable_id: stableIdSchema,
  /** The Somali title. */
  title: z.string().min(1),
  title_english: z.string().min(1),
  /** One English sentence a learner reads before choosing the story. */
  description: z.string().min(1),
  cefr_level: cefrLevelSchema,
  /** Position among the stories of its level: 1, 2, 3 … contiguous. */
  order_index: z.number().int().min(1),
  lines: z.array(storyLineSchema).min(1),
  glossary: z.array(storyGlossSchema),
  questions: z.array(storyQuestionSchema).min(1),
});
export type StoryFile = z.infer<typeof storyFileSchema>;

/**
 * A story of the active bundle as the server holds it: the file with its id, its level as a number
 * (A1 = 1) and an audio key on every line. The reader gets storyReaderSchema (story-api.schemas.ts).
 */
export const storyDetailSchema = storyFileSchema.extend({
  id: z.number().int(),
  level: z.number().int().min(1),
  bundle_id: z.string(),
  lines: z.array(storyLineSchema.extend({ audio_filename: audioKeySchema })).min(1),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;
