import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createMemoryMailer } from '@/adapters/mail/mailer';
import { ACCESS_TOKEN_TTL_S } from '@/lib/access-token';
import { REFRESH_REUSE_GRACE_MS } from '@/modules/sessions';
import { createUserWithPassword, signInThroughApi } from '@test/helpers/factories';
import { createTestApp, testSecrets } from '@test/helpers/test-app';

const mailer = createMemoryMailer();
const ctx = await createTestApp({ mailer });
const me = (token: string) => ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signedIn() {
  const user = await createUserWithPassword(ctx);
  const answer = await signInThroughApi(ctx, user.email!);
  expect(answer.statusCode).toBe(200);
  const pair = answer.json<{ access_token: string; refresh_token: string }>();
  return { user, ...pair, claims: await ctx.services.tokens.verify(pair.access_token) };
}

/** JWT tampering (OWASP ASVS 5.0 V9): only an HS256 token signed with the server's key, in its lifetime, of a live session, passes. */
describe('access tokens that were not issued as they are', () => {
  it('refuses alg none, a wrong key, another algorithm, and an edited payload', async () => {
    const { access_token: token, claims } = await signedIn();
    expect((await me(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];

    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const wrongKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-server-secret-but-long-enough-to-sign'));
    const otherAlg = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(testSecrets.jwtSecret));
    const edited = `${header}.${b64({ ...claims, uid: claims.uid + 1 })}.${signature}`;
    for (const forged of [none, wrongKey, otherAlg, edited, `${header}.${payload}`, 'garbage']) {
      const answer = await me(forged);
      expect(answer.statusCode, forged).toBe(401);
      expect(answer.json().detail).toBeTypeOf('string');
    }
  });

  it('refuses an expired token', async () => {
    const { access_token: token } = await signedIn();
    ctx.clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a refresh token or a password-reset token sent as a bearer token', async () => {
    const { user, refresh_token: refresh } = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/api/emails/request-password-reset', payload: { email: user.email } });
    await ctx.services.jobs.drain();
    const reset = /token=([\w-]+)/.exec(mailer.lastTo(user.email!)?.text ?? '')?.[1];
    expect(reset).toBeTruthy();
    for (const wrongKind of [refresh, reset!]) expect((await me(wrongKind)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('are single use: a reused one ends the session, and its access token with it', async () => {
    const { access_token: access, refresh_token: refresh } = await signedIn();
    const refreshWith = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
    const first = await refreshWith(refresh);
    expect(first.statusCode).toBe(200);
    // Past the grace window in which the same holder may ask twice.
    ctx.clock.advance(REFRESH_REUSE_GRACE_MS);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    expect((await refreshWith(first.json().refresh_token)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
  });
});
