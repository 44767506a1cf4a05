import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '@/lib/database-errors';
import { HttpError } from '@/lib/errors';

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;
export const SERVICE_UNAVAILABLE_MESSAGE = 'Hadal is temporarily unavailable. Please try again in a few seconds.';

interface ValidationIssue {
  path: string;
  message: string;
}

function validationIssues(err: FastifyError): ValidationIssue[] {
  const where = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => {
    const pointer = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    return { path: pointer ? `${where}.${pointer}` : where, message: v.message ?? 'is invalid' };
  });
}

/** One place that turns every thrown error into the JSON of ARCHITECTURE.md. Never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = validationIssues(error);
      const first = errors[0];
      // A rule's own message (a refinement: the spec's wording) is the whole answer; a plain type or
      // size check is prefixed with the field it concerns.
      const custom = error.validation?.[0]?.keyword === 'custom';
      const detail = !first ? 'Invalid request' : custom ? first.message : `Invalid ${first.path}: ${first.message}`;
      return reply.code(422).send({ detail, errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send({ detail: SERVICE_UNAVAILABLE_MESSAGE });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ detail: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `Request body is too large: at most ${request.routeOptions.bodyLimit ?? 'the limit of'} bytes`
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body must not be empty'
              : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? 'Request body is not valid JSON'
                : error.message;
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
}

/** JSON 404 for every unknown path (used when no built web app is served). */
export function registerJsonNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
