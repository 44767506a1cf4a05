import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, childViewHeader, createUser } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { createAdmin } from './admin.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'bundleId' ? 'somali-core' : '1'));

describe('every admin call is for administrators only', () => {
  it('answers 403 to a learner, a parent, a child and a parent viewing as a child, on every /admin route', async () => {
    const learner = await createUser(ctx);
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    const callers = {
      learner: await authHeader(ctx, learner),
      parent: parent.headers,
      child: await authHeader(ctx, child),
      'parent viewing as child': await childViewHeader(ctx, child, parent.user),
    };
    const routes = ctx.app.routeAccess.filter((r) => r.url.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(27);
    expect(routes.every((r) => r.access === 'admin')).toBe(true);
    for (const route of routes) {
      for (const [who, headers] of Object.entries(callers)) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        expect(res.statusCode, `${who}: ${route.method} ${route.url}`).toBe(403);
        expect(res.json(), `${who}: ${route.method} ${route.url}`).toEqual({
          detail: 'Administrator access required',
        });
      }
    }
    // Nothing was changed by the refused calls: the user still exists, no audit entry was written.
    const admin = await createAdmin(ctx);
    const audit = await ctx.app.inject({ url: '/api/admin/audit-log', headers: admin.headers });
    expect(audit.json()).toEqual([]);
  });

  it('lets an administrator in', async () => {
    const admin = await createAdmin(ctx);
    const res = await ctx.app.inject({ url: '/api/admin/analytics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
  });
});
