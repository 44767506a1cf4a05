import { z } from 'zod';
import { rowIdParamSchema } from '../shared';

/** Family voice (issue 45): a parent's recordings of course words for their own children. */

export const FAMILY_VOICE_MESSAGES = {
  notCourseText: 'Not a word or phrase of the course: only course text can be recorded.',
  childNotFound: 'Child not found',
  recordingNotFound: 'Recording not found',
  missingAudio: 'Send the recording as the multipart file field "audio".',
  notMultipart: 'Send the recording as multipart/form-data with the file field "audio".',
  tooLarge: (limit: string) => `The recording is too large: at most ${limit}.`,
  busy: 'Another recording of this word is being saved. Try again.',
} as const;

/** At most 5 MB per recording (20 s of WAV at 48 kHz is under 2 MB; Opus far less). */
export const FAMILY_VOICE_MAX_AUDIO_BYTES = 5 * 1024 * 1024;

/** An audio key of the course: the spec 02 §7 file name ("soo_dhawoow.wav"). */
export const audioKeyField = z
  .string()
  .max(200)
  .regex(/^[a-z0-9_]+\.wav$/, 'An audio key is lowercase letters, digits and _ ending in .wav');

export const familyVoiceKeyParamsSchema = z.object({ audio_key: audioKeyField }).describe('FamilyVoiceKeyParams');

/** A recording covers all the parent's children, or only `child_id`. */
export const familyVoiceScopeQuerySchema = z
  .object({ child_id: rowIdParamSchema.optional() })
  .describe('FamilyVoiceScopeQuery');

export const familyVoiceWordsQuerySchema = z.object({ child_id: rowIdParamSchema }).describe('FamilyVoiceWordsQuery');

export const familyVoiceRecordingSchema = z
  .object({
    audio_key: z.string(),
    /** null: every child of the parent hears it. */
    child_id: z.number().int().nullable(),
    somali: z.string(),
    duration_ms: z.number().int(),
    recorded_at: z.string(),
  })
  .describe('FamilyVoiceRecording');
export type FamilyVoiceRecording = z.infer<typeof familyVoiceRecordingSchema>;

export const familyVoiceRecordingsResponseSchema = z
  .object({ recordings: z.array(familyVoiceRecordingSchema) })
  .describe('FamilyVoiceRecordings');
export type FamilyVoiceRecordingsResponse = z.infer<typeof familyVoiceRecordingsResponseSchema>;

export const familyVoiceWordSchema = z
  .object({
    audio_key: z.string(),
    somali: z.string(),
    english: z.string().nullable(),
    /** Where the word comes from: the child's current or next lesson, or a review card. */
    source: z.enum(['lesson', 'review']),
    /** Whether the parent has recorded it for all children, for this child only, or not yet. */
    recorded: z.enum(['all', 'child']).nullable(),
  })
  .describe('FamilyVoiceWord');
export type FamilyVoiceWord = z.infer<typeof familyVoiceWordSchema>;

export const familyVoiceWordsResponseSchema = z
  .object({
    child_id: z.number().int(),
    child_name: z.string(),
    words: z.array(familyVoiceWordSchema),
  })
  .describe('FamilyVoiceWords');
export type FamilyVoiceWordsResponse = z.infer<typeof familyVoiceWordsResponseSchema>;
