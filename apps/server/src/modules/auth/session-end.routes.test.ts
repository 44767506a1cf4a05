import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { REFRESH_REUSE_GRACE_MS } from '@/modules/sessions';
import { createTestApp, testSecrets } from '@test/helpers/test-app';
import { createUserWithPassword, signInThroughApi } from '@test/helpers/factories';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const DAY_MS = 24 * 3600 * 1000;

const form = (values: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(values).toString(),
});
const refresh = (refresh_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', ...form({ refresh_token }) });
const me = (accessToken: string) =>
  ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

async function signedIn() {
  const user = await createUserWithPassword(ctx);
  const pair = (await signInThroughApi(ctx, user.email!)).json() as { access_token: string; refresh_token: string };
  expect((await me(pair.access_token)).statusCode).toBe(200);
  return { user, ...pair };
}

describe('ending a session ends its access tokens at once', () => {
  it('on sign-out', async () => {
    const s = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: s.refresh_token } });
    expect((await me(s.access_token)).statusCode).toBe(401);
  });

  it('on a password change: every older session ends, the new pair works', async () => {
    const s = await signedIn();
    const other = (await signInThroughApi(ctx, s.user.email!)).json();
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${s.access_token}` },
      payload: { current_password: 'Factory-Pass1!', new_password: 'Fresh-Hadal-77' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await me(other.access_token)).statusCode).toBe(401);
    expect((await me(changed.json().access_token)).statusCode).toBe(200);
  });

  it('on a password reset', async () => {
    const s = await signedIn();
    await ctx.app.inject({ method: 'POST', url: `/api/emails/request-password-reset?email=${s.user.email}` });
    await ctx.services.jobs.drain();
    const token = /token=([\w-]+)/.exec(mailer.lastTo(s.user.email!)?.text ?? '')?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/reset-password',
      payload: { token, new_password: 'Reset-Hadal-77' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(s.access_token)).statusCode).toBe(401);
  });

  it('when a rotated refresh token is used again', async () => {
    const s = await signedIn();
    const next = (await refresh(s.refresh_token)).json();
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
    expect((await me(s.access_token)).statusCode).toBe(401);
    expect((await me(next.access_token)).statusCode).toBe(401);
  });
});

describe('token lifetimes', () => {
  it('refuses an access token without an expiry or without a session, even correctly signed', async () => {
    const s = await signedIn();
    const claims = await ctx.services.tokens.verify(s.access_token);
    const key = new TextEncoder().encode(testSecrets.jwtSecret);
    const noExp = await new SignJWT({ uid: claims.uid, roles: claims.roles, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .sign(key);
    expect((await me(noExp)).statusCode).toBe(401);
    const noSid = await new SignJWT({ uid: claims.uid, roles: claims.roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await me(noSid)).statusCode).toBe(401);
  });

  it('ends a session 30 days after sign-in however often it is refreshed', async () => {
    const s = await signedIn();
    let token = s.refresh_token;
    for (let day = 0; day < 29; day += 1) {
      ctx.clock.advance(DAY_MS);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json().refresh_token;
    }
    ctx.clock.advance(DAY_MS + 60_000);
    expect((await refresh(token)).statusCode).toBe(401);
  });
});
