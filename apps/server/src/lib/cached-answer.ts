import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The 304 of a route that sends cached answers: the client's copy (If-None-Match) is current; no body. */
export const notModifiedResponse = z.null().describe('Not Modified');

/** Answers smaller than this are sent as they are (compression would cost more than it saves). */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Answers made per request smaller than this are sent as they are. They fit in the first flight
 * of packets of a new connection (ten segments, about 14 KB) compressed or not, so compressing
 * them saves no round trip, and it cost about a quarter of the CPU of a learner's progress list
 * (2 KB of JSON) on every call.
 */
export const DYNAMIC_COMPRESS_MIN_BYTES = 4096;

/**
 * @fastify/compress's options for answers made per request, compressed synchronously on the main
 * thread as they are sent: brotli at quality 2 costs under half of the plugin's default quality (4)
 * on a small answer, for an answer about 18% larger. Content answers are compressed once, at the
 * highest quality, by createCachedAnswer; the web app's files at build time.
 */
export const DYNAMIC_COMPRESSION = {
  threshold: DYNAMIC_COMPRESS_MIN_BYTES,
  // Request bodies are never compressed by Hadal's clients: no decompressing hook runs on every
  // request, and a compressed body is refused like any other body that is not JSON.
  globalDecompression: false,
  brotliOptions: {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 2,
    },
  },
};

/**
 * One content answer made once and sent many times: its bytes, a strong ETag, and its brotli and
 * gzip forms, compressed once (off the main thread, by zlib's thread pool) when first asked for.
 */
export interface CachedAnswer {
  readonly body: Buffer;
  /** Worked out when first read. */
  readonly etag: string;
  /** False when the body is sent as it is in every encoding (too small to gain from compressing). */
  readonly compressible: boolean;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The form for `encoding`; resolves to the plain body when it is too small to compress. */
  encoded(encoding: Encoding): Promise<{ body: Buffer; encoding: Encoding }>;
}

export function createCachedAnswer(
  body: Buffer | string,
  options: {
    contentType: string;
    cacheControl: string;
    etagPrefix?: string;
    /** Smaller bodies are sent as they are (COMPRESS_MIN_BYTES unless given). */
    compressMinBytes?: number;
    /** Brotli's quality, 9 unless given (an answer made often may take less). */
    brotliQuality?: number;
  },
): CachedAnswer {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  let etag: string | undefined;
  const forms = new Map<Encoding, Promise<Buffer>>();
  const compressible = bytes.length >= (options.compressMinBytes ?? COMPRESS_MIN_BYTES);
  return {
    body: bytes,
    get etag() {
      if (etag === undefined) {
        const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
        etag = `"${options.etagPrefix ? `${options.etagPrefix}-` : ''}${hash}"`;
      }
      return etag;
    },
    compressible,
    contentType: options.contentType,
    cacheControl: options.cacheControl,
    async encoded(encoding) {
      if (encoding === 'identity' || !compressible) return { body: bytes, encoding: 'identity' };
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(bytes, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 9,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              })
            : gzipAsync(bytes, { level: 9 });
        forms.set(encoding, form);
      }
      return { body: await form, encoding };
    },
  };
}

/** Accept-Encoding headers seen, and their choice: clients send a handful of distinct values. */
const encodingChoices = new Map<string, Encoding>();
const MAX_ENCODING_CHOICES = 64;

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  const key = Array.isArray(header) ? header.join(',') : header;
  let choice = encodingChoices.get(key);
  if (choice === undefined) {
    choice = parseEncodingChoice(key);
    if (encodingChoices.size >= MAX_ENCODING_CHOICES) encodingChoices.clear();
    encodingChoices.set(key, choice);
  }
  return choice;
}

function parseEncodingChoice(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** True when the request's If-None-Match names `etag` (or is `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * Sends a cached answer: 304 Not Modified when the client holds it (If-None-Match), otherwise
 * its bytes in the best encoding the client accepts, with ETag, Cache-Control and Vary.
 * Routes sending it set `compress: false` (the bytes are compressed here, once).
 */
export async function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', answer.cacheControl).header('vary', 'accept-encoding');
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  return sendInBestEncoding(request, reply, answer);
}

/** Sends an answer's bytes and content type, in the best encoding the client accepts; the caller sets the rest. */
export async function sendInBestEncoding(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type(answer.contentType);
  if (!answer.compressible) return reply.send(answer.body);
  const { body, encoding } = await answer.encoded(chooseEncoding(request.headers['accept-encoding']));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Answers read afresh on every call, sent as CachedAnswers: while the text under a key is the one
 * sent last, that answer (its hash and compressed forms) is sent again; a new text is checked
 * (`check`) and becomes the answer. Nothing is served from memory that was not just read, so no
 * write needs to invalidate anything. At most `maxKeys` keys are kept, the least recent dropped.
 */
export function createFreshAnswers(options: {
  contentType: string;
  cacheControl: string;
  check: (json: string) => void;
  maxKeys?: number;
}): (key: string, json: string) => CachedAnswer {
  const last = new Map<string, { json: string; answer: CachedAnswer }>();
  const maxKeys = options.maxKeys ?? 32;
  return (key, json) => {
    const kept = last.get(key);
    last.delete(key);
    if (kept?.json === json) {
      last.set(key, kept);
      return kept.answer;
    }
    options.check(json);
    const answer = createCachedAnswer(json, options);
    last.set(key, { json, answer });
    if (last.size > maxKeys) last.delete(last.keys().next().value!);
    return answer;
  };
}
