import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, responseJsonSchema } from './serializer';

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  nested: z.object({ ok: z.boolean() }).optional(),
});

async function appWith(checkWithZod: boolean, schema: z.ZodType, payload: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(createSerializerCompiler({ checkWithZod }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => payload);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('writes the same JSON as zod and JSON.stringify, dropping fields the schema does not name', async () => {
    const payload = { id: 1, name: 'Nabad', email: null, tags: ['a'], nested: { ok: true }, passwordHash: 'x' };
    for (const check of [false, true]) {
      const app = await appWith(check, answer, payload);
      const res = await app.inject('/x');
      expect(res.json()).toEqual(answer.parse(payload));
      expect(res.body).not.toContain('passwordHash');
    }
  });

  it('checks each answer with zod in tests and fails a mismatch', async () => {
    const app = await appWith(true, answer, { id: 'one', name: 'x', email: null, tags: [] });
    expect((await app.inject('/x')).statusCode).toBe(500);
  });

  it('turns nullable primitives into type lists fast-json-stringify writes directly', () => {
    const json = responseJsonSchema(answer) as { properties: Record<string, unknown> };
    expect(json.properties.email).toEqual({ type: ['string', 'null'] });
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', async () => {
    const withTransform = z.object({ n: z.number() }).transform((v) => ({ n: v.n * 2 }));
    expect(responseJsonSchema(withTransform)).toBeNull();
    const app = await appWith(false, z.object({ when: z.date() }), { when: new Date(0) });
    expect((await app.inject('/x')).statusCode).toBe(200);
  });

  it('keeps the zod serializer for a union, so an answer with an extra field still goes out', async () => {
    const union = z.discriminatedUnion('done', [
      z.object({ done: z.literal(false), next: z.string() }),
      z.object({ done: z.literal(true), score: z.number() }),
    ]);
    expect(responseJsonSchema(union)).toBeNull();
    const app = await appWith(false, union, { done: true, score: 3, internal: 'x' });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ done: true, score: 3 });
  });
});
