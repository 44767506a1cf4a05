import type { RouteOptions } from 'fastify';
import { detailSchema, validationErrorSchema } from '@hadal/domain';
import type { ZodType } from 'zod';
import type { AppInstance } from '@/app-types';

/**
 * The OpenAPI document tells the truth: every status a route can answer is declared with its schema.
 * Answers that every route of a shape can give are declared here from the route itself; the rest
 * (404, 409, 429 …) each route declares. In tests, every answer is checked against its declaration.
 */
export function declareCommonAnswers(route: RouteOptions): void {
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  const response = (schema.response ??= {}) as Record<string, unknown>;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // DELETE too: Fastify parses a body on any of these when the request has one.
  const takesBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE');
  if (schema.body || schema.querystring || schema.params || schema.headers) response[422] ??= validationErrorSchema;
  if (takesBody) {
    // Malformed JSON, an unsupported content type (400, 415) and a body over the limit (413).
    response[400] ??= detailSchema;
    response[413] ??= detailSchema;
    response[415] ??= detailSchema;
  }
  // The database unreachable or too slow: 503 with Retry-After (plugins/error-handler.ts).
  response[503] ??= detailSchema;
}

export interface ContractViolation {
  method: string;
  url: string;
  status: number;
  problem: string;
}

/** Answers seen in this process that their route does not declare (read by the test helpers). */
export const contractViolations: ContractViolation[] = [];

function declaredSchema(responses: Record<string, unknown> | undefined, status: number): unknown {
  if (!responses) return undefined;
  return responses[status] ?? responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
}

/** Checks every answer of `scope` against its route's declared response schemas (tests only). */
export function checkResponseContract(scope: AppInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    if (!route.url) return payload;
    const status = reply.statusCode;
    const record = (problem: string) =>
      contractViolations.push({ method: request.method, url: route.url ?? request.url, status, problem });
    const responses = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    const schema = declaredSchema(responses, status);
    if (!schema) {
      record('status not declared');
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json') || typeof payload !== 'string') return payload;
    const parsed = (schema as ZodType).safeParse?.(JSON.parse(payload));
    if (parsed && !parsed.success) record(`body does not match: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return payload;
  });
}
