import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBundle } from '@/modules/lessons/lessons.fixtures';
import { call, createAdmin } from '@/modules/admin/admin.fixtures';
import { authHeader, createUser } from '@test/helpers/factories';
import { childViewSession, createChildOf, createParent } from '@test/helpers/family-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';

/**
 * The access-token check keeps each account's row for a minute (modules/sessions account-cache.ts). Every write to
 * an account through the API must be seen by the very next request, on PGlite and PostgreSQL:
 * each case first makes a request that caches the row, then changes it, then checks.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await registerFixtureBundle(ctx);
  admin = await createAdmin(ctx);
});

const profile = (headers: Record<string, string>) => call(ctx, headers, 'GET', '/auth/profile');

describe('a cached account is read again as soon as it changes', () => {
  it('shows XP earned by a progress update and removed by a reset', async () => {
    const headers = await authHeader(ctx, await createUser(ctx));
    expect((await profile(headers)).json()).toMatchObject({ xp_points: 0 });
    const put = await call(ctx, headers, 'PUT', '/lessons/progress/food-one', {
      progress_percentage: 100,
      completed: true,
      xp_earned: 10,
      attempt_id: randomUUID(),
    });
    expect(put.statusCode).toBe(200);
    const earned = put.json().total_xp as number;
    expect(earned).toBeGreaterThan(0);
    expect((await profile(headers)).json()).toMatchObject({ xp_points: earned });
    expect((await call(ctx, headers, 'POST', '/profile/reset-progress', { confirmation: 'RESET' })).statusCode).toBe(
      200,
    );
    expect((await profile(headers)).json()).toMatchObject({ xp_points: 0 });
  });

  it('lets an account in once an admin verifies its email', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    const headers = await authHeader(ctx, user);
    expect((await profile(headers)).statusCode).toBe(403);
    expect((await call(ctx, admin.headers, 'POST', `/admin/users/${user.id}/verify-email`)).statusCode).toBe(200);
    expect((await profile(headers)).json()).toMatchObject({ email_verified: true });
  });

  it("shows a child's new username, and refuses a child its parent deleted", async () => {
    const { user: parent, headers: parentHeaders } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    const childHeaders = await authHeader(ctx, child);
    expect((await profile(childHeaders)).statusCode).toBe(200);
    const renamed = `renamed${child.id}`;
    const update = await call(ctx, parentHeaders, 'PATCH', `/children/${child.id}`, { username: renamed });
    expect(update.statusCode).toBe(200);
    expect((await profile(childHeaders)).json()).toMatchObject({ username: renamed });
    expect((await call(ctx, parentHeaders, 'DELETE', `/children/${child.id}`)).statusCode).toBe(200);
    expect((await profile(childHeaders)).statusCode).toBe(401);
  });

  it('ends viewing as a child once an admin moves the child to another parent', async () => {
    const { user: parent, headers } = await createParent(ctx);
    const { user: other } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    const session = await childViewSession(ctx, headers, child.id);
    expect((await profile(session.headers)).statusCode).toBe(200);
    const move = await call(ctx, admin.headers, 'POST', `/admin/child-profiles/${child.id}/move`, {
      new_parent_id: other.id,
    });
    expect(move.statusCode).toBe(200);
    expect((await profile(session.headers)).statusCode).toBe(401);
  });

  it("refuses a deleted parent's children at once (their rows go by cascade)", async () => {
    const { user: parent, headers } = await createParent(ctx);
    const child = await createChildOf(ctx, parent);
    const childHeaders = await authHeader(ctx, child);
    expect((await profile(headers)).statusCode).toBe(200);
    expect((await profile(childHeaders)).statusCode).toBe(200);
    expect((await call(ctx, admin.headers, 'DELETE', `/admin/users/${parent.id}`)).statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await profile(childHeaders)).statusCode).toBe(401);
  });
});
