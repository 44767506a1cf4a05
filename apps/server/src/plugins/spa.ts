import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createCachedAnswer, sendCachedAnswer } from '@/lib/cached-answer';

const API_LIKE = /^\/(api|audio|images)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year (their precompressed copy when there is
 * one), index.html never cached,
 * and index.html for every other GET that a browser navigates to (client routes).
 */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  // The shell page of a build never changes while it runs: keep it in memory.
  // Sent with an ETag (a revisit that holds it gets 304) and compressed once, as the assets are.
  const indexHtml = createCachedAnswer(readFileSync(path.join(distDir, 'index.html')), {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes a brotli and a gzip copy of each text asset (file.br, file.gz): sent as
    // they are when the browser accepts them, instead of compressing every response again.
    preCompressed: true,
    // Caching is decided per file, so the static plugin's own max-age is off.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || API_LIKE.test(urlPath) || path.extname(urlPath) !== '') {
      return reply.code(404).send({ detail: `No route for ${request.method} ${urlPath}` });
    }
    return sendCachedAnswer(request, reply, indexHtml);
  });
}
