import { z } from 'zod';
import { singleLineText } from '../shared/text';
import {
  PRONUNCIATION_MAX_AUDIO_BYTES,
  PRONUNCIATION_MAX_AUDIO_S,
  PRONUNCIATION_SAMPLE_RATE_HZ,
} from './pronunciation.constants';

/** The pronunciation calls: POST /check-pronunciation (spec 01 §7) and GET /speech/config. */

export const PRONUNCIATION_FEEDBACKS = ['match', 'close', 'try again', 'skip'] as const;
export const pronunciationFeedbackSchema = z.enum(PRONUNCIATION_FEEDBACKS);
export type PronunciationFeedback = z.infer<typeof pronunciationFeedbackSchema>;

/** Pronunciation result (spec 01 §3). */
export const pronunciationResultSchema = z
  .object({
    feedback: pronunciationFeedbackSchema,
    similarity: z.number().min(0).max(1),
    expected_text: z.string(),
    recognized_text: z.string(),
    correct_words: z.array(z.string()),
    missing_words: z.array(z.string()),
    extra_words: z.array(z.string()),
  })
  .describe('PronunciationResult');
export type PronunciationResult = z.infer<typeof pronunciationResultSchema>;

/** The text fields sent with user_audio (multipart). */
export const pronunciationFieldsSchema = z.object({
  lesson_id: singleLineText(200).trim().min(1),
  exercise_id: singleLineText(100).trim().min(1),
});
export type PronunciationFields = z.infer<typeof pronunciationFieldsSchema>;

export const SPEECH_PROVIDERS = ['none', 'openai', 'whisper-cpp', 'azure'] as const;
export const speechProviderSchema = z.enum(SPEECH_PROVIDERS);
export type SpeechProviderName = z.infer<typeof speechProviderSchema>;

/**
 * GET /speech/config: how this learner's pronunciation exercises work. `mode` is 'recognizer'
 * when recordings are checked by the server, else 'self_check' (no provider, or a child whose
 * parent has not allowed a third-party provider: `reason` says which).
 */
export const speechConfigSchema = z
  .object({
    mode: z.enum(['recognizer', 'self_check']),
    provider: speechProviderSchema,
    /** The provider is a third party (not a service on the operator's own host). */
    third_party: z.boolean(),
    reason: z.enum(['not_configured', 'child_consent_required']).nullable(),
    max_audio_s: z.number().int().default(PRONUNCIATION_MAX_AUDIO_S),
    max_audio_bytes: z.number().int().default(PRONUNCIATION_MAX_AUDIO_BYTES),
    sample_rate_hz: z.number().int().default(PRONUNCIATION_SAMPLE_RATE_HZ),
  })
  .describe('SpeechConfig');
export type SpeechConfig = z.infer<typeof speechConfigSchema>;

/** The result the lesson player records for Skip Practice and a self-check (never sent to the server). */
export function selfReportedResult(
  expectedText: string,
  feedback: 'skip' | 'close' | 'try again',
): PronunciationResult {
  return {
    feedback,
    // Nothing was measured: the similarity is 0 and the app never shows it for a self-reported result.
    similarity: 0,
    expected_text: expectedText,
    recognized_text: '',
    correct_words: [],
    missing_words: [],
    extra_words: [],
  };
}
