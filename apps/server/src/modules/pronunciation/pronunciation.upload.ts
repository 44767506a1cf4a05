import type { FastifyRequest } from 'fastify';
import { PRONUNCIATION_MESSAGES as M, pronunciationFieldsSchema, type PronunciationFields } from '@hadal/domain';
import { BadRequest, HttpError } from '@/lib/errors';

export interface PronunciationUpload extends PronunciationFields {
  /** The recording, in memory only: it is never written anywhere. */
  audio: Buffer;
}

const isTooLarge = (e: unknown) =>
  (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (e as { statusCode?: number }).statusCode === 413;

/**
 * Reads the multipart body of POST /check-pronunciation: user_audio (a file, at most the
 * multipart plugin's fileSize limit), lesson_id and exercise_id. Other parts are read and ignored.
 */
export async function readPronunciationUpload(request: FastifyRequest): Promise<PronunciationUpload> {
  if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
  let audio: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'user_audio') audio = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (isTooLarge(e)) throw new HttpError(413, M.tooLarge);
    if (e instanceof HttpError) throw e;
    throw new BadRequest((e as Error).message || M.missingAudio);
  }
  if (!audio) throw new BadRequest(M.missingAudio);
  const parsed = pronunciationFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new BadRequest(M.missingIds);
  return { ...parsed.data, audio };
}
