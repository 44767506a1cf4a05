import { z } from 'zod';
import { audioKeyField } from '../family-voice';
import { rowIdParamSchema } from '../shared';

/** The voice studio (issue 45): contributors record the course; an admin approves each recording. */

export const VOICE_STUDIO_MESSAGES = {
  notCourseText: 'Not a word or phrase of the course: only course text can be recorded.',
  recordingNotFound: 'Recording not found',
  notPending: 'This recording has already been reviewed.',
  contributorsOnly: 'Voice contributor access required',
  childNotContributor: 'A child profile cannot be a voice contributor.',
  userNotFound: 'User not found',
  missingAudio: 'Send the recording as the multipart file field "audio".',
  notMultipart: 'Send the recording as multipart/form-data with the file field "audio".',
  tooLarge: (limit: string) => `The recording is too large: at most ${limit}.`,
  busy: 'Another recording of this line is being saved. Try again.',
} as const;

/** Which voice a learner hears for an audio key: a studio recording, their family's, or the computer's. */
export const AUDIO_VOICES = ['native', 'family', 'synthetic'] as const;
export const audioVoiceSchema = z.enum(AUDIO_VOICES);
export type AudioVoice = z.infer<typeof audioVoiceSchema>;

export const VOICE_STUDIO_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export const voiceStudioStatusSchema = z.enum(VOICE_STUDIO_STATUSES);
export type VoiceStudioStatus = z.infer<typeof voiceStudioStatusSchema>;

/** POST /admin/users/{id}/voice-contributor */
export const voiceContributorRequestSchema = z
  .object({ enabled: z.boolean({ error: 'enabled must be true or false' }) })
  .describe('VoiceContributorRequest');
export const voiceContributorResponseSchema = z
  .object({ id: z.number().int(), is_voice_contributor: z.boolean() })
  .describe('VoiceContributorResponse');

export const voiceStudioKeyParamsSchema = z.object({ audio_key: audioKeyField }).describe('VoiceStudioKeyParams');
export const voiceStudioIdParamsSchema = z.object({ id: rowIdParamSchema }).describe('VoiceStudioIdParams');

export const VOICE_STUDIO_QUEUE_MAX_LIMIT = 100;
export const voiceStudioQueueQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(VOICE_STUDIO_QUEUE_MAX_LIMIT).default(20),
  })
  .describe('VoiceStudioQueueQuery');

export const voiceStudioQueueItemSchema = z
  .object({
    audio_key: z.string(),
    somali: z.string(),
    english: z.string().nullable(),
    plays: z.number().int(),
    /** Whether the caller has a take of it waiting for review. */
    pending_mine: z.boolean(),
  })
  .describe('VoiceStudioQueueItem');
export type VoiceStudioQueueItem = z.infer<typeof voiceStudioQueueItemSchema>;

export const voiceStudioQueueSchema = z
  .object({
    items: z.array(voiceStudioQueueItemSchema),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
  })
  .describe('VoiceStudioQueue');
export type VoiceStudioQueue = z.infer<typeof voiceStudioQueueSchema>;

/** GET /voice-studio/recordings: an admin sees everyone's; a contributor their own. */
export const voiceStudioRecordingsQuerySchema = z
  .object({ status: voiceStudioStatusSchema.optional() })
  .describe('VoiceStudioRecordingsQuery');

export const voiceStudioRecordingSchema = z
  .object({
    id: z.number().int(),
    audio_key: z.string(),
    somali: z.string(),
    english: z.string().nullable(),
    status: voiceStudioStatusSchema,
    contributor_name: z.string(),
    duration_ms: z.number().int(),
    recorded_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .describe('VoiceStudioRecording');
export type VoiceStudioRecording = z.infer<typeof voiceStudioRecordingSchema>;

export const voiceStudioRecordingsSchema = z
  .object({ recordings: z.array(voiceStudioRecordingSchema) })
  .describe('VoiceStudioRecordings');
export type VoiceStudioRecordings = z.infer<typeof voiceStudioRecordingsSchema>;

/** GET /voice-studio/coverage: the share of audio keys, and of audio plays, served by a native voice. */
export const voiceCoverageSchema = z
  .object({
    keys_total: z.number().int(),
    keys_native: z.number().int(),
    plays_total: z.number().int(),
    plays_native: z.number().int(),
  })
  .describe('VoiceCoverage');
export type VoiceCoverage = z.infer<typeof voiceCoverageSchema>;

/** The share `part / total` as a whole percentage (0 when there is nothing to count). */
export const coveragePercent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100));
