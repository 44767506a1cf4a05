import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** Paths that are not logged at all: a load balancer polls them and each line would be noise. */
const QUIET_PATHS = new Set(['/api/health']);

/** Whether `log` writes lines of `level`: Hadal's logger is pino's (lib/logger.ts), which knows. */
const writes = (log: FastifyBaseLogger, level: 'debug' | 'info' | 'error') =>
  (log as unknown as Pick<Logger, 'isLevelEnabled'>).isLevelEnabled(level);

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/**
 * One log line per request, when it is answered: method, path (never the query string, which may
 * hold one-time tokens), status and time; /api/health is not logged. A request's arrival is
 * logged only at debug level (diagnosis), instead of Fastify's second info line.
 */
class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => QUIET_PATHS.has(pathOf(request)) });
  }

  override incomingRequest(request: FastifyRequest) {
    if (!writes(request.log, 'debug')) return;
    const path = pathOf(request);
    if (QUIET_PATHS.has(path) && request.log.level !== 'trace') return;
    request.log.debug({ method: request.method, path }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (!writes(reply.log, error ? 'error' : 'info')) return;
    const path = pathOf(request);
    if (QUIET_PATHS.has(path) && !error) return;
    const line = {
      method: request.method,
      path,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export function createRequestLogController(): LogController {
  return new RequestLogController();
}
