import { detailSchema } from '@hadal/domain';
import { z } from 'zod';
import type { AppInstance } from '@/app-types';
import { NotFound } from '@/lib/errors';
import type { AudioService } from './audio.service';

export const AUDIO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const fileParams = z.object({ file: z.string().min(1).max(200) });

/**
 * A binary answer in the OpenAPI document: its media types, with bytes as the body (documented as a
 * binary string; the handler sends a Buffer, which Fastify writes as it is, past any serialiser).
 */
const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer>;
const binaryAnswer = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])),
});

/** GET /audio/{file} and GET /images/lessons/{file}, at the root (not under /api). */
export async function audioRoutes(app: AppInstance, { audio }: { audio: AudioService }) {
  app.get(
    '/audio/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['audio'],
        summary: 'Lesson audio by file name (a recording, or synthesised Somali speech)',
        params: fileParams,
        response: { 200: binaryAnswer('The WAV file', ['audio/wav']), 404: detailSchema },
      },
    },
    async (request, reply) => {
      const found = await audio.get(request.params.file);
      if (!found) throw new NotFound('Audio not found');
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', AUDIO_CACHE_CONTROL)
        .header('x-audio-source', found.source)
        .send(found.data);
    },
  );

  app.get(
    '/images/lessons/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['audio'],
        summary: 'A lesson image of the active bundle',
        params: fileParams,
        response: {
          200: binaryAnswer('The image', ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await audio.image(request.params.file);
      if (!image) throw new NotFound('Image not found');
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .send(image.data);
    },
  );
}
