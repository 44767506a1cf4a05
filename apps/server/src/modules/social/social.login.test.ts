import { SOCIAL_MESSAGES } from '@hadal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chooseOauth } from '@/adapters';
import { users } from '@/db/schema';
import { signInThroughApi } from '@test/helpers/factories';
import { createTestApp, testConfig } from '@test/helpers/test-app';
import { createSocialTestApp, newAccount } from './social.fixtures';

const social = await createSocialTestApp();
const { ctx } = social;
const post = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/social-login', payload });

describe('GET /api/auth/social/config', () => {
  it('lists each configured provider with an authorisation address carrying PKCE, state and nonce', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/config' });
    expect(res.statusCode).toBe(200);
    const { providers } = res.json() as { providers: { provider: string; authorize_url: string }[] };
    expect(providers.map((p) => p.provider)).toEqual(['google', 'microsoft']);
    const url = new URL(providers[0]!.authorize_url);
    expect(url.origin).toBe(social.provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('hadal-google');
    expect(url.searchParams.get('redirect_uri')).toBe('http://hadal.test/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toBeTruthy();
  });

  it('chooses only the providers whose client id and secret are set, and contacts nobody at start', async () => {
    const none = chooseOauth(testConfig());
    expect(Object.keys(none)).toEqual([]);
    const google = chooseOauth(testConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }));
    expect(Object.keys(google)).toEqual(['google']);
    expect(() => testConfig({ MICROSOFT_CLIENT_ID: 'id' })).toThrow(/MICROSOFT_CLIENT_SECRET/);
    expect(() => testConfig({ GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(/GOOGLE_ISSUER/);
  });
});

describe('POST /api/auth/social-login', () => {
  it('creates a verified account without a password for a new email, then signs the same identity in', async () => {
    const account = newAccount({ name: 'Amina Yusuf' });
    const first = await social.signIn('google', account);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'success', token_type: 'bearer' });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ emailVerified: true, username: 'Amina Yusuf' });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${(first.json() as { access_token: string }).access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const again = await social.signIn('google', account);
    expect(again.json()).toMatchObject({ status: 'success' });
    expect(await ctx.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);

    // No password was ever set: signing in with one fails like any wrong password, never a 500,
    // and changing it says how to set one.
    const byPassword = await signInThroughApi(ctx, account.email, 'Anything-1!');
    expect(byPassword.statusCode).toBe(401);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${(first.json() as { access_token: string }).access_token}` },
      payload: { current_password: 'Anything-1!', new_password: 'Brand-New-Pass1!' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ detail: SOCIAL_MESSAGES.noPassword });
  });

  it('signs in with Microsoft as with Google', async () => {
    const res = await social.signIn('microsoft', newAccount());
    expect(res.json()).toMatchObject({ status: 'success' });
  });

  it('refuses a state this server did not issue, a missing state, a reused one, and another provider’s', async () => {
    social.provider.useAccount(newAccount());
    const flow = await social.authorize('google');
    for (const body of [
      { ...flow, state: 'not-a-state-of-ours' },
      { provider: flow.provider, token: flow.token },
      { ...flow, provider: 'microsoft' },
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: SOCIAL_MESSAGES.failed });
    }
    // The provider named the wrong flow above: that flow is used up now.
    expect((await post(flow)).statusCode).toBe(401);
  });

  it('refuses an ID token whose nonce is not the flow’s', async () => {
    social.provider.useAccount(newAccount());
    const flow = await social.authorize('google', (url) => url.searchParams.set('nonce', 'someone-elses-nonce'));
    const res = await post(flow);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: SOCIAL_MESSAGES.failed });
  });

  it('refuses an ID token for another audience, from another issuer, or expired', async () => {
    for (const tamper of [
      (c: Record<string, unknown>) => ({ ...c, aud: 'another-client' }),
      (c: Record<string, unknown>) => ({ ...c, iss: 'https://accounts.example.com' }),
      (c: Record<string, unknown>) => ({
        ...c,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ]) {
      social.state.tamper = tamper;
      try {
        const res = await social.signIn('google', newAccount());
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ detail: SOCIAL_MESSAGES.failed });
      } finally {
        social.state.tamper = null;
      }
    }
  });

  it('takes only a verified email', async () => {
    const account = newAccount({ email_verified: false });
    const res = await social.signIn('google', account);
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(0);
  });

  it('answers the failure message when the provider cannot be reached (discovery is lazy)', async () => {
    const { createOpenIdClient } = await import('@/adapters/oauth/openid-client.oidc');
    const unreachable = await createTestApp({
      oauth: {
        google: createOpenIdClient({
          issuer: 'http://127.0.0.1:9',
          clientId: 'x',
          clientSecret: 'y',
          redirectUri: 'http://hadal.test/auth/google/callback',
          timeoutS: 2,
        }),
      },
    });
    const config = await unreachable.app.inject({ method: 'GET', url: '/api/auth/social/config' });
    expect(config.json()).toEqual({ providers: [{ provider: 'google', authorize_url: null }] });
    const res = await unreachable.app.inject({
      method: 'POST',
      url: '/api/auth/social-login',
      payload: { provider: 'google', token: 'code', state: 'state' },
    });
    expect(res.json()).toEqual({ detail: SOCIAL_MESSAGES.failed });
  });
});
