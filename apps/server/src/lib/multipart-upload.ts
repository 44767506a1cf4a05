import type { FastifyRequest } from 'fastify';
import { BadRequest, HttpError } from '@/lib/errors';

/** The multipart plugin's limits of a route (the same object is registered with the plugin). */
export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

export interface Upload {
  /** Each file part by its field name, in memory only. */
  files: Map<string, Buffer>;
  /** Each text field by its name (the last one wins). */
  fields: Record<string, string>;
}

/** 5242880 → '5 MB'; other sizes in KB or bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * The answer to a multipart limit, naming the limit that was reached and, where there is one, the
 * field (`fileTooLarge` words the file's own message, e.g. the recording's).
 */
function limitError(
  error: unknown,
  limits: UploadLimits,
  field: string | undefined,
  fileTooLarge: (field: string) => string,
) {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, fileTooLarge(field ?? 'the file'));
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, `Too many files: at most ${limits.files} file per request.`);
  if (code === 'FST_FIELDS_LIMIT') return new HttpError(413, `Too many form fields: at most ${limits.fields}.`);
  if (code === 'FST_PARTS_LIMIT') return new HttpError(413, `Too many form parts: at most ${limits.parts}.`);
  return null;
}

/**
 * Reads a multipart body within `limits`: every part is read (unknown ones too, then ignored by the
 * caller). A limit reached answers 413 naming it and the field; a text field cut at fieldSize is
 * refused rather than read truncated; a malformed body answers 400.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  messages: { notMultipart: string; fileTooLarge(field: string): string },
): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const upload: Upload = { files: new Map(), fields: {} };
  let current: string | undefined;
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'file') {
        upload.files.set(part.fieldname, await part.toBuffer());
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated)
          throw new HttpError(
            413,
            `The form field ${part.fieldname} is too long: at most ${formatBytes(limits.fieldSize)}.`,
          );
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const limit = limitError(e, limits, current, messages.fileTooLarge);
    if (limit) throw limit;
    throw new BadRequest(`The multipart body is malformed: ${(e as Error).message || 'it could not be read'}`);
  }
  return upload;
}
