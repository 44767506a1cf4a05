import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { createTestApp, type TestContext } from '@test/helpers/test-app';
import {
  FACTORY_PASSWORD,
  authHeader,
  createUser,
  createUserWithPassword,
  signInThroughApi,
} from '@test/helpers/factories';
import { childViewSession, createChildOf } from '@test/helpers/family-factories';
import { codeNow, enableMfa } from '@test/helpers/mfa-factories';

/**
 * Every session ends when it should: trusted devices on a password change or reset (listed as
 * ended), a parent's sign-out ends the child views opened from that session, and sign-out with a
 * bearer ends that bearer's session.
 */
const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let address = 0;
const nextAddress = () => `10.8.0.${++address}`;

const me = (accessToken: string) =>
  ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
const logout = (payload: Record<string, string>, accessToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    payload,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });

function signIn(c: TestContext, identifier: string, fields: Record<string, string>, ip: string, cookie?: string) {
  return c.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': UA, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ username: identifier, password: FACTORY_PASSWORD, ...fields }).toString(),
  });
}

/** An account with two-factor on and one trusted browser (its cookie). */
async function withTrustedBrowser() {
  const ip = nextAddress();
  const user = await createUserWithPassword(ctx);
  const { secret } = await enableMfa(ctx, user);
  const ok = await signIn(ctx, user.email!, { mfa_code: codeNow(ctx, secret), remember_device: 'true' }, ip);
  expect(ok.statusCode).toBe(200);
  const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
  expect((await signIn(ctx, user.email!, {}, ip, cookie)).json()).toHaveProperty('access_token');
  ctx.clock.advance(30_000);
  return { user, secret, ip, cookie, pair: ok.json() as { access_token: string; refresh_token: string } };
}

async function devicesOf(accessToken: string) {
  const res = await ctx.app.inject({
    url: '/api/mfa/trusted-devices',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; ended_at: string | null; ended_reason: string | null; trusted_until: string }[];
}

describe('trusted devices end with the password', () => {
  it('on a password change: the browser asks for a code again and the device is listed as ended', async () => {
    const t = await withTrustedBrowser();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${t.pair.access_token}` },
      payload: { current_password: FACTORY_PASSWORD, new_password: 'Fresh-Hadal-77', mfa_code: codeNow(ctx, t.secret) },
    });
    expect(changed.statusCode).toBe(200);
    const again = await signIn(ctx, t.user.email!, { password: 'Fresh-Hadal-77' }, t.ip, t.cookie);
    expect(again.json()).toMatchObject({ requires_mfa: true });
    expect(again.json()).not.toHaveProperty('access_token');
    const [device] = await devicesOf(changed.json().access_token);
    expect(device).toMatchObject({ ended_at: ctx.clock.now().toISOString(), ended_reason: 'password_changed' });
  });

  it('on a reset from the emailed link', async () => {
    const t = await withTrustedBrowser();
    await ctx.app.inject({ method: 'POST', url: `/api/emails/request-password-reset?email=${t.user.email}` });
    await ctx.services.jobs.drain();
    const token = /token=([\w-]+)/.exec(mailer.lastTo(t.user.email!)?.text ?? '')?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/reset-password',
      payload: { token, new_password: 'Reset-Hadal-77' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await signIn(ctx, t.user.email!, { password: 'Reset-Hadal-77' }, t.ip, t.cookie);
    expect(again.json()).toMatchObject({ requires_mfa: true });
    const ok = await signIn(ctx, t.user.email!, { password: 'Reset-Hadal-77', mfa_code: codeNow(ctx, t.secret) }, t.ip);
    const [device] = await devicesOf(ok.json().access_token);
    expect(device).toMatchObject({ ended_reason: 'password_reset' });
    expect(device!.ended_at).not.toBeNull();
  });

  it("on an administrator's reset", async () => {
    const t = await withTrustedBrowser();
    const admin = await createUser(ctx, { isAdmin: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${t.user.id}/reset-password`,
      headers: await authHeader(ctx, admin),
      payload: { new_password: 'New-Secret7!' },
    });
    expect(res.statusCode).toBe(200);
    const again = await signIn(ctx, t.user.email!, { password: 'New-Secret7!' }, t.ip, t.cookie);
    expect(again.json()).toMatchObject({ requires_mfa: true });
  });

  it('a device trusted after the change is trusted again, and the ended one can be removed from the list', async () => {
    const t = await withTrustedBrowser();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${t.pair.access_token}` },
      payload: { current_password: FACTORY_PASSWORD, new_password: 'Fresh-Hadal-78', mfa_code: codeNow(ctx, t.secret) },
    });
    ctx.clock.advance(30_000);
    const fresh = await signIn(
      ctx,
      t.user.email!,
      { password: 'Fresh-Hadal-78', mfa_code: codeNow(ctx, t.secret), remember_device: 'true' },
      t.ip,
    );
    const cookie = String(fresh.headers['set-cookie']).split(';')[0]!;
    expect((await signIn(ctx, t.user.email!, { password: 'Fresh-Hadal-78' }, t.ip, cookie)).json()).toHaveProperty(
      'access_token',
    );
    const access = changed.json().access_token as string;
    const listed = await devicesOf(access);
    expect(listed.map((d) => d.ended_reason)).toEqual([null, 'password_changed']);
    const ended = listed[1]!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/mfa/trusted-devices/${ended.id}`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await devicesOf(access)).map((d) => d.ended_reason)).toEqual([null]);
  });
});

describe("a parent's sign-out ends the child views opened from that session", () => {
  async function parentSignedIn() {
    const parent = await createUserWithPassword(ctx, { isParent: true });
    const child = await createChildOf(ctx, parent);
    const pair = (await signInThroughApi(ctx, parent.email!, FACTORY_PASSWORD, nextAddress())).json() as {
      access_token: string;
      refresh_token: string;
    };
    const headers = { authorization: `Bearer ${pair.access_token}` };
    return { parent, child, pair, headers };
  }

  it('with the refresh token: the child view opened from it ends, its refresh token too', async () => {
    const p = await parentSignedIn();
    const view = await childViewSession(ctx, p.headers, p.child.id);
    expect((await me(view.access_token)).statusCode).toBe(200);
    expect((await logout({ refresh_token: p.pair.refresh_token })).statusCode).toBe(200);
    expect((await me(p.pair.access_token)).statusCode).toBe(401);
    expect((await me(view.access_token)).statusCode).toBe(401);
    expect((await refresh(view.refresh_token)).statusCode).toBe(401);
  });

  it("a child view opened from the parent's other session lives on", async () => {
    const p = await parentSignedIn();
    const otherHeaders = await authHeader(ctx, p.parent);
    const fromOther = await childViewSession(ctx, otherHeaders, p.child.id);
    const fromThis = await childViewSession(ctx, p.headers, p.child.id);
    await logout({ refresh_token: p.pair.refresh_token });
    expect((await me(fromThis.access_token)).statusCode).toBe(401);
    expect((await me(fromOther.access_token)).statusCode).toBe(200);
    expect((await me(otherHeaders.authorization.slice(7))).statusCode).toBe(200);
  });

  it("leaving the child view ends only the child view, the parent's session lives on", async () => {
    const p = await parentSignedIn();
    const view = await childViewSession(ctx, p.headers, p.child.id);
    await logout({ refresh_token: view.refresh_token }, view.access_token);
    expect((await me(view.access_token)).statusCode).toBe(401);
    expect((await me(p.pair.access_token)).statusCode).toBe(200);
  });
});

describe('POST /auth/logout with a bearer ends that bearer’s session', () => {
  async function signedIn() {
    const user = await createUserWithPassword(ctx);
    const pair = (await signInThroughApi(ctx, user.email!, FACTORY_PASSWORD, nextAddress())).json() as {
      access_token: string;
      refresh_token: string;
    };
    expect((await me(pair.access_token)).statusCode).toBe(200);
    return { user, ...pair };
  }

  it('without a refresh token: the access token and the refresh token of that session stop working', async () => {
    const s = await signedIn();
    const res = await logout({}, s.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Signed out' });
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });

  it("with another session's refresh token: both sessions end", async () => {
    const s = await signedIn();
    const other = (await signInThroughApi(ctx, s.user.email!, FACTORY_PASSWORD, nextAddress())).json();
    await logout({ refresh_token: other.refresh_token }, s.access_token);
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(401);
  });

  it("a parent's bearer alone ends the child views opened from its session", async () => {
    const parent = await createUserWithPassword(ctx, { isParent: true });
    const child = await createChildOf(ctx, parent);
    const pair = (await signInThroughApi(ctx, parent.email!, FACTORY_PASSWORD, nextAddress())).json();
    const view = await childViewSession(ctx, { authorization: `Bearer ${pair.access_token}` }, child.id);
    await logout({}, pair.access_token);
    expect((await me(view.access_token)).statusCode).toBe(401);
  });

  it('an unverifiable bearer ends nothing and still answers 200; a session of another account is untouched', async () => {
    const s = await signedIn();
    const res = await logout({}, 'not-a-token');
    expect(res.statusCode).toBe(200);
    expect((await me(s.access_token)).statusCode).toBe(200);
  });
});
