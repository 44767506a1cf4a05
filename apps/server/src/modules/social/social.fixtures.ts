import { decodeJwt } from 'jose';
import { afterAll } from 'vitest';
import type { OidcClients } from '@/adapters/oauth/oidc-client';
import { createOpenIdClient } from '@/adapters/oauth/openid-client.oidc';
import { completeAuthorization, startLocalOidcProvider, type LocalAccount } from '@test/helpers/local-oidc-provider';
import { createTestApp, type TestContext } from '@test/helpers/test-app';

export const PUBLIC_URL = 'http://hadal.test';
const CLIENTS = {
  google: { clientId: 'hadal-google', clientSecret: 'google-secret-for-tests' },
  microsoft: { clientId: 'hadal-microsoft', clientSecret: 'microsoft-secret-for-tests' },
} as const;
type Provider = keyof typeof CLIENTS;

let seq = 0;
/** A provider account with a fresh subject and email. */
export function newAccount(overrides: Partial<LocalAccount> = {}): LocalAccount {
  seq += 1;
  const tag = `${seq}${Math.random().toString(16).slice(2, 8)}`;
  return {
    sub: `sub-${tag}`,
    email: `social${tag}@example.test`,
    email_verified: true,
    name: `Social ${tag}`,
    ...overrides,
  };
}

/**
 * The app with Google and Microsoft both served by one local OpenID provider. `tamper` rewrites the
 * claims of the next ID tokens (re-signed with the provider's key) to play a misbehaving provider.
 */
export async function createSocialTestApp() {
  const provider = await startLocalOidcProvider({
    clients: (Object.keys(CLIENTS) as Provider[]).map((p) => ({
      ...CLIENTS[p],
      redirectUris: [`${PUBLIC_URL}/auth/${p}/callback`],
    })),
    account: newAccount(),
  });
  const state: { tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | null } = { tamper: null };
  const tamperingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!state.tamper || !url.endsWith('/token') || !res.ok) return res;
    const body = (await res.json()) as { id_token: string };
    const claims = state.tamper({ ...decodeJwt(body.id_token) });
    const idToken = await provider.signIdToken(claims);
    return new Response(JSON.stringify({ ...body, id_token: idToken }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const oauth: OidcClients = {};
  for (const p of Object.keys(CLIENTS) as Provider[]) {
    oauth[p] = createOpenIdClient({
      issuer: provider.issuer,
      ...CLIENTS[p],
      redirectUri: `${PUBLIC_URL}/auth/${p}/callback`,
      fetch: tamperingFetch,
    });
  }
  const ctx = await createTestApp({ env: { PUBLIC_URL }, oauth });
  afterAll(() => provider.close());

  /** GET /api/auth/social/config, then the provider's pages as a browser; the callback's parameters. */
  async function authorize(p: Provider, editUrl: (url: URL) => void = () => undefined) {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/auth/social/config' });
    const entry = (config.json() as { providers: { provider: string; authorize_url: string }[] }).providers.find(
      (x) => x.provider === p,
    )!;
    const url = new URL(entry.authorize_url);
    editUrl(url);
    const callback = await completeAuthorization(url.toString(), `${PUBLIC_URL}/auth/`);
    return {
      provider: p,
      token: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
      iss: callback.searchParams.get('iss') ?? undefined,
    };
  }

  /** The whole sign-in as `account`: the answer of POST /api/auth/social-login. */
  async function signIn(p: Provider, account: LocalAccount, body: Record<string, unknown> = {}) {
    provider.useAccount(account);
    const payload = { ...(await authorize(p)), ...body };
    return ctx.app.inject({ method: 'POST', url: '/api/auth/social-login', payload });
  }

  return { ctx, provider, state, authorize, signIn };
}
export type SocialTestApp = Awaited<ReturnType<typeof createSocialTestApp>> & { ctx: TestContext };
