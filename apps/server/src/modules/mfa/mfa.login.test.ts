import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import { FACTORY_PASSWORD, authHeader, createUserWithPassword, signInThroughApi } from '@test/helpers/factories';
import { codeNow, enableMfa } from '@test/helpers/mfa-factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const subjects = (to: string | null) => mailer.sent.filter((m) => m.to === to).map((m) => m.subject);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let address = 0;
/** A client address of its own per test, so the per-address lockout never mixes tests. */
const nextAddress = () => `10.9.0.${++address}`;

function signIn(c: TestContext, identifier: string, fields: Record<string, string>, ip: string, cookie?: string) {
  return c.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': UA, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ username: identifier, password: FACTORY_PASSWORD, ...fields }).toString(),
  });
}

describe('signing in with two-factor authentication on', () => {
  it('answers requires_mfa and no tokens without a code, then completes with one', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret } = await enableMfa(ctx, user);
    const first = await signInThroughApi(ctx, user.email!, FACTORY_PASSWORD, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ requires_mfa: true, passkeys: false });
    expect(typeof first.json().mfa_token).toBe('string');
    expect(first.json()).not.toHaveProperty('access_token');

    const wrong = await signIn(ctx, user.email!, { mfa_code: '000000' }, ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid MFA code. Please try again.' });

    const ok = await signIn(ctx, user.email!, { mfa_code: codeNow(ctx, secret) }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('access_token');
    expect(ok.headers['set-cookie']).toBeUndefined();
  });

  it('finishes at /auth/login-mfa with the mfa_token and a backup code, used once', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { backupCodes } = await enableMfa(ctx, user);
    const finish = async (code: string) => {
      const { mfa_token } = (await signInThroughApi(ctx, user.username, FACTORY_PASSWORD, ip)).json();
      return ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login-mfa',
        remoteAddress: ip,
        payload: { mfa_token, code },
      });
    };
    const ok = await finish(backupCodes[3]!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('refresh_token');
    expect((await finish(backupCodes[3]!)).statusCode).toBe(401);
    await ctx.services.jobs.drain();
    expect(subjects(user.email)).toContain('A backup code was used');
  });

  it('refuses a forged or expired mfa_token', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret } = await enableMfa(ctx, user);
    const { mfa_token } = (await signInThroughApi(ctx, user.username, FACTORY_PASSWORD, ip)).json();
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-mfa',
      payload: { mfa_token: `${mfa_token}x`, code: codeNow(ctx, secret) },
    });
    expect(forged.statusCode).toBe(401);
    ctx.clock.advance(6 * 60 * 1000);
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-mfa',
      payload: { mfa_token, code: codeNow(ctx, secret) },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: 'Your sign-in has expired. Please sign in again.' });
  });

  it('counts wrong codes toward the sign-in lockout (429 with Retry-After)', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret } = await enableMfa(ctx, user);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await signIn(ctx, user.email!, { mfa_code: '111111' }, ip)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
    const locked = await signIn(ctx, user.email!, { mfa_code: codeNow(ctx, secret) }, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
  });
});

describe('trusted devices', () => {
  it("'Remember this device' sets an httpOnly SameSite=Strict cookie that skips the code for 30 days", async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret, headers } = await enableMfa(ctx, user);
    const ok = await signIn(ctx, user.email!, { mfa_code: codeNow(ctx, secret), remember_device: 'true' }, ip);
    expect(ok.statusCode).toBe(200);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^hadal_trusted_device=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/auth');
    expect(setCookie).not.toContain('Secure'); // PUBLIC_URL is http in tests
    const cookie = setCookie.split(';')[0]!;

    const again = await signIn(ctx, user.email!, {}, ip, cookie);
    expect(again.json()).toHaveProperty('access_token');
    const devices = (await ctx.app.inject({ url: '/api/mfa/trusted-devices', headers })).json();
    expect(devices).toEqual([expect.objectContaining({ device_name: 'Chrome on Linux' })]);
    expect(devices[0].last_used).toBe(ctx.clock.now().toISOString());
    await ctx.services.jobs.drain();
    expect(subjects(user.email)).toContain('A new device was trusted');

    ctx.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    expect((await signIn(ctx, user.email!, {}, ip, cookie)).json()).toMatchObject({ requires_mfa: true });
  });

  it('asks for a code again once the device is revoked', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret, headers } = await enableMfa(ctx, user);
    const ok = await signIn(ctx, user.email!, { mfa_code: codeNow(ctx, secret), remember_device: 'true' }, ip);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    const [device] = (await ctx.app.inject({ url: '/api/mfa/trusted-devices', headers })).json();
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/mfa/trusted-devices/${device.id}`, headers });
    expect(revoke.statusCode).toBe(200);
    expect((await signIn(ctx, user.email!, {}, ip, cookie)).json()).toMatchObject({ requires_mfa: true });
  });

  it('is bound to its account: another account on the same browser still needs its code', async () => {
    const ip = nextAddress();
    const first = await createUserWithPassword(ctx);
    const second = await createUserWithPassword(ctx);
    const a = await enableMfa(ctx, first);
    await enableMfa(ctx, second);
    const ok = await signIn(ctx, first.email!, { mfa_code: codeNow(ctx, a.secret), remember_device: 'true' }, ip);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    expect((await signIn(ctx, second.email!, {}, ip, cookie)).json()).toMatchObject({ requires_mfa: true });
  });

  it('sets the cookie Secure when the app is served over https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://hadal.example' } });
    const user = await createUserWithPassword(https);
    const { secret } = await enableMfa(https, user);
    const ok = await signIn(
      https,
      user.email!,
      { mfa_code: codeNow(https, secret), remember_device: 'true' },
      '10.9.1.1',
    );
    expect(String(ok.headers['set-cookie'])).toContain('Secure');
  });
});

describe('changing the password with two-factor authentication on', () => {
  it('needs a valid code', async () => {
    const ip = nextAddress();
    const user = await createUserWithPassword(ctx);
    const { secret } = await enableMfa(ctx, user);
    const headers = await authHeader(ctx, user);
    const change = (extra: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        remoteAddress: ip,
        headers,
        payload: { current_password: FACTORY_PASSWORD, new_password: 'Cusub-Furaha-9!', ...extra },
      });
    const without = await change({});
    expect(without.statusCode).toBe(403);
    expect((await change({ mfa_code: '000000' })).statusCode).toBe(403);
    const ok = await change({ mfa_code: codeNow(ctx, secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ detail: 'Password changed successfully!' });
  });
});
