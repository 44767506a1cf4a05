import type { FastifyRequest } from 'fastify';
import { PRONUNCIATION_MESSAGES as PM, recordingTooLarge, selfCheckRequestSchema } from '@hadal/domain';
import { BadRequest } from '@/lib/errors';
import { formatBytes, readUpload, type UploadLimits } from '@/lib/multipart-upload';

export interface RespondUpload {
  /** The recording (audio_file), in memory only: never stored or logged. */
  audio: Buffer | null;
  /** Without a speech recogniser: how the learner's own comparison went. */
  selfCheck: 'sounds_right' | 'try_again' | null;
}

/**
 * Reads the multipart body of POST /dynamic-lessons/sessions/{id}/respond: audio_file, and
 * self_check. A limit reached answers 413 naming it and the field.
 */
export async function readRespondUpload(request: FastifyRequest, limits: UploadLimits): Promise<RespondUpload> {
  const upload = await readUpload(request, limits, {
    notMultipart: PM.notMultipart,
    fileTooLarge: (field) => recordingTooLarge(field, formatBytes(limits.fileSize)),
  });
  const audio = upload.files.get('audio_file') ?? null;
  const selfCheck = upload.fields.self_check;
  if (selfCheck === undefined) return { audio, selfCheck: null };
  const parsed = selfCheckRequestSchema.safeParse({ result: selfCheck });
  if (!parsed.success) throw new BadRequest('self_check must be sounds_right or try_again');
  return { audio, selfCheck: parsed.data.result };
}
