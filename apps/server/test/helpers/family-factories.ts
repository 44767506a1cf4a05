import type { users, UserRow } from '@/db/schema';
import { authHeader, createUser } from './factories';
import type { TestContext } from './test-app';

/** A verified parent account and its authorization header. */
export async function createParent(ctx: TestContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(ctx, { isParent: true, ...overrides });
  return { user, headers: await authHeader(ctx, user) };
}

/** A child account of `parent` made directly in the database (no email, not verified: as created by a parent). */
export async function createChildOf(
  ctx: TestContext,
  parent: UserRow,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  return createUser(ctx, {
    isChild: true,
    parentId: parent.id,
    name: 'Factory Child',
    email: null,
    emailVerified: false,
    ...overrides,
  });
}

/** The child-scoped token pair a parent gets to view the app as `child` (POST /children/{id}/session). */
export async function childViewSession(ctx: TestContext, parentHeaders: Record<string, string>, childId: number) {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/children/${childId}/session`, headers: parentHeaders });
  if (res.statusCode !== 200) throw new Error(`child session failed: ${res.statusCode} ${res.body}`);
  const pair = res.json() as { access_token: string; refresh_token: string; child_name: string };
  return { ...pair, headers: { authorization: `Bearer ${pair.access_token}` } };
}
