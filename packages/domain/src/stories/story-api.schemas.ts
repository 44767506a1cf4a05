import { z } from 'zod';
import { audioKeySchema, cefrLevelSchema } from '../lessons/lesson.schemas';
import { singleLineText } from '../shared/text';
import { STORY_ANSWER_MAX_CHARS, STORY_ANSWERS_MAX } from './story.rules';

/**
 * The stories calls (docs/learning.md, "Stories"): the list, one story to read, and the
 * completion the server grades. A story is named by its stable_id (or its numeric id).
 */

/** Path parameter of GET /stories/{story_id} and POST /stories/{story_id}/complete. */
export const storyParamsSchema = z.object({ story_id: singleLineText(200).min(1) });

/** The caller's own progress on a story. */
const storyProgressShape = {
  /** Passed at least once (70% of the questions right). */
  completed: z.boolean(),
  /** XP the story has granted this learner (its first pass). */
  xp_earned: z.number().int().min(0),
  /** The most questions answered right in one attempt; null before any attempt. */
  best_correct: z.number().int().min(0).nullable(),
};

export const storyListEntrySchema = z.object({
  id: z.number().int(),
  stable_id: z.string(),
  title: z.string(),
  title_english: z.string(),
  description: z.string(),
  cefr_level: cefrLevelSchema,
  level: z.number().int().min(1),
  order_index: z.number().int().min(1),
  line_count: z.number().int().min(1),
  question_count: z.number().int().min(1),
  /** The most XP a first pass can grant (every question right). */
  max_xp: z.number().int().min(0),
  ...storyProgressShape,
});
export type StoryListEntry = z.infer<typeof storyListEntrySchema>;
/** GET /stories: every story of the active bundle, by level then order_index. */
export const storyListResponseSchema = z.array(storyListEntrySchema);

/** A word of a line as written there (punctuation kept), with its meaning in the story when glossed. */
export const storyWordSchema = z.object({ text: z.string(), gloss: z.string().nullable() });
export type StoryWord = z.infer<typeof storyWordSchema>;

export const storyReaderLineSchema = z.object({
  somali: z.string(),
  english: z.string(),
  audio_filename: audioKeySchema,
  /** Where the line's audio is served: /audio/{audio_filename}. */
  audio_url: z.string(),
  words: z.array(storyWordSchema),
});
export type StoryReaderLine = z.infer<typeof storyReaderLineSchema>;

/** A question as the reader shows it: never its answer or explanation. */
export const storyReaderQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
});

/** GET /stories/{story_id}: the story to read, with the caller's progress. */
export const storyReaderSchema = storyListEntrySchema.extend({
  lines: z.array(storyReaderLineSchema),
  questions: z.array(storyReaderQuestionSchema),
});
export type StoryReader = z.infer<typeof storyReaderSchema>;

/** Body of POST /stories/{story_id}/complete: one picked option per question (a missing one counts wrong). */
export const storyCompleteRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        question_id: singleLineText(100).min(1),
        answer: singleLineText(STORY_ANSWER_MAX_CHARS),
      }),
    )
    .max(STORY_ANSWERS_MAX)
    .refine((a) => new Set(a.map((x) => x.question_id)).size === a.length, {
      message: 'Each question may be answered once',
    }),
});
export type StoryCompleteRequest = z.infer<typeof storyCompleteRequestSchema>;

export const storyQuestionResultSchema = z.object({
  question_id: z.string(),
  /** The option the learner sent; null when the question was not answered. */
  answer: z.string().nullable(),
  correct: z.boolean(),
  correct_answer: z.string(),
  explanation: z.string(),
});
export type StoryQuestionResult = z.infer<typeof storyQuestionResultSchema>;

/** Answer of POST /stories/{story_id}/complete. */
export const storyCompleteResponseSchema = z.object({
  story_stable_id: z.string(),
  correct: z.number().int().min(0),
  total: z.number().int().min(1),
  /** This attempt passed (70% of the questions right). */
  passed: z.boolean(),
  results: z.array(storyQuestionResultSchema),
  /** XP this attempt granted: a first pass only. */
  xp_granted: z.number().int().min(0),
  total_xp: z.number().int().min(0),
  streak_days: z.number().int().min(0),
  ...storyProgressShape,
});
export type StoryCompleteResponse = z.infer<typeof storyCompleteResponseSchema>;

const STORY_CHOOSE_AN_ANSWER = 'Choose an answer';

/** The reader's question form: the request's shape, with every question answered before it is sent. */
export const storyAnswersFormSchema = z.object({
  answers: z.array(
    z.object({
      question_id: singleLineText(100).min(1),
      // A radio group with nothing picked reads as null, a cleared one as '': both ask for a choice.
      answer: z
        .string({ error: STORY_CHOOSE_AN_ANSWER })
        .min(1, STORY_CHOOSE_AN_ANSWER)
        .pipe(singleLineText(STORY_ANSWER_MAX_CHARS)),
    }),
  ),
});
export type StoryAnswersForm = z.infer<typeof storyAnswersFormSchema>;
