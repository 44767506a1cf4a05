import type { FastifyRequest } from 'fastify';
import { PRONUNCIATION_MESSAGES as PM, selfCheckRequestSchema } from '@hadal/domain';
import { BadRequest, HttpError } from '@/lib/errors';

export interface RespondUpload {
  /** The recording (audio_file), in memory only: never stored or logged. */
  audio: Buffer | null;
  /** Without a speech recogniser: how the learner's own comparison went. */
  selfCheck: 'sounds_right' | 'try_again' | null;
}

const isTooLarge = (e: unknown) =>
  (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (e as { statusCode?: number }).statusCode === 413;

/** Reads the multipart body of POST /dynamic-lessons/sessions/{id}/respond: audio_file, and self_check. */
export async function readRespondUpload(request: FastifyRequest): Promise<RespondUpload> {
  if (!request.isMultipart()) throw new HttpError(415, PM.notMultipart);
  let audio: Buffer | null = null;
  let selfCheck: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'audio_file') audio = bytes;
      } else if (part.fieldname === 'self_check' && typeof part.value === 'string') {
        selfCheck = part.value;
      }
    }
  } catch (e) {
    if (isTooLarge(e)) throw new HttpError(413, PM.tooLarge);
    if (e instanceof HttpError) throw e;
    throw new BadRequest((e as Error).message || PM.missingAudio);
  }
  if (selfCheck === undefined) return { audio, selfCheck: null };
  const parsed = selfCheckRequestSchema.safeParse({ result: selfCheck });
  if (!parsed.success) throw new BadRequest('self_check must be sounds_right or try_again');
  return { audio, selfCheck: parsed.data.result };
}
