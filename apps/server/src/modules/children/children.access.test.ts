import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '@/db/schema';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { authHeader, createUser } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { CHILD_NOT_FOUND } from './children.service';

/**
 * Who reaches the children calls: the parent of the child only. Another parent gets 404 (the
 * child does not exist for them), a child account, a parent viewing as a child, a learner and an
 * admin who is not a parent get 403, and nobody signed in gets 401.
 */
let ctx: TestContext;
let parent: { user: UserRow; headers: Record<string, string> };
let child: UserRow;
let callers: Record<string, Record<string, string>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
  parent = await createParent(ctx);
  child = await createChildOf(ctx, parent.user, { name: 'Mine', age: 8 });
  const other = await createParent(ctx);
  await createChildOf(ctx, other.user);
  const childView = await childViewSession(ctx, parent.headers, child.id);
  callers = {
    parent: parent.headers,
    'other parent': other.headers,
    child: await authHeader(ctx, child),
    'parent viewing as the child': childView.headers,
    learner: await authHeader(ctx, await createUser(ctx)),
    'admin (not a parent)': await authHeader(ctx, await createUser(ctx, { isAdmin: true })),
    anonymous: {},
  };
});

const PASSWORD = 'Hodan-Pass1!';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every children call, with a body that is valid for it. `own` is true when it names the child. */
const CALLS: { method: Method; url: (id: number) => string; body?: () => object; own: boolean }[] = [
  { method: 'GET', url: () => '/api/children/dashboard', own: false },
  { method: 'GET', url: () => '/api/children', own: false },
  {
    method: 'POST',
    url: () => '/api/children',
    body: () => ({ name: 'New', username: `new${Math.random().toString(36).slice(2, 10)}`, password: PASSWORD }),
    own: false,
  },
  { method: 'GET', url: (id) => `/api/children/${id}`, own: true },
  { method: 'PUT', url: (id) => `/api/children/${id}`, body: () => ({ name: 'Mine' }), own: true },
  { method: 'PATCH', url: (id) => `/api/children/${id}`, body: () => ({ name: 'Mine' }), own: true },
  { method: 'GET', url: (id) => `/api/children/${id}/progress`, own: true },
  { method: 'POST', url: (id) => `/api/children/${id}/reset-progress`, own: true },
  { method: 'POST', url: (id) => `/api/children/${id}/session`, own: true },
  { method: 'DELETE', url: (id) => `/api/children/${id}`, own: true },
];

const EXPECTED: Record<string, (own: boolean) => number> = {
  parent: () => 200,
  'other parent': (own) => (own ? 404 : 200),
  child: () => 403,
  'parent viewing as the child': () => 403,
  learner: () => 403,
  'admin (not a parent)': () => 403,
  anonymous: () => 401,
};

describe('children authorization matrix', () => {
  it.each(Object.keys(EXPECTED))('%s', async (who) => {
    // The parent's DELETE runs last of all (it removes the child), so the other callers go first.
    for (const call of CALLS) {
      if (who === 'parent' && call.method === 'DELETE') continue;
      const res = await ctx.app.inject({
        method: call.method,
        url: call.url(child.id),
        headers: callers[who],
        payload: call.body?.(),
      });
      const expected = EXPECTED[who]!(call.own);
      const status = call.method === 'POST' && call.url(0) === '/api/children' && expected === 200 ? 201 : expected;
      expect(res.statusCode, `${who}: ${call.method} ${call.url(child.id)} ${res.body}`).toBe(status);
      if (status >= 400) expect(res.json(), `${who}: ${call.method} ${call.url(child.id)}`).toHaveProperty('detail');
      // Another parent's child answers exactly as a child that does not exist.
      if (status === 404) expect(res.json()).toEqual({ detail: CHILD_NOT_FOUND });
    }
  });

  it("leaves the child untouched by everyone else's attempts, then lets its parent delete it", async () => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, child.id));
    expect(row).toMatchObject({ name: 'Mine', parentId: parent.user.id });
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers: parent.headers });
    expect(res.statusCode).toBe(200);
  });
});
