import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractViolations } from '@/plugins/response-contract';
import { authHeader, createUser } from '@test/helpers/factories';
import { createTestApp } from '@test/helpers/test-app';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary';

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** How many generated requests one run sends (a few thousand by default; FUZZ_RUNS to go further). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const toText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/**
 * Property: whatever a client sends to any operation of the OpenAPI document, signed in or not,
 * the server answers below 500, and with a status and body its document declares.
 */
describe('every operation of /api/docs under generated requests', () => {
  it('answers every request without a 5xx and inside its declared contract', { timeout: 300_000 }, async () => {
    const ctx = await createTestApp();
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const resolve = (ref: string) => document.components?.schemas?.[ref.split('/').pop()!];
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(40);

    let learner = await createUser(ctx);
    let learnerHeaders = await authHeader(ctx, learner);
    const lessons = (await ctx.app.inject({ url: '/api/lessons?limit=20', headers: learnerHeaders })).json<
      { stable_id: string; id: number }[]
    >();
    const known = lessons.flatMap((lesson) => [lesson.stable_id, String(lesson.id)]);

    const requestFor = (operation: Operation) => {
      const parameters = operation.parameters ?? [];
      const values = parameters.map((p) =>
        (p.required ? arbitraryFor(p.schema, resolve, known) : fc.option(arbitraryFor(p.schema, resolve, known))).map(
          (value) => [p, value] as const,
        ),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema
        ? fc.oneof(
            { weight: 8, arbitrary: arbitraryFor(bodySchema, resolve, known).map((v) => ({ kind: 'json', v })) },
            { weight: 1, arbitrary: fc.string().map((v) => ({ kind: 'raw-json', v })) },
            { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.string()).map((v) => ({ kind: 'form', v })) },
          )
        : fc.constant(undefined);
      return fc.record({
        operation: fc.constant(operation),
        parameters: values.length > 0 ? fc.tuple(...values) : fc.constant([]),
        body,
        who: fc.constantFrom('learner', 'anonymous', 'forged'),
      });
    };

    const sent: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.oneof(...operations.map(requestFor)), async ({ operation, parameters, body, who }) => {
        let url = operation.path;
        const query = new URLSearchParams();
        for (const [parameter, value] of parameters) {
          if (value === null && !parameter.required) continue;
          if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(toText(value)));
          if (parameter.in === 'query') query.append(parameter.name, toText(value));
        }
        const headers: Record<string, string> =
          who === 'learner' ? { ...learnerHeaders } : who === 'forged' ? { authorization: 'Bearer e30.e30.x' } : {};
        let payload: string | undefined;
        if (body?.kind === 'json' || body?.kind === 'raw-json') {
          headers['content-type'] = 'application/json';
          payload = body.kind === 'json' ? (JSON.stringify(body.v) ?? 'null') : String(body.v);
        } else if (body?.kind === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(body.v as Record<string, string>).toString();
        }
        const target = query.size > 0 ? `${url}?${query}` : url;
        const answer = await ctx.app.inject({ method: operation.method as 'GET', url: target, headers, payload });
        sent[`${operation.method} ${operation.path}`] = (sent[`${operation.method} ${operation.path}`] ?? 0) + 1;
        expect(answer.statusCode, `${operation.method} ${target} ${payload ?? ''} → ${answer.body}`).toBeLessThan(500);
        expect(contractViolations, `${operation.method} ${target} ${payload ?? ''}`).toEqual([]);
        // A generated call may end the learner's session or account: carry on as a new learner.
        if (who === 'learner' && answer.statusCode === 401) {
          learner = await createUser(ctx);
          learnerHeaders = await authHeader(ctx, learner);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Every operation was reached, not only the first few.
    expect(Object.keys(sent).length).toBe(operations.length);
  });
});
