import type { AppInstance } from '@/app-types';

/** Paths that are not logged at all: a load balancer polls them and each line would be noise. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * One log line per request, when it is answered: method, path (never the query string, which may
 * hold one-time tokens), status and time. Fastify's own two lines per request are turned off;
 * /api/health is not logged (at debug level every request is also logged when it arrives).
 */
export function registerRequestLog(app: AppInstance): void {
  // At debug level (diagnosis, the shutdown test) a request is also logged when it arrives.
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.addHook('onRequest', async (request) => {
      request.log.debug({ method: request.method, path: request.url.split('?')[0] }, 'incoming request');
    });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (QUIET_PATHS.has(path)) return;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level](
      { method: request.method, path, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
