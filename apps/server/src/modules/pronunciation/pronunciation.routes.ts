import multipart from '@fastify/multipart';
import {
  detailSchema,
  PRONUNCIATION_MAX_AUDIO_BYTES,
  pronunciationResultSchema,
  speechConfigSchema,
} from '@hadal/domain';
import type { AppInstance } from '@/app-types';
import type { UploadLimits } from '@/lib/multipart-upload';
import type { PronunciationService } from './pronunciation.service';
import { readPronunciationUpload } from './pronunciation.upload';

const tags = ['pronunciation'];

/** POST /check-pronunciation (spec 01 §7) and GET /speech/config. */
/** One WAV file and a few short fields (the answers to a limit name it: lib/multipart-upload.ts). */
const UPLOAD_LIMITS: UploadLimits = {
  fileSize: PRONUNCIATION_MAX_AUDIO_BYTES,
  files: 1,
  fields: 8,
  fieldSize: 1_000,
  parts: 10,
};

export async function pronunciationRoutes(
  app: AppInstance,
  { pronunciation }: { pronunciation: PronunciationService },
) {
  // Multipart only in this module: one WAV file, a few short fields.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  app.post(
    '/check-pronunciation',
    {
      config: {
        access: 'learner',
        multipartBody: {
          type: 'object',
          required: ['user_audio'],
          properties: {
            user_audio: { type: 'string', format: 'binary', description: 'WAV, at most 5 MB and 30 s' },
            lesson_id: { type: 'string' },
            exercise_id: { type: 'string' },
          },
        },
      },
      // The multipart parser streams the file with its own size limit; this bounds the whole body.
      bodyLimit: PRONUNCIATION_MAX_AUDIO_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          "Check a recording (multipart: user_audio as WAV ≤ 5 MB and ≤ 30 s, lesson_id, exercise_id) against the exercise's own text; the recording is never stored",
        consumes: ['multipart/form-data'],
        response: {
          200: pronunciationResultSchema,
          403: detailSchema,
          404: detailSchema,
          429: detailSchema,
          502: detailSchema,
        },
      },
    },
    async (request) => {
      pronunciation.assertAvailable(request.user!);
      return pronunciation.check(request.user!, await readPronunciationUpload(request, UPLOAD_LIMITS));
    },
  );

  app.get(
    '/speech/config',
    {
      config: { access: 'learner' },
      schema: {
        tags,
        summary: "Whether this learner's recordings are checked by a speech recogniser or by the self-check, and why",
        response: { 200: speechConfigSchema },
      },
    },
    (request) => pronunciation.config(request.user!),
  );
}
