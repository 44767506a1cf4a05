import { z } from 'zod';
import { CEFR_LEVELS, DRILL_KINDS, LESSON_TYPES } from './lesson-kinds';

export const cefrLevelSchema = z.enum(CEFR_LEVELS);
export type CefrLevel = z.infer<typeof cefrLevelSchema>;

export const lessonTypeSchema = z.enum(LESSON_TYPES);
export type LessonType = z.infer<typeof lessonTypeSchema>;

export const EXERCISE_TYPES = [
  'multiple_choice',
  'english_to_somali',
  'somali_to_english',
  'listening_comprehension',
  'fill_blank',
  'fill_in_blank',
  'matching',
  'pronunciation',
  'vocabulary_introduction',
  'grammar_introduction',
  'conversation_practice',
  'phrase_practice',
  'sentence_building',
  'dictation',
] as const;
export type KnownExerciseType = (typeof EXERCISE_TYPES)[number];

/** Stable ids are kebab-case and never change across bundle versions. */
export const stableIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'stable_id must be lowercase kebab-case');

/** Audio keys name a file in the audio store: lowercase, digits, underscores, .wav */
export const audioKeySchema = z
  .string()
  .regex(/^[a-z0-9_]+\.wav$/, 'audio key must be lowercase letters, digits and underscores ending in .wav');

/** GET /audio/{file} and /images/lessons/{file}: a file name of the active bundle. */
export const mediaFileParamsSchema = z.object({ file: z.string().min(1).max(200) }).describe('MediaFileParams');

export const optionSchema = z.union([
  z.string().min(1),
  z.object({ text: z.string().min(1), audio_filename: audioKeySchema.optional() }),
]);
export type ExerciseOption = z.infer<typeof optionSchema>;

export const examplePairSchema = z.object({
  text: z.string().min(1),
  translation: z.string().optional(),
  audio_filename: audioKeySchema.optional(),
});

export const matchingPairSchema = z.union([
  z.object({ left: z.string().min(1), right: z.string().min(1), audio_filename_key: audioKeySchema.optional() }),
  z.object({ somali: z.string().min(1), english: z.string().min(1), audio_filename_key: audioKeySchema.optional() }),
]);
export type MatchingPair = z.infer<typeof matchingPairSchema>;

export const dialogueLineSchema = z.object({
  speaker: z.string().min(1),
  text: z.string().min(1),
  translation: z.string().min(1),
  audio_filename: audioKeySchema.optional(),
});

export const phraseSchema = z.object({
  speaker: z.string().min(1).optional(),
  somali: z.string().min(1),
  english: z.string().min(1),
  audio_filename_key: audioKeySchema.optional(),
});

/**
 * How the learner gives the answer of a question that has options: `pick` one of them (the default),
 * or `typed`, type it freely, with the options' words offered as a word bank. A client that does not
 * know the field shows the options, so the question still works there.
 */
export const ANSWER_MODES = ['pick', 'typed'] as const;
export const answerModeSchema = z.enum(ANSWER_MODES);
export type AnswerMode = z.infer<typeof answerModeSchema>;

/**
 * Help the lesson server attaches to a typed or built question so a client checks it with the same
 * rules as the server: the southern forms the bundle's dialect table accepts for words of the answer,
 * and the real words one edit away from them (a typo that makes one of those is not "almost").
 */
export const answerSupportSchema = z.object({
  dialect: z.array(z.object({ standard: z.string().min(1), southern: z.string().min(1) })).optional(),
  confusable_words: z.array(z.string().min(1)).optional(),
});
export type AnswerSupport = z.infer<typeof answerSupportSchema>;

/**
 * What a graded question drills, word by word: the ending a word of the answer must carry (the
 * subject marker, the article, the person or tense of a verb). The answer check marks a missed
 * drilled ending wrong, never "almost", and names it in its hint (answers/endings.ts).
 */
export const drillKindSchema = z.enum(DRILL_KINDS);
export type DrillKind = z.infer<typeof drillKindSchema>;
export const drillSchema = z.object({
  /** The word of correct_answer, as written there. */
  word: z.string().min(1),
  /** The ending the word must end in, without the dash: "u" for ninku, "aa" for keenaa. */
  ending: z.string().min(1),
  kind: drillKindSchema,
});
export type Drill = z.infer<typeof drillSchema>;

/** The Exercise entity of spec 01 §3. Fields are optional; which ones a type needs is checked by the content checker. */
export const exerciseSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  question: z.string().optional(),
  title: z.string().optional(),
  options: z.array(optionSchema).optional(),
  correct_answer: z.string().optional(),
  translation: z.string().optional(),
  audio_filename: audioKeySchema.optional(),
  audio_filename_key: audioKeySchema.optional(),
  learning_note: z.string().optional(),
  tts_text: z.string().optional(),
  explanation: z.string().optional(),
  examples: z.array(examplePairSchema).optional(),
  pairs: z.array(matchingPairSchema).optional(),
  matching_pairs: z.array(matchingPairSchema).optional(),
  dialogue: z.array(dialogueLineSchema).optional(),
  phrases: z.array(phraseSchema).optional(),
  image_filename_key: z.string().optional(),
  is_core: z.boolean().optional(),
  /** Other answers that are just as right as correct_answer (a graded question's alternatives). */
  accepted_answers: z.array(z.string().min(1)).optional(),
  /** `typed`: the learner types the answer (see ANSWER_MODES). */
  answer_mode: answerModeSchema.optional(),
  /** sentence_building: the word tiles, the answer's words plus any distractor words. */
  tiles: z.array(z.string().min(1)).optional(),
  /** The endings this question drills (see drillSchema). */
  drills: z.array(drillSchema).optional(),
  /** Added by the server when it serves a lesson (see answerSupportSchema); never written in a bundle. */
  answer_support: answerSupportSchema.optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const grammarPatternSchema = z.object({ text: z.string().min(1), explanation: z.string().min(1) });
export const vocabularyItemSchema = z.object({ somali: z.string().min(1), english: z.string().min(1) });

/**
 * Tracks a lesson may belong to beside its kind: `literacy` lessons teach reading and writing
 * Somali (its letters and sounds, long vowels, double consonants) to learners who speak it.
 * Placement never skips them for a learner who has not shown they can write.
 */
export const LESSON_TRACKS = ['literacy'] as const;
export const lessonTrackSchema = z.enum(LESSON_TRACKS);
export type LessonTrack = z.infer<typeof lessonTrackSchema>;

/** A lesson file of a bundle: the lesson-detail shape of spec 01 §3 plus list-item fields. */
export const lessonFileSchema = z.object({
  stable_id: stableIdSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  lesson_type: lessonTypeSchema,
  cefr_level: cefrLevelSchema,
  level: z.number().int().min(1),
  order_index: z.number().int().min(0),
  category: z.string().min(1),
  track: lessonTrackSchema.optional(),
  exercises: z.array(exerciseSchema).min(1),
  grammar_patterns: z.array(grammarPatternSchema),
  vocabulary_items: z.array(vocabularyItemSchema),
  cefr_can_do: z.array(z.string().min(1)),
  learning_notes: z.array(z.string().min(1)),
});
export type LessonFile = z.infer<typeof lessonFileSchema>;

export const bundleManifestSchema = z.object({
  bundle_id: stableIdSchema,
  name: z.string().min(1),
  version: z.number().int().min(1),
  description: z.string().min(1),
});
export type BundleManifest = z.infer<typeof bundleManifestSchema>;

/** Lesson list item as served by GET /lessons. */
export const lessonListItemSchema = z.object({
  id: z.number().int(),
  stable_id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  cefr_level: z.string(),
  level: z.number().int(),
  lesson_type: lessonTypeSchema,
  order_index: z.number().int(),
  category: z.string(),
});
export type LessonListItem = z.infer<typeof lessonListItemSchema>;

/** GET /lessons answers a list of lesson list items. */
export const lessonListResponseSchema = z.array(lessonListItemSchema);

/** Lesson detail as served by GET /lessons/{id}. */
export const lessonDetailSchema = lessonListItemSchema.extend({
  /** `literacy` for a lesson of the reading-and-writing track (placement never skips it for a learner who has not shown they can write). */
  track: lessonTrackSchema.optional(),
  exercises: z.array(exerciseSchema),
  grammar_patterns: z.array(grammarPatternSchema),
  vocabulary_items: z.array(vocabularyItemSchema),
  cefr_can_do: z.array(z.string()),
  learning_notes: z.array(z.string()),
  bundle_id: z.string(),
  /**
   * The voice the asking learner hears for each of the lesson's audio keys (issue 45): `native`
   * (an approved voice-studio recording, or one in the bundle), `family` (their family's
   * recording) or `synthetic` (the computer voice). Added by the server when it serves a lesson.
   */
  audio_voices: z
    .array(z.object({ audio_key: z.string(), voice: z.enum(['native', 'family', 'synthetic']) }))
    .optional(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
