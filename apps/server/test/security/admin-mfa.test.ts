import { describe, expect, it } from 'vitest';
import { ADMIN_MFA_REQUIRED_CODE, MFA_MESSAGES } from '@hadal/domain';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { TEST_ADMIN_TOTP_SECRET, authHeader, createUser } from '@test/helpers/factories';
import { codeNow } from '@test/helpers/mfa-factories';

/** Administrators hold a second factor before any admin or support call answers. */
const ctx = await createTestApp();

/** An administrator whose second factor was removed (every factory admin has one). */
async function adminWithoutSecondFactor(c: TestContext) {
  const admin = await createUser(c, { isAdmin: true });
  await c.services.mfa.removeForUser(admin.id);
  return { admin, headers: await authHeader(c, admin) };
}

describe('an administrator without two-factor authentication', () => {
  it.each(['/api/admin/users', '/api/admin/analytics', '/api/support/tickets'])(
    'gets 403 with the setup detail and x-error-code on %s',
    async (url) => {
      const { headers } = await adminWithoutSecondFactor(ctx);
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MFA_MESSAGES.adminSetupRequired });
      expect(res.headers['x-error-code']).toBe(ADMIN_MFA_REQUIRED_CODE);
    },
  );

  it('can still set it up, and then the admin and support calls answer', async () => {
    const { headers } = await adminWithoutSecondFactor(ctx);
    expect((await ctx.app.inject({ url: '/api/auth/profile', headers })).statusCode).toBe(200);
    const setup = await ctx.app.inject({ method: 'POST', url: '/api/mfa/setup', headers });
    expect(setup.statusCode).toBe(200);
    const enable = await ctx.app.inject({
      method: 'POST',
      url: '/api/mfa/enable',
      headers,
      payload: { code: codeNow(ctx, setup.json().secret_key) },
    });
    expect(enable.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/support/tickets', headers })).statusCode).toBe(200);
  });

  it('a learner on an admin route still gets the plain 403, not the setup one', async () => {
    const learner = await createUser(ctx);
    const res = await ctx.app.inject({ url: '/api/admin/users', headers: await authHeader(ctx, learner) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-error-code']).toBeUndefined();
  });

  it('an administrator with the known test secret signs in with its code', async () => {
    const { hashPassword } = await import('@/modules/users');
    const admin = await createUser(ctx, { isAdmin: true, passwordHash: await hashPassword('Factory-Pass1!') });
    const form = { username: admin.email!, password: 'Factory-Pass1!' };
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(first.json()).toMatchObject({ requires_mfa: true });
    const code = codeNow(ctx, TEST_ADMIN_TOTP_SECRET);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: new URLSearchParams({ ...form, mfa_code: code }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('access_token');
  });
});

describe('ADMIN_REQUIRE_MFA=false (development only)', async () => {
  const dev = await createTestApp({ env: { ADMIN_REQUIRE_MFA: 'false' } });

  it('lets an administrator without two-factor authentication through', async () => {
    const { headers } = await adminWithoutSecondFactor(dev);
    expect((await dev.app.inject({ url: '/api/admin/users', headers })).statusCode).toBe(200);
  });
});
