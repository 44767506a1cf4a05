import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The person the local provider signs in (switchable between tests). */
export interface LocalAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface LocalOidcProvider {
  issuer: string;
  /** Who signs in from now on. */
  useAccount(account: LocalAccount): void;
  /** Signs an ID token with the provider's own key (tests that play a misbehaving provider). */
  signIdToken(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google and Microsoft:
 * the authorization-code flow with PKCE, signed ID tokens, discovery. The login step signs the
 * current account in at once (no form) and consent is implied, so a browser or a test following
 * redirects comes straight back to the redirect URI with a code. With `control`, POST
 * /__control/account (JSON) switches the account from another process (the e2e journeys).
 */
export async function startLocalOidcProvider(options: {
  clients: LocalOidcClient[];
  account: LocalAccount;
  port?: number;
  control?: boolean;
}): Promise<LocalOidcProvider> {
  let account = options.account;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['local-oidc-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    // Like Google, put the email claims in the ID token itself.
    conformIdTokenClaims: false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) =>
      sub === account.sub
        ? {
            accountId: sub,
            claims: () => ({
              sub,
              email: account.email,
              email_verified: account.email_verified,
              ...(account.name ? { name: account.name } : {}),
            }),
          }
        : undefined,
    // First-party: consent is implied for what the client asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => undefined);

  provider.use(async (ctx, next) => {
    if (options.control && ctx.method === 'POST' && ctx.path === '/__control/account') {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      account = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LocalAccount;
      ctx.status = 204;
      return;
    }
    if (ctx.path.startsWith('/interaction/')) {
      // The login step: the current account signs in without a form.
      const url = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: account.sub } });
      ctx.redirect(url);
      return;
    }
    await next();
  });
  server.on('request', provider.callback());

  return {
    issuer,
    useAccount: (next) => {
      account = next;
    },
    async signIdToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
        .sign(privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows the provider's redirects from an authorisation address as a browser would (keeping its
 * cookies) until it points at the app's redirect URI; returns that callback address (code, state, iss).
 */
export async function completeAuthorization(authorizeUrl: string, redirectPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${res.status} ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
