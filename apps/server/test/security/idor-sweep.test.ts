import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { PLACEMENT_LESSONS } from '@/modules/placement/placement.fixtures';
import { REVIEW_LESSONS } from '@/modules/review/review.fixtures';
import { fakeTts } from '@/modules/dynamic-lessons/dynamic-lessons.fixtures';
import { startFakeLlmServer } from '@test/helpers/fake-llm-server';
import { createWorld, IDENTITIES, snapshot } from '@test/helpers/idor-world';
import { enableMfa } from '@test/helpers/mfa-factories';
import { createTestApp } from '@test/helpers/test-app';
import { EXCLUSIONS, idorCases } from './idor-cases';

/**
 * OWASP ASVS 5.0 V8.2 (object-level authorisation): every route that names a record, generated from
 * the route declarations, tried by every caller who does not own the record. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
const llm = await startFakeLlmServer();
afterAll(() => llm.close());
const ctx = await createTestApp({
  env: { LLM_BASE_URL: llm.url, SUPPORT_ADDRESS: 'help@hadal.test' },
  tts: fakeTts,
  mailer: createMemoryMailer(),
});
// The review lessons first in their rows, so that no placement lesson locks them.
await registerFixtureBundle(ctx, [...REVIEW_LESSONS.map((l) => ({ ...l, order_index: 0 })), ...PLACEMENT_LESSONS]);
const world = await createWorld(ctx);
await enableMfa(ctx, world.callers.A.user);
const CASES = idorCases(llm);

/** Body and query fields that name a record: `id`, `…_id`, `…_ids`. */
const ID_FIELD = /(^|_)ids?$/;

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('the IDOR sweep covers every route that names a record', () => {
  it('has a case or a reasoned exclusion for each path parameter and id field, and no stale entry', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const keys = new Set(ctx.app.routeAccess.map((r) => `${r.method} ${r.url}`));
    const needing = ctx.app.routeAccess
      .filter((r) => {
        const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
        const fields = [
          ...(op?.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name),
          ...Object.values(op?.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})),
        ];
        return r.url.includes('/:') || fields.some((f) => ID_FIELD.test(f));
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(needing.filter((k) => !(k in CASES) && !(k in EXCLUSIONS))).toEqual([]);
    expect([...Object.keys(CASES), ...Object.keys(EXCLUSIONS)].filter((k) => !keys.has(k))).toEqual([]);
    for (const reason of Object.values(EXCLUSIONS)) expect(reason.length).toBeGreaterThan(20);
    // Each route is exactly one of the two; the sweep tries every case.
    expect(Object.keys(CASES).filter((k) => k in EXCLUSIONS)).toEqual([]);
    expect(needing.length).toBe(Object.keys(CASES).length + Object.keys(EXCLUSIONS).length);
  });
});

describe('no caller reaches a record of another', () => {
  const { A, A1 } = world.callers;
  const always = [A.user.email!, A.user.username, A1.user.username];

  for (const [key, c] of Object.entries(CASES)) {
    it(`${key} (${c.scope}, owner ${c.owner})`, async () => {
      const target = await c.make(world);
      const scope = c.scope === 'own' ? { ownerIds: target.ownerIds } : {};
      const request = (who: (typeof IDENTITIES)[number]) =>
        ctx.app.inject({
          method: target.method,
          url: target.url,
          headers: {
            ...world.callers[who].headers,
            ...(target.contentType ? { 'content-type': target.contentType } : {}),
          },
          payload: target.payload,
        });
      const before = await snapshot(ctx, scope);
      const intruders = IDENTITIES.filter((who) => who !== c.owner);
      for (const who of intruders) {
        const res = await request(who);
        const name = `${who} ${target.method} ${target.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (c.scope === 'owned') {
          expect([403, 404], name).toContain(res.statusCode);
          expect(typeof res.json().detail, name).toBe('string');
        } else {
          expect(res.statusCode, name).toBeLessThan(500);
        }
        for (const secret of [...target.secrets, ...always])
          expect(res.body, `${name} shows ${secret}`).not.toContain(secret);
      }
      expect(await snapshot(ctx, scope), `${key}: tables changed by callers who do not own the record`).toEqual(before);
      // The owner does reach it: the sweep cannot pass by everything failing.
      const own = await request(c.owner);
      expect(own.statusCode, `${c.owner} ${key} → ${own.statusCode} ${own.body}`).toBeGreaterThanOrEqual(200);
      expect(own.statusCode, `${c.owner} ${key} → ${own.statusCode} ${own.body}`).toBeLessThan(300);
      expect(intruders.length).toBe(IDENTITIES.length - 1);
    });
  }
});
