import multipart from '@fastify/multipart';
import {
  detailSchema,
  FAMILY_VOICE_MAX_AUDIO_BYTES,
  FAMILY_VOICE_MESSAGES as M,
  familyVoiceKeyParamsSchema,
  familyVoiceRecordingSchema,
  familyVoiceRecordingsResponseSchema,
  familyVoiceScopeQuerySchema,
  familyVoiceWordsQuerySchema,
  familyVoiceWordsResponseSchema,
  mediaFileParamsSchema,
} from '@hadal/domain';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '@/app-types';
import { notModifiedResponse } from '@/lib/cached-answer';
import { BadRequest, NotFound } from '@/lib/errors';
import { formatBytes, readUpload, type UploadLimits } from '@/lib/multipart-upload';
import { binaryAnswer, canonicalAudioFile, sendFile, type AudioPlays, type AudioService } from '@/modules/audio';
import type { FamilyAudio, FamilyVoiceService } from './family-voice.service';

const tags = ['family-voice'];
const UPLOAD_LIMITS: UploadLimits = {
  fileSize: FAMILY_VOICE_MAX_AUDIO_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
};
/**
 * A family recording is the family's own: no shared cache keeps it (nor the course voice answered
 * here, which would tell that none exists), and the browser asks again each time.
 */
const FAMILY_CACHE_CONTROL = 'private, no-cache';
const AUDIO_TYPES = ['audio/mpeg', 'audio/wav'];

function sendFamily(request: Parameters<typeof sendFile>[0], reply: FastifyReply, audio: FamilyAudio) {
  // The name in a header: percent-encoded (a header is Latin-1; names are not).
  reply.header('x-audio-source', 'family').header('x-recorded-by', encodeURIComponent(audio.recordedBy));
  return sendFile(request, reply, audio.data, audio.contentType, FAMILY_CACHE_CONTROL);
}

/** Family voice (issue 45) and GET /api/audio/{file}: lesson audio as the signed-in learner hears it. */
export async function familyVoiceRoutes(
  app: AppInstance,
  { familyVoice, audio, audioPlays }: { familyVoice: FamilyVoiceService; audio: AudioService; audioPlays: AudioPlays },
) {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.put(
    '/family-voice/recordings/:audio_key',
    {
      config: {
        access: 'parent',
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
          "Record a course word for the parent's children (all, or child_id only): decoded, checked, trimmed, normalised, stored as MP3; replaces the parent's earlier recording of it",
        consumes: ['multipart/form-data'],
        params: familyVoiceKeyParamsSchema,
        querystring: familyVoiceScopeQuerySchema,
        response: {
          200: familyVoiceRecordingSchema,
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
      return familyVoice.record(request.user!, request.params.audio_key, request.query.child_id, file);
    },
  );

  app.get(
    '/family-voice/recordings',
    {
      config: { access: 'parent' },
      schema: { tags, summary: "The parent's recordings", response: { 200: familyVoiceRecordingsResponseSchema } },
    },
    (request) => familyVoice.list(request.user!),
  );

  app.get(
    '/family-voice/recordings/:audio_key',
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: "The parent's own recording of a word (for all children, or child_id's), to listen to it",
        params: familyVoiceKeyParamsSchema,
        querystring: familyVoiceScopeQuerySchema,
        response: {
          200: binaryAnswer('The recording (MP3)', ['audio/mpeg']),
          304: notModifiedResponse,
          404: detailSchema,
        },
      },
    },
    async (request, reply) =>
      sendFamily(
        request,
        reply,
        await familyVoice.file(request.user!, request.params.audio_key, request.query.child_id),
      ),
  );

  app.delete(
    '/family-voice/recordings/:audio_key',
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: 'Delete a recording (for all children, or child_id only): the course voice returns',
        params: familyVoiceKeyParamsSchema,
        querystring: familyVoiceScopeQuerySchema,
        response: { 200: detailSchema, 404: detailSchema },
      },
    },
    (request) => familyVoice.remove(request.user!, request.params.audio_key, request.query.child_id),
  );

  app.get(
    '/family-voice/words',
    {
      config: { access: 'parent' },
      schema: {
        tags,
        summary: "Words to record for a child: its current and next lessons' vocabulary and its review cards",
        querystring: familyVoiceWordsQuerySchema,
        response: { 200: familyVoiceWordsResponseSchema, 404: detailSchema },
      },
    },
    (request) => familyVoice.words(request.user!, request.query.child_id),
  );

  app.get(
    '/audio/:file',
    {
      config: { access: 'learner' },
      schema: {
        tags: ['audio'],
        summary:
          "Lesson audio as this learner hears it: their family's recording (x-audio-source: family, x-recorded-by) for the family's members, else the course voice",
        params: mediaFileParamsSchema,
        response: {
          200: binaryAnswer('The audio', AUDIO_TYPES),
          304: notModifiedResponse,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (/^[a-z0-9_]+\.wav$/.test(file)) {
        const family = await familyVoice.forListener(request.caller!, [...new Set([file, canonicalAudioFile(file)])]);
        if (family) {
          await audioPlays.count(canonicalAudioFile(file));
          return sendFamily(request, reply, family);
        }
      }
      const found = await audio.get(file);
      if (!found) throw new NotFound('Audio not found');
      await audioPlays.count(canonicalAudioFile(file));
      reply.header('x-audio-source', found.source);
      // Asked again each time (a 304 when unchanged): a recording made or deleted since is heard at once.
      return sendFile(request, reply, found.data, found.contentType, FAMILY_CACHE_CONTROL);
    },
  );
}
