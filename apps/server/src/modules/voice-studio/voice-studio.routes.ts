import multipart from '@fastify/multipart';
import {
  adminIdParamsSchema,
  detailSchema,
  FAMILY_VOICE_MAX_AUDIO_BYTES,
  VOICE_STUDIO_MESSAGES as M,
  voiceContributorRequestSchema,
  voiceContributorResponseSchema,
  voiceCoverageSchema,
  voiceStudioIdParamsSchema,
  voiceStudioKeyParamsSchema,
  voiceStudioQueueQuerySchema,
  voiceStudioQueueSchema,
  voiceStudioRecordingSchema,
  voiceStudioRecordingsQuerySchema,
  voiceStudioRecordingsSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import { notModifiedResponse } from '@/lib/cached-answer';
import { BadRequest } from '@/lib/errors';
import { formatBytes, readUpload, type UploadLimits } from '@/lib/multipart-upload';
import { binaryAnswer, sendFile } from '@/modules/audio';
import type { VoiceStudioService } from './voice-studio.service';

const tags = ['voice-studio'];
const voice = { access: 'voice' } as const;
const admin = { access: 'admin' } as const;
const UPLOAD_LIMITS: UploadLimits = {
  fileSize: FAMILY_VOICE_MAX_AUDIO_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
};

/** The voice studio (issue 45): contributors and admins record course lines; admins review them. */
export async function voiceStudioRoutes(app: AppInstance, { voiceStudio }: { voiceStudio: VoiceStudioService }) {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/admin/users/:id/voice-contributor',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Make an adult account a voice contributor, or no longer one (audited; a child profile answers 400)',
        params: adminIdParamsSchema,
        body: voiceContributorRequestSchema,
        response: { 200: voiceContributorResponseSchema, 400: detailSchema, 404: detailSchema },
      },
    },
    (request) => voiceStudio.setContributor(request.user!, request.params.id, request.body.enabled),
  );

  app.get(
    '/voice-studio/queue',
    {
      config: voice,
      schema: {
        tags,
        summary: 'Course lines without a native voice, most played first, with their Somali and English',
        querystring: voiceStudioQueueQuerySchema,
        response: { 200: voiceStudioQueueSchema },
      },
    },
    (request) => voiceStudio.queue(request.user!, request.query),
  );

  app.put(
    '/voice-studio/recordings/:audio_key',
    {
      config: {
        ...voice,
        multipartBody: {
          type: 'object',
          required: ['audio'],
          properties: {
            audio: { type: 'string', format: 'binary', description: 'WAV or WebM/Ogg Opus, at most 5 MB' },
          },
        },
      },
      bodyLimit: FAMILY_VOICE_MAX_AUDIO_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          "Record a course line: decoded, checked, trimmed, normalised, stored as MP3 and pending until an admin reviews it (replaces only the caller's own pending take)",
        consumes: ['multipart/form-data'],
        params: voiceStudioKeyParamsSchema,
        response: {
          200: voiceStudioRecordingSchema,
          404: detailSchema,
          409: detailSchema,
          413: detailSchema,
          415: detailSchema,
          422: detailSchema,
        },
      },
    },
    async (request) => {
      const upload = await readUpload(request, UPLOAD_LIMITS, {
        notMultipart: M.notMultipart,
        fileTooLarge: () => M.tooLarge(formatBytes(UPLOAD_LIMITS.fileSize)),
      });
      const file = upload.files.get('audio');
      if (!file) throw new BadRequest(M.missingAudio);
      return voiceStudio.record(request.user!, request.params.audio_key, file);
    },
  );

  app.get(
    '/voice-studio/recordings',
    {
      config: voice,
      schema: {
        tags,
        summary: "Recordings, newest first: an admin sees everyone's (the review list), a contributor their own",
        querystring: voiceStudioRecordingsQuerySchema,
        response: { 200: voiceStudioRecordingsSchema },
      },
    },
    (request) => voiceStudio.list(request.user!, request.query.status),
  );

  app.get(
    '/voice-studio/recordings/:id/audio',
    {
      config: voice,
      schema: {
        tags,
        summary: "A recording's sound (MP3): an admin's to review, or the contributor's own",
        params: voiceStudioIdParamsSchema,
        response: {
          200: binaryAnswer('The recording (MP3)', ['audio/mpeg']),
          304: notModifiedResponse,
          404: detailSchema,
        },
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await voiceStudio.file(request.user!, request.params.id),
        'audio/mpeg',
        'private, no-cache',
      ),
  );

  app.post(
    '/voice-studio/recordings/:id/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: "Approve a pending recording: it becomes the line's native voice for everyone (audited)",
        params: voiceStudioIdParamsSchema,
        response: { 200: detailSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => voiceStudio.approve(request.user!, request.params.id),
  );

  app.post(
    '/voice-studio/recordings/:id/reject',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Reject a pending recording: its sound is deleted (audited)',
        params: voiceStudioIdParamsSchema,
        response: { 200: detailSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => voiceStudio.reject(request.user!, request.params.id),
  );

  app.get(
    '/voice-studio/coverage',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The share of the course audio keys, and of audio plays, served by a native voice',
        response: { 200: voiceCoverageSchema },
      },
    },
    () => voiceStudio.coverage(),
  );
}
