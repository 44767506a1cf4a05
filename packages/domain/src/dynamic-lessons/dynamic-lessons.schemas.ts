/**
 * Dynamic (AI role-play) lessons, spec 02 §3: a lesson's conversation script, the lesson session
 * with its history, and the response feedback of a spoken turn.
 */
import { z } from 'zod';
import { cefrLevelSchema } from '../lessons';
import { rowIdParamSchema, rowIdSchema } from '../shared';
import { singleLineText } from '../shared/text';

/** Spec 02 §9: the difficulty levels and their labels, in order. */
export const DIFFICULTY_LABELS = {
  A1: 'A1 Beginner',
  A2: 'A2 Elementary',
  B1: 'B1 Intermediate',
  B2: 'B2 Upper-Intermediate',
  C1: 'C1 Advanced',
  C2: 'C2 Proficient',
} as const;

/** The other side of the conversation speaks this step. */
export const AI_SPEAKS = 'ai_speaks';
/** The learner's turn: the line the learner is expected to say. */
export const LEARNER_SPEAKS = 'learner_speaks';
export const SCRIPT_STEP_TYPES = [AI_SPEAKS, LEARNER_SPEAKS] as const;
export const scriptStepTypeSchema = z.enum(SCRIPT_STEP_TYPES);
export type ScriptStepType = z.infer<typeof scriptStepTypeSchema>;

export const SCRIPT_MIN_STEPS = 4;
export const SCRIPT_MAX_STEPS = 20;
export const SCRIPT_LINE_MAX = 200;
export const SCENARIO_MAX_CHARS = 300;
/** Spec 02 §9: a lesson card previews 2 steps; 'Skip & See Answer' advances 2 steps. */
export const PREVIEW_STEPS = 2;
export const SKIP_STEPS = 2;

const line = (max = SCRIPT_LINE_MAX) => singleLineText(max).pipe(z.string().min(1));

/** One step of a conversation script (spec 02 §3 "Script step"). */
export const scriptStepSchema = z.object({
  type: scriptStepTypeSchema,
  somali_text: line(),
  english_text: line(),
  roleplay_context: line(400),
  guidance: line(400),
  audio_file: z.string().regex(/^dyn_[a-z0-9_]+\.wav$/, 'audio_file is a dyn_ name ending in .wav'),
});
export type ScriptStep = z.infer<typeof scriptStepSchema>;

/** A step before its audio is named: what a composer or a language model writes. */
export const draftStepSchema = scriptStepSchema.omit({ audio_file: true });
export type DraftStep = z.infer<typeof draftStepSchema>;

/** Alternating turns, the other side first and the learner last, within the length limits. */
function checkTurns(steps: readonly { type: ScriptStepType }[], ctx: z.RefinementCtx) {
  if (steps.length % 2 !== 0) ctx.addIssue({ code: 'custom', message: 'a script has an even number of steps' });
  steps.forEach((s, i) => {
    const want = i % 2 === 0 ? AI_SPEAKS : LEARNER_SPEAKS;
    if (s.type !== want) ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `step ${i} must be ${want}` });
  });
}

export const draftScriptSchema = z
  .array(draftStepSchema)
  .min(SCRIPT_MIN_STEPS)
  .max(SCRIPT_MAX_STEPS)
  .superRefine(checkTurns);
export const conversationScriptSchema = z
  .array(scriptStepSchema)
  .min(SCRIPT_MIN_STEPS)
  .max(SCRIPT_MAX_STEPS)
  .superRefine(checkTurns);

/** POST /dynamic-lessons/generate: scenario is empty unless the learner wrote a custom one. */
export const generateLessonRequestSchema = z.object({
  scenario: singleLineText(SCENARIO_MAX_CHARS).optional().default(''),
  difficulty: cefrLevelSchema,
});
export type GenerateLessonRequest = z.input<typeof generateLessonRequestSchema>;

export const LESSON_SOURCES = ['built_in', 'llm'] as const;

/** A dynamic lesson (spec 02 §3) with where its script came from. */
export const dynamicLessonSchema = z.object({
  id: rowIdSchema,
  scenario: z.string(),
  difficulty: cefrLevelSchema,
  conversation_script: z.array(scriptStepSchema),
  /** built_in: a practice scenario of the curriculum's dialogue bank; llm: written by the configured model. */
  source: z.enum(LESSON_SOURCES),
  /** The dialogue-bank scenario the lesson was built from (built_in), else null. */
  scenario_used: z.string().nullable(),
  created_at: z.string(),
});
export type DynamicLesson = z.infer<typeof dynamicLessonSchema>;
export const dynamicLessonListSchema = z.array(dynamicLessonSchema);

export const dynamicLessonParamsSchema = z.object({ id: rowIdParamSchema });

export const RESPONSE_FEEDBACK_TYPES = ['correct', 'close', 'incorrect', 'skip'] as const;
export const feedbackTypeSchema = z.enum(RESPONSE_FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** History entry (spec 02 §3). */
export const historyEntrySchema = z.object({
  step: z.number().int().min(0),
  step_data: scriptStepSchema,
  user_response: z.string(),
  feedback: feedbackTypeSchema,
  feedback_message: z.string(),
  expected_response: z.string(),
  expected_audio: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Lesson session (spec 02 §3), with its lesson so the interactive screen needs one call. */
export const lessonSessionSchema = z.object({
  id: rowIdSchema,
  lesson_id: rowIdSchema,
  current_step: z.number().int().min(0),
  current_step_data: scriptStepSchema.nullable(),
  total_steps: z.number().int().min(0),
  completed: z.boolean(),
  /** Newest first. */
  conversation_history: z.array(historyEntrySchema),
  lesson: dynamicLessonSchema,
});
export type LessonSession = z.infer<typeof lessonSessionSchema>;

/** Response feedback (spec 02 §3). */
export const responseFeedbackSchema = z.object({
  feedback_type: feedbackTypeSchema,
  message: z.string(),
  expected_text: z.string(),
  recognized_text: z.string(),
  next_step: z.boolean(),
  completed: z.boolean(),
});
export type ResponseFeedback = z.infer<typeof responseFeedbackSchema>;

/** Without a speech recogniser the learner compares by ear and says how it went. */
export const SELF_CHECK_RESULTS = ['sounds_right', 'try_again'] as const;
export const selfCheckRequestSchema = z.object({ result: z.enum(SELF_CHECK_RESULTS) });
