import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Paths that are not logged at all: a load balancer polls them and each line would be noise. */
const QUIET_PATHS = new Set(['/api/health']);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

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
    if (QUIET_PATHS.has(pathOf(request)) && request.log.level !== 'trace') return;
    request.log.debug({ method: request.method, path: pathOf(request) }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (QUIET_PATHS.has(pathOf(request)) && !error) return;
    const line = {
      method: request.method,
      path: pathOf(request),
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
