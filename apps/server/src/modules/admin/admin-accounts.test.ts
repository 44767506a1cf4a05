import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_COMPLEXITY_MESSAGE, type AdminChildProfile, type AdminUser } from '@hadal/domain';
import { lessonProgress, mfaSecrets, sessions, users } from '@/db/schema';
import { authHeader, createUser, createUserWithPassword, signInThroughApi } from '@test/helpers/factories';
import { createChildOf, createParent } from '@test/helpers/family-factories';
import { codeNow } from '@test/helpers/mfa-factories';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { SHARED_LIST_TTL_MS } from '@/lib/shared-list';
import { ensureBootstrapAdmin } from '@/modules/users';
import { ADMIN_MESSAGES } from './admin-accounts';
import { call, createAdmin } from './admin.fixtures';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
});

const as = (method: Parameters<typeof call>[2], url: string, payload?: unknown) =>
  call(ctx, admin.headers, method, url, payload);
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('admin users', () => {
  it('lists accounts (not child profiles) with email, username, email_verified and MFA state', async () => {
    const unverified = await createUser(ctx, { emailVerified: false });
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    const list = (await as('GET', '/admin/users')).json() as AdminUser[];
    expect(list.find((u) => u.id === unverified.id)).toEqual(
      expect.objectContaining({
        email: unverified.email,
        username: unverified.username,
        email_verified: false,
        mfa_enabled: false,
        mfa_enabled_at: null,
        is_bootstrap_admin: false,
      }),
    );
    expect(list.some((u) => u.id === child.id)).toBe(false);
  });

  it('shows two-factor on, with its date, only for accounts that finished setting it up', async () => {
    const [on, pending] = [await createUser(ctx), await createUser(ctx)];
    const enabledAt = new Date('2026-03-04T05:06:07.089Z');
    await ctx.db.insert(mfaSecrets).values([
      { userId: on.id, secretEncrypted: 'v1.a.b.c', enabledAt },
      { userId: pending.id, secretEncrypted: 'v1.a.b.c', enabledAt: null },
    ]);
    // As the MFA module does once it has turned two-factor on.
    ctx.adapters.changes.publish({ accounts: [on.id, pending.id] });
    const list = (await as('GET', '/admin/users')).json() as AdminUser[];
    expect(list.find((u) => u.id === on.id)).toMatchObject({
      mfa_enabled: true,
      mfa_enabled_at: '2026-03-04T05:06:07.089Z',
    });
    expect(list.find((u) => u.id === pending.id)).toMatchObject({ mfa_enabled: false, mfa_enabled_at: null });
    expect(list.map((u) => u.id)).toEqual([...list.map((u) => u.id)].sort((a, b) => a - b));
  });

  it('writes each account as the schema orders it, escaped, and keeps the list until an account changes', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    await ctx.db.update(users).set({ username: 'say "haa"\\ \u00e9\n\ttab' }).where(eq(users.id, user.id));
    ctx.adapters.changes.publish({ accounts: [user.id] });
    const first = await as('GET', '/admin/users');
    const row = await userRow(user.id);
    const shown = (first.json() as AdminUser[]).find((u) => u.id === user.id)!;
    expect(Object.keys(shown)).toEqual([
      'id',
      'email',
      'username',
      'email_verified',
      'mfa_enabled',
      'mfa_enabled_at',
      'is_admin',
      'is_parent',
      'is_bootstrap_admin',
      'is_voice_contributor',
      'created_at',
    ]);
    expect(shown).toEqual({
      id: user.id,
      email: row!.email,
      username: 'say "haa"\\ \u00e9\n\ttab',
      email_verified: false,
      mfa_enabled: false,
      mfa_enabled_at: null,
      is_admin: false,
      is_parent: false,
      is_bootstrap_admin: false,
      is_voice_contributor: false,
      created_at: row!.createdAt.toISOString(),
    });
    expect(first.headers['cache-control']).toBe('no-store');
    // The same list again is the same answer. A change another process made shows as soon as it
    // says so (the session events); one nobody told of, once the kept list expires.
    expect((await as('GET', '/admin/users')).headers.etag).toBe(first.headers.etag);
    await ctx.db.update(users).set({ emailVerified: true, isParent: true }).where(eq(users.id, user.id));
    expect((await as('GET', '/admin/users')).headers.etag).toBe(first.headers.etag);
    ctx.adapters.changes.publish({ accounts: [user.id] });
    const second = await as('GET', '/admin/users');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((second.json() as AdminUser[]).find((u) => u.id === user.id)).toMatchObject({
      email_verified: true,
      is_parent: true,
    });
    await ctx.db.update(users).set({ isParent: false }).where(eq(users.id, user.id));
    expect((await as('GET', '/admin/users')).headers.etag).toBe(second.headers.etag);
    ctx.clock.advance(SHARED_LIST_TTL_MS);
    expect((await as('GET', '/admin/users')).json().find((u: AdminUser) => u.id === user.id)).toMatchObject({
      is_parent: false,
    });
  });

  it('shows what every kind of account write made through the API at once', async () => {
    const listed = async (id: number) =>
      ((await as('GET', '/admin/users')).json() as AdminUser[]).find((u) => u.id === id);
    // A registration.
    const tag = Date.now().toString(36);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `kept${tag}@example.test`, username: `kept${tag}`, password: 'Kept-list-7!', is_parent: false },
    });
    expect(registered.statusCode).toBe(201);
    const id = (registered.json() as { id: number }).id;
    expect(await listed(id)).toMatchObject({ email_verified: false, mfa_enabled: false });
    // An administrator verifies its email.
    await as('POST', `/admin/users/${id}/verify-email`);
    expect(await listed(id)).toMatchObject({ email_verified: true });
    // Two-factor turned on, then removed by an administrator.
    const headers = await authHeader(ctx, (await userRow(id))!);
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers });
    const code = codeNow(ctx, (setup.json() as { secret_key: string }).secret_key);
    const enabled = await ctx.app.inject({ method: 'POST', url: '/api/mfa/enable', headers, payload: { code } });
    expect(enabled.statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ mfa_enabled: true, mfa_enabled_at: ctx.clock.now().toISOString() });
    expect((await as('DELETE', `/admin/users/${id}/mfa`)).statusCode).toBe(200);
    expect(await listed(id)).toMatchObject({ mfa_enabled: false });
    // Deleted.
    expect((await as('DELETE', `/admin/users/${id}`)).statusCode).toBe(200);
    expect(await listed(id)).toBeUndefined();
  });

  it('verifies an email and writes the change to the audit log', async () => {
    const user = await createUser(ctx, { emailVerified: false });
    expect((await as('POST', `/admin/users/${user.id}/verify-email`)).json()).toEqual({ detail: 'Email verified' });
    expect((await userRow(user.id))?.emailVerified).toBe(true);
    const [entry] = (await as('GET', '/admin/audit-log?limit=1')).json();
    expect(entry).toMatchObject({
      action: 'user.verify_email',
      target: `user:${user.id}`,
      actor_email: admin.user.email,
    });
    expect((await as('POST', '/admin/users/999999/verify-email')).json()).toEqual({
      detail: ADMIN_MESSAGES.userNotFound,
    });
  });

  it('resets a password with the complexity rules and ends the user’s sessions', async () => {
    const user = await createUserWithPassword(ctx);
    const weak = await as('POST', `/admin/users/${user.id}/reset-password`, { new_password: 'password' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    await authHeader(ctx, user);
    const res = await as('POST', `/admin/users/${user.id}/reset-password`, { new_password: 'New-Secret7!' });
    expect(res.json()).toEqual({ detail: 'Password reset' });
    expect((await signInThroughApi(ctx, user.email!, 'New-Secret7!')).statusCode).toBe(200);
    const open = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.filter((s) => s.endedAt === null)).toHaveLength(1); // only the new sign-in
  });

  it('answers that two-factor authentication is off when there is none to remove', async () => {
    const user = await createUser(ctx);
    const res = await as('DELETE', `/admin/users/${user.id}/mfa`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.mfaNotEnabled });
  });

  it('deletes a user with their child profiles and progress', async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    await ctx.db.insert(lessonProgress).values([
      { userId: parent.user.id, lessonStableId: 'x', completed: true },
      { userId: child.id, lessonStableId: 'x' },
    ]);
    expect((await as('DELETE', `/admin/users/${parent.user.id}`)).json()).toEqual({ detail: 'User deleted' });
    expect(await userRow(parent.user.id)).toBeUndefined();
    expect(await userRow(child.id)).toBeUndefined();
    expect(await ctx.db.select().from(lessonProgress).where(eq(lessonProgress.userId, child.id))).toEqual([]);
  });

  it('tells userDeleting inside the deleting transaction, for the account and each child profile', async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    const told: { userId: number; stillThere: boolean }[] = [];
    let refuse = false;
    ctx.services.events.on('userDeleting', async ({ tx, userId }) => {
      if (userId !== parent.user.id && userId !== child.id) return;
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      told.push({ userId, stillThere: row !== undefined });
      if (refuse) throw new Error('could not clean up');
    });
    // A listener that fails rolls the whole deletion back.
    refuse = true;
    expect((await as('DELETE', `/admin/users/${parent.user.id}`)).statusCode).toBe(500);
    expect(await userRow(parent.user.id)).toBeDefined();
    expect(await userRow(child.id)).toBeDefined();
    refuse = false;
    told.length = 0;
    expect((await as('DELETE', `/admin/users/${parent.user.id}`)).json()).toEqual({ detail: 'User deleted' });
    expect(told).toEqual([
      { userId: parent.user.id, stillThere: true },
      { userId: child.id, stillThere: true },
    ]);
    expect(await userRow(child.id)).toBeUndefined();
  });

  it('never deletes the bootstrap admin, nor the caller itself', async () => {
    const id = await ensureBootstrapAdmin(ctx.db, 'boss@example.test', 'Boss-Pass1!');
    const res = await as('DELETE', `/admin/users/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.bootstrapUndeletable });
    expect(await userRow(id!)).toBeDefined();
    expect((await as('DELETE', `/admin/users/${admin.user.id}`)).json()).toEqual({ detail: ADMIN_MESSAGES.selfDelete });
    const list = (await as('GET', '/admin/users')).json() as AdminUser[];
    expect(list.find((u) => u.id === id)?.is_bootstrap_admin).toBe(true);
  });
});

describe('admin child profiles', () => {
  it('lists every child profile with its parent', async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user, { name: 'Ayaan', age: 9 });
    const list = (await as('GET', '/admin/child-profiles')).json() as AdminChildProfile[];
    expect(list.find((c) => c.id === child.id)).toEqual({
      id: child.id,
      name: 'Ayaan',
      age: 9,
      username: child.username,
      email: null,
      email_verified: false,
      parent_id: parent.user.id,
      parent_email: parent.user.email,
    });
  });

  it('edits a child, changing the password only when one is entered', async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user);
    const before = (await userRow(child.id))!.passwordHash;
    const edit = await as('PATCH', `/admin/child-profiles/${child.id}`, { name: 'Sahra', age: 10, password: '' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Sahra', age: 10 });
    expect((await userRow(child.id))!.passwordHash).toBe(before);
    const weak = await as('PUT', `/admin/child-profiles/${child.id}`, { password: 'short' });
    expect(weak.json().detail).toBe(PASSWORD_COMPLEXITY_MESSAGE);
    await as('PUT', `/admin/child-profiles/${child.id}`, { password: 'Child-Pass4!' });
    expect((await userRow(child.id))!.passwordHash).not.toBe(before);
    const taken = await as('PUT', `/admin/child-profiles/${child.id}`, { username: admin.user.username });
    expect(taken.statusCode).toBe(409);
  });

  it("verifies a child's email", async () => {
    const parent = await createParent(ctx);
    const child = await createChildOf(ctx, parent.user, { email: 'kid@example.test' });
    await as('POST', `/admin/child-profiles/${child.id}/verify-email`);
    expect((await userRow(child.id))!.emailVerified).toBe(true);
    expect((await as('POST', `/admin/child-profiles/${parent.user.id}/verify-email`)).statusCode).toBe(404);
  });

  it('moves a child to another parent, which must be a parent account', async () => {
    const from = await createParent(ctx);
    const to = await createParent(ctx);
    const adult = await createUser(ctx);
    const child = await createChildOf(ctx, from.user);
    const refused = await as('POST', `/admin/child-profiles/${child.id}/move`, { new_parent_id: adult.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: ADMIN_MESSAGES.notAParent });
    const moved = await as('POST', `/admin/child-profiles/${child.id}/move`, { new_parent_id: to.user.id });
    expect(moved.json()).toMatchObject({ id: child.id, parent_id: to.user.id, parent_email: to.user.email });
    const mine = (await call(ctx, to.headers, 'GET', '/children')).json() as { id: number }[];
    expect(mine.map((c) => c.id)).toContain(child.id);
    expect((await call(ctx, from.headers, 'GET', `/children/${child.id}`)).statusCode).toBe(404);
  });
});
