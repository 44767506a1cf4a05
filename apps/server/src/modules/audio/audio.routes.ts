import { detailSchema, mediaFileParamsSchema } from '@hadal/domain';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '@/app-types';
import { matchesEtag, notModifiedResponse } from '@/lib/cached-answer';
import { NotFound } from '@/lib/errors';
import type { AudioPlays } from './audio-plays';
import { canonicalAudioFile, type AudioService } from './audio.service';

/**
 * A file name stays while its sound changes (a new recording in a bundle version, another voice,
 * a voice-studio recording approved): browsers and proxies may store it but ask again each time
 * with its ETag (a hash of the bytes), and get 304 while it is the same; a new voice is heard at once.
 */
export const AUDIO_CACHE_CONTROL = 'public, no-cache';
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;

/** ETag and Cache-Control on a file answer, and 304 without the bytes when the client holds them. */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  data: Buffer,
  contentType: string,
  cacheControl: string,
) {
  const etag = etagOf(data);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  return reply.header('content-type', contentType).send(data);
}

/**
 * A binary answer in the OpenAPI document: its media types, with bytes as the body (documented as a
 * binary string; the handler sends a Buffer, which Fastify writes as it is, past any serialiser).
 */
const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;
export const binaryAnswer = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])),
});

/** GET /audio/{file} and GET /images/lessons/{file}, at the root (not under /api). */
export async function audioRoutes(
  app: AppInstance,
  { audio, audioPlays }: { audio: AudioService; audioPlays: AudioPlays },
) {
  app.get(
    '/audio/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['audio'],
        summary:
          "Lesson audio by file name: the bundle's recording, an approved voice-studio recording (MP3), or synthesised Somali speech",
        params: mediaFileParamsSchema,
        response: {
          200: binaryAnswer('The audio', ['audio/wav', 'audio/mpeg']),
          304: notModifiedResponse,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await audio.get(request.params.file);
      if (!found) throw new NotFound('Audio not found');
      await audioPlays.count(canonicalAudioFile(request.params.file));
      reply.header('x-audio-source', found.source);
      return sendFile(request, reply, found.data, found.contentType, AUDIO_CACHE_CONTROL);
    },
  );

  app.get(
    '/images/lessons/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['audio'],
        summary: 'A lesson image of the active bundle',
        params: mediaFileParamsSchema,
        response: {
          200: binaryAnswer('The image', ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
          304: notModifiedResponse,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await audio.image(request.params.file);
      if (!image) throw new NotFound('Image not found');
      return sendFile(request, reply, image.data, image.contentType, IMAGE_CACHE_CONTROL);
    },
  );
}
