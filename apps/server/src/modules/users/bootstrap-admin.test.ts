import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { createTestApp } from '@test/helpers/test-app';
import { createUser, signInThroughApi } from '@test/helpers/factories';
import { ensureBootstrapAdmin } from './bootstrap-admin';

const ctx = await createTestApp();

describe('bootstrap administrator', () => {
  it('creates a verified admin that can sign in, and does nothing without configuration', async () => {
    expect(await ensureBootstrapAdmin(ctx.db, undefined, undefined)).toBeNull();
    const id = await ensureBootstrapAdmin(ctx.db, 'Root@Hadal.test', 'Admin-Pass1!');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id!));
    expect(row).toMatchObject({
      isAdmin: true,
      isBootstrapAdmin: true,
      emailVerified: true,
      accountStatus: 'active',
      username: 'Root',
    });
    const res = await signInThroughApi(ctx, 'root@hadal.test', 'Admin-Pass1!');
    expect(res.statusCode).toBe(200);
    expect((await ctx.services.tokens.verify(res.json().access_token)).roles).toContain('admin');
  });

  it('repairs an existing account: admin again, verified, enabled, with the configured password', async () => {
    const user = await createUser(ctx, { email: 'owner@hadal.test', emailVerified: false, accountStatus: 'disabled' });
    expect(await ensureBootstrapAdmin(ctx.db, 'OWNER@hadal.test', 'Owner-Pass1!')).toBe(user.id);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: true, isBootstrapAdmin: true, emailVerified: true, accountStatus: 'active' });
    expect((await signInThroughApi(ctx, 'owner@hadal.test', 'Owner-Pass1!')).statusCode).toBe(200);
    // Running again keeps the same hash (no needless rehash).
    await ensureBootstrapAdmin(ctx.db, 'owner@hadal.test', 'Owner-Pass1!');
    const [again] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(again?.passwordHash).toBe(row?.passwordHash);
  });
});
