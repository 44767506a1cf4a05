import pino, { type Logger } from 'pino';
import type { Config } from '@/config';

/**
 * The one logger of a process: Fastify logs requests through it and the adapters (mail outbox,
 * speech) use it too. Only a request's path is logged: query strings may hold one-time tokens.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}

/** A logger that writes nothing (tests). */
export const silentLogger: Logger = pino({ level: 'silent' });
