import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '@/config';

type SerializedError = Record<string, unknown>;

/** What a database error may say about itself without quoting any value. */
function databaseCause(cause: unknown) {
  if (!cause || typeof cause !== 'object') return undefined;
  const c = cause as Record<string, unknown>;
  const pick = (k: string) => (typeof c[k] === 'string' ? { [k]: c[k] } : {});
  return {
    ...pick('code'),
    ...pick('severity'),
    ...pick('constraint'),
    ...pick('table'),
    ...pick('column'),
    ...pick('routine'),
  };
}

/**
 * Errors are logged without the values a failed SQL statement carried: its parameters, and the
 * database's own message (which may quote a value: a password hash, a token, an email), are left
 * out; the query text (columns and placeholders), the SQLSTATE and the constraint stay.
 */
export function serializeError(err: unknown): SerializedError {
  const e = err as Error & { query?: unknown; cause?: unknown };
  if (e && typeof e === 'object' && typeof e.query === 'string') {
    const ownStack = (e.stack ?? '').split('\n').filter((line) => /^\s+at\s/.test(line));
    return {
      type: e.constructor?.name ?? 'Error',
      message: `Failed query: ${e.query}`,
      stack: [`Error: Failed query: ${e.query}`, ...ownStack].join('\n'),
      query: e.query,
      database: databaseCause(e.cause),
    };
  }
  return pino.stdSerializers.err(err as Error) as unknown as SerializedError;
}

/**
 * The one logger of a process: Fastify logs requests through it and the adapters (mail outbox,
 * speech) use it too. Only a request's path is logged: query strings may hold one-time tokens.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing (tests). */
export const silentLogger: Logger = pino({ level: 'silent' });
