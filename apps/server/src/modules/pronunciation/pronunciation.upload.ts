import type { FastifyRequest } from 'fastify';
import {
  PRONUNCIATION_MESSAGES as M,
  pronunciationFieldsSchema,
  recordingTooLarge,
  type PronunciationFields,
} from '@hadal/domain';
import { BadRequest } from '@/lib/errors';
import { formatBytes, readUpload, type UploadLimits } from '@/lib/multipart-upload';

export interface PronunciationUpload extends PronunciationFields {
  /** The recording, in memory only: it is never written anywhere. */
  audio: Buffer;
}

/**
 * Reads the multipart body of POST /check-pronunciation: user_audio (a file, at most
 * `limits.fileSize`), lesson_id and exercise_id. Other parts are read and ignored; a limit reached
 * answers 413 naming it and the field.
 */
export async function readPronunciationUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<PronunciationUpload> {
  const upload = await readUpload(request, limits, {
    notMultipart: M.notMultipart,
    fileTooLarge: (field) => recordingTooLarge(field, formatBytes(limits.fileSize)),
  });
  const audio = upload.files.get('user_audio');
  if (!audio) throw new BadRequest(M.missingAudio);
  const parsed = pronunciationFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw new BadRequest(M.missingIds);
  return { ...parsed.data, audio };
}
