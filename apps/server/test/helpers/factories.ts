import { randomBytes } from 'node:crypto';
import { users, type UserRow } from '@/db/schema';
import type { TestContext } from './test-app';

let seq = 0;

/** The TOTP secret (base32) of every administrator a test creates; codes: totpCodeAt(secret, now). */
export const TEST_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Creates a verified, active account directly in the database. Override any column. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  seq += 1;
  const tag = `${seq}${randomBytes(3).toString('hex')}`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `learner${tag}@example.test`,
      username: `learner${tag}`,
      // Not a real hash: factory users sign in through authHeader(), not the password.
      passwordHash: 'factory-user-without-password',
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  // Administrators hold a second factor (ADMIN_REQUIRE_MFA): one whose codes tests can compute.
  if (row.isAdmin) await ctx.services.mfa.enableWithSecret(row.id, TEST_ADMIN_TOTP_SECRET);
  // As registration does once an account is written: the admin user list is read again.
  ctx.adapters.changes.publish({ accounts: [row.id] });
  return row;
}

/** Authorization header with a fresh access token for the user. */
export async function authHeader(ctx: TestContext, user: UserRow): Promise<{ authorization: string }> {
  const { sessionId } = await ctx.services.refreshTokens.start(user.id);
  return { authorization: `Bearer ${await ctx.services.tokens.sign(user, { sessionId })}` };
}

/** The password of users made by createUserWithPassword. */
export const FACTORY_PASSWORD = 'Factory-Pass1!';

/** A verified account that can sign in through /api/auth/token with FACTORY_PASSWORD. */
export async function createUserWithPassword(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const { hashPassword } = await import('@/modules/users');
  return createUser(ctx, { passwordHash: await hashPassword(FACTORY_PASSWORD), ...overrides });
}

/** Signs in through the API (form-encoded, as the web app does). */
export async function signInThroughApi(
  ctx: TestContext,
  identifier: string,
  password = FACTORY_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: identifier, password }).toString(),
  });
}

/** Authorization header of a parent viewing as `child`: a child-scoped session naming the parent. */
export async function childViewHeader(
  ctx: TestContext,
  child: UserRow,
  parent: UserRow,
): Promise<{ authorization: string }> {
  const { sessionId } = await ctx.services.refreshTokens.start(child.id, { actingParentId: parent.id });
  const token = await ctx.services.tokens.sign(child, { sessionId, actingParentId: parent.id });
  return { authorization: `Bearer ${token}` };
}
