import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  createCachedAnswer,
  DYNAMIC_COMPRESS_MIN_BYTES,
  sendInBestEncoding,
  type CachedAnswer,
} from '@/lib/cached-answer';
import { responseJsonSchema } from '@/plugins/serializer';

/** A kept answer is personal: no cache keeps it (the API's default, plugins in app.ts). */
const KEPT_CACHE_CONTROL = 'no-store';
/**
 * A learner's answer is made again after each of their writes (a progress save, a rating): brotli
 * at quality 5 costs a fraction of 9 for a few percent more bytes. Answers under
 * DYNAMIC_COMPRESS_MIN_BYTES are sent as they are, like those made per request.
 */
const KEPT_BROTLI_QUALITY = 5;

/**
 * The answers kept in memory and sent many times (the per-learner caches), as CachedAnswers: their
 * JSON is written once per answer object, as the route's serializer would write it
 * (fast-json-stringify from the zod schema), after the zod check the serializer makes in tests,
 * here made every time an answer is written, so a wrong shape fails where it is made; and their
 * compressed forms are made once, when first asked for, off the main thread. Answers live as long
 * as their answer object.
 */
export function createKeptAnswers<S extends z.ZodType>(schema: S): (answer: z.output<S> & object) => CachedAnswer {
  const json = responseJsonSchema(schema);
  const stringify = json ? (fastJson(json) as (data: unknown) => string) : JSON.stringify;
  const answers = new WeakMap<object, CachedAnswer>();
  return (answer) => {
    let kept = answers.get(answer);
    if (kept === undefined) {
      kept = createCachedAnswer(stringify(schema.encode(answer)), {
        contentType: 'application/json; charset=utf-8',
        cacheControl: KEPT_CACHE_CONTROL,
        compressMinBytes: DYNAMIC_COMPRESS_MIN_BYTES,
        brotliQuality: KEPT_BROTLI_QUALITY,
      });
      answers.set(answer, kept);
    }
    return kept;
  };
}

/**
 * Sends a kept answer in the best encoding the client accepts, compressed once (routes sending it
 * set `compress: false`): unlike a content answer, it has no ETag, since nothing may store it.
 */
export async function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('cache-control', answer.cacheControl);
  if (answer.compressible) reply.header('vary', 'accept-encoding');
  return sendInBestEncoding(request, reply, answer);
}
