import multipart from '@fastify/multipart';
import {
  detailSchema,
  dynamicLessonListSchema,
  dynamicLessonParamsSchema,
  dynamicLessonSchema,
  generateLessonRequestSchema,
  lessonSessionSchema,
  PRONUNCIATION_MAX_AUDIO_BYTES,
  responseFeedbackSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { UploadLimits } from '@/lib/multipart-upload';
import type { DynamicLessonsService } from './dynamic-lessons.service';
import type { DynamicSessions } from './dynamic-lessons.sessions';
import { readRespondUpload } from './respond.upload';

const tags = ['dynamic-lessons'];
const adult = { access: 'adult' as const };

/** One recording and a short self_check field (the answers to a limit name it: lib/multipart-upload.ts). */
const UPLOAD_LIMITS: UploadLimits = {
  fileSize: PRONUNCIATION_MAX_AUDIO_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 100,
  parts: 6,
};

/** Dynamic lessons and their interactive sessions (spec 02 §7 "Dynamic lessons"): adults only. */
export async function dynamicLessonsRoutes(
  app: AppInstance,
  { dynamicLessons, dynamicSessions }: { dynamicLessons: DynamicLessonsService; dynamicSessions: DynamicSessions },
) {
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/dynamic-lessons/generate',
    {
      config: adult,
      schema: {
        tags,
        summary:
          "Generate a role-play lesson (scenario '' unless custom; difficulty A1-C2); counts against the daily AI limit unless it fails",
        body: generateLessonRequestSchema,
        response: { 200: dynamicLessonSchema, 429: detailSchema, 502: detailSchema },
      },
    },
    (request) => dynamicLessons.generate(request.user!, request.body as { scenario: string; difficulty: never }),
  );

  app.get(
    '/dynamic-lessons',
    {
      config: adult,
      schema: {
        tags,
        summary: "The learner's dynamic lessons, newest first",
        response: { 200: dynamicLessonListSchema },
      },
    },
    (request) => dynamicLessons.list(request.user!),
  );

  app.post(
    '/dynamic-lessons/sessions/:id',
    {
      config: adult,
      schema: {
        tags,
        summary: 'Start a session of the lesson {id}, or resume its unfinished one',
        params: dynamicLessonParamsSchema,
        response: { 200: lessonSessionSchema, 404: detailSchema },
      },
    },
    (request) => dynamicSessions.start(request.user!, request.params.id),
  );

  app.get(
    '/dynamic-lessons/sessions/:id',
    {
      config: adult,
      schema: {
        tags,
        summary: 'A session {id} with its current step and history (newest first)',
        params: dynamicLessonParamsSchema,
        response: { 200: lessonSessionSchema, 404: detailSchema },
      },
    },
    (request) => dynamicSessions.get(request.user!, request.params.id),
  );

  app.post(
    '/dynamic-lessons/sessions/:id/respond',
    {
      config: {
        ...adult,
        multipartBody: {
          type: 'object',
          properties: {
            audio_file: { type: 'string', format: 'binary', description: 'WAV, at most 5 MB and 30 s' },
            self_check: { type: 'string', enum: ['sounds_right', 'try_again'] },
          },
        },
      },
      bodyLimit: PRONUNCIATION_MAX_AUDIO_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          'Answer the current step (multipart audio_file as WAV, transcribed and scored; without a recogniser self_check=sounds_right|try_again); the recording is never stored',
        consumes: ['multipart/form-data'],
        params: dynamicLessonParamsSchema,
        response: {
          200: responseFeedbackSchema,
          404: detailSchema,
          409: detailSchema,
          429: detailSchema,
          502: detailSchema,
          503: detailSchema,
        },
      },
    },
    async (request) =>
      dynamicSessions.respond(request.user!, request.params.id, await readRespondUpload(request, UPLOAD_LIMITS)),
  );

  app.post(
    '/dynamic-lessons/sessions/:id/skip',
    {
      config: adult,
      schema: {
        tags,
        summary: "'Skip & See Answer': two steps on, recorded with the response 'Skipped'",
        params: dynamicLessonParamsSchema,
        response: { 200: responseFeedbackSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    (request) => dynamicSessions.skip(request.user!, request.params.id),
  );
}
