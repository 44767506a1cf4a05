import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractViolations } from '@/plugins/response-contract';
import { createTestApp } from '@test/helpers/test-app';
import { createIdentities, partialWrites, ROLES, type Role } from './fuzz-identities';
import { encodeMultipart, multipartFor, OVERSIZED, printable, type MultipartPart } from './fuzz-bodies';
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
 * Property: whatever a client sends to any operation of the OpenAPI document, as any role, the
 * server answers below 500, every 4xx with a detail, with a status and body its document declares,
 * and leaves nothing half-written.
 */
describe('every operation of /api/docs under generated requests', () => {
  it('answers every request without a 5xx and inside its declared contract', { timeout: 300_000 }, async () => {
    // A speech provider is configured (a fake that hears one word), so pronunciation checks run;
    // a social provider is configured (a fake that refuses every code), so social sign-in runs.
    const ctx = await createTestApp({
      speech: { provider: 'openai', thirdParty: true, transcribe: async () => 'nabad' },
      oauth: {
        google: {
          authorizeUrl: async ({ state }) => `https://accounts.example.test/authorize?state=${state}`,
          exchange: async () => {
            throw new Error('invalid_grant');
          },
        },
      },
    });
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const resolve = (ref: string) => document.components?.schemas?.[ref.split('/').pop()!];
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(40);

    const identities = await createIdentities(ctx);
    const lessons = (
      await ctx.app.inject({ url: '/api/lessons?limit=20', headers: identities.headers('learner') })
    ).json<{ stable_id: string; id: number }[]>();
    const known = [...lessons.flatMap((lesson) => [lesson.stable_id, String(lesson.id)]), ...identities.ids];

    const requestFor = (operation: Operation) => {
      const parameters = operation.parameters ?? [];
      const values = parameters.map((p) =>
        (p.required ? arbitraryFor(p.schema, resolve, known) : fc.option(arbitraryFor(p.schema, resolve, known))).map(
          (value) => [p, value] as const,
        ),
      );
      const content = operation.requestBody?.content ?? {};
      const bodySchema = content['application/json']?.schema;
      const multipartSchema = content['multipart/form-data']?.schema;
      const anyBody = bodySchema ?? multipartSchema;
      const body = anyBody
        ? fc.oneof(
            ...(bodySchema
              ? [{ weight: 8, arbitrary: arbitraryFor(bodySchema, resolve, known).map((v) => ({ kind: 'json', v })) }]
              : []),
            ...(multipartSchema ? [{ weight: 8, arbitrary: multipartFor(multipartSchema) }] : []),
            { weight: 1, arbitrary: fc.string().map((v) => ({ kind: 'raw-json', v })) },
            { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.string()).map((v) => ({ kind: 'form', v })) },
            { weight: 1, arbitrary: fc.constant({ kind: 'oversized', v: null }) },
            {
              weight: 1,
              arbitrary: fc
                .tuple(fc.constantFrom('text/plain', 'application/xml', 'image/png', 'x/y; charset=zz'), fc.string())
                .map((v) => ({ kind: 'other-type', v })),
            },
          )
        : fc.constant(undefined);
      return fc.record({
        operation: fc.constant(operation),
        parameters: values.length > 0 ? fc.tuple(...values) : fc.constant([]),
        body,
        who: fc.constantFrom(...ROLES),
        extraHeaders: fc.option(
          fc.record(
            {
              'x-time-zone': fc.oneof(fc.constantFrom('Africa/Mogadishu', 'Not/AZone', 'UTC', ''), fc.string()),
              'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip;q=0', '*;q=0', 'identity'), fc.string()),
              'if-none-match': fc.oneof(fc.constant('*'), fc.string()),
              'accept-language': fc.string(),
            },
            { requiredKeys: [] },
          ),
        ),
      });
    };

    const sent: Record<string, number> = {};
    const perKind: Record<string, number> = {};
    const perRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(...operations.map(requestFor)),
        async ({ operation, parameters, body, who, extraHeaders }) => {
          let url = operation.path;
          const query = new URLSearchParams();
          for (const [parameter, value] of parameters) {
            if (value === null && !parameter.required) continue;
            if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(toText(value)));
            if (parameter.in === 'query') query.append(parameter.name, toText(value));
          }
          const headers: Record<string, string> = { ...printable(extraHeaders ?? {}), ...identities.headers(who) };
          let payload: string | Buffer | undefined;
          if (body?.kind === 'json' || body?.kind === 'raw-json') {
            headers['content-type'] = 'application/json';
            payload = body.kind === 'json' ? (JSON.stringify(body.v) ?? 'null') : String(body.v);
          } else if (body?.kind === 'form') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            payload = new URLSearchParams(body.v as Record<string, string>).toString();
          } else if (body?.kind === 'multipart') {
            const encoded = await encodeMultipart(body.v as MultipartPart[]);
            headers['content-type'] = encoded.contentType;
            payload = encoded.body;
          } else if (body?.kind === 'oversized') {
            headers['content-type'] = 'application/json';
            payload = OVERSIZED;
          } else if (body?.kind === 'other-type') {
            const [type, text] = body.v as [string, string];
            headers['content-type'] = type;
            payload = text;
          }
          const target = query.size > 0 ? `${url}?${query}` : url;
          const answer = await ctx.app.inject({ method: operation.method as 'GET', url: target, headers, payload });
          sent[`${operation.method} ${operation.path}`] = (sent[`${operation.method} ${operation.path}`] ?? 0) + 1;
          perRole[who] += 1;
          const shown = Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : (payload ?? '');
          const seen = `${who} ${operation.method} ${target} ${shown.slice(0, 2000)} → ${answer.statusCode} ${answer.body}`;
          perKind[String(body?.kind ?? 'none')] = (perKind[String(body?.kind ?? 'none')] ?? 0) + 1;
          if (body?.kind === 'oversized') expect(answer.statusCode, seen).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, seen).toBeLessThan(500);
          if (answer.statusCode >= 400 && String(answer.headers['content-type']).includes('json'))
            expect(typeof answer.json().detail, seen).toBe('string');
          expect(contractViolations, seen).toEqual([]);
          // A generated call may end a session or delete an account: the role carries on as a new one.
          if (answer.statusCode === 401 && who !== 'anonymous' && who !== 'forged') await identities.renew(who);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Every operation was reached, not only the first few, by every role; nothing half-written.
    expect(Object.keys(sent).length).toBe(operations.length);
    console.info(
      `fuzz: ${RUNS} requests to ${operations.length} operations, per role ${JSON.stringify(perRole)}, per body ${JSON.stringify(perKind)}`,
    );
    for (const kind of ['json', 'multipart', 'oversized', 'other-type']) expect(perKind[kind], kind).toBeGreaterThan(0);
    for (const role of ROLES) expect(perRole[role], role).toBeGreaterThan(RUNS / ROLES.length / 2);
    expect(await partialWrites(ctx)).toEqual([]);
  });
});

describe('the partial-write check after the fuzz run', () => {
  it('finds an XP total that no grant explains', async () => {
    const ctx = await createTestApp();
    const identities = await createIdentities(ctx);
    expect(await partialWrites(ctx)).toEqual([]);
    expect(identities.ids.length).toBeGreaterThan(0);
    await ctx.db.execute(sql`update users set xp_points = xp_points + 5 where id = ${Number(identities.ids[0])}`);
    expect(await partialWrites(ctx)).toHaveLength(1);
  });
});
