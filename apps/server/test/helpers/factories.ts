import { randomBytes } from 'node:crypto';
import { users, type UserRow } from '../../src/db/schema';
import type { TestContext } from './test-app';

let seq = 0;

/** Creates a verified, active account directly in the database. Override any column. */
export async function createUser(ctx: TestContext, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
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
  return row;
}

/** Authorization header with a fresh access token for the user. */
export async function authHeader(ctx: TestContext, user: UserRow): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await ctx.app.deps.tokens.sign(user)}` };
}
