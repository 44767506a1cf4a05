import type * as OpenIdClient from 'openid-client';
import type { OidcClient, OidcFlow, OidcIdentity } from './oidc-client';

export interface OpenIdClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** PUBLIC_URL + /auth/{provider}/callback, registered at the provider. */
  redirectUri: string;
  /** Seconds before a call to the provider gives up. */
  timeoutS?: number;
  /** Tests replace the HTTP client (openid-client's customFetch) to play a misbehaving provider. */
  fetch?: typeof fetch;
}

const SCOPE = 'openid email profile';

/** The email counts as verified when the provider says so (Microsoft: the `xms_edov` optional claim). */
function verifiedEmail(claims: Record<string, unknown>): boolean {
  return claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true;
}

/**
 * A provider through openid-client: discovery on first use (retried after a failure), PKCE S256,
 * state and nonce. Microsoft's multi-tenant issuer (…/common/v2.0, whose ID tokens name the
 * tenant in `iss`) is recognised by openid-client, which checks `iss` against the `{tenantid}`
 * template with the token's `tid`. Plain http is allowed for a loopback issuer only (tests).
 */
export function createOpenIdClient(options: OpenIdClientOptions): OidcClient {
  const issuer = new URL(options.issuer);
  const insecure = issuer.protocol === 'http:';
  let discovered: Promise<{ client: typeof OpenIdClient; config: OpenIdClient.Configuration }> | null = null;

  /** The library (loaded with the first sign-in, like the provider's metadata) and the discovered configuration. */
  function configuration() {
    discovered ??= import('openid-client')
      .then(async (client) => {
        const config = await client.discovery(issuer, options.clientId, options.clientSecret, undefined, {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: options.timeoutS ?? 10,
          ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        });
        if (options.fetch) config[client.customFetch] = options.fetch;
        return { client, config };
      })
      .catch((e: unknown) => {
        discovered = null;
        throw e;
      });
    return discovered;
  }

  return {
    async authorizeUrl(flow: OidcFlow): Promise<string> {
      const { client, config } = await configuration();
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: options.redirectUri,
          scope: SCOPE,
          response_type: 'code',
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async exchange(input): Promise<OidcIdentity> {
      const { client, config } = await configuration();
      const callback = new URL(options.redirectUri);
      callback.searchParams.set('code', input.code);
      callback.searchParams.set('state', input.state);
      // The flow is bound to this provider by its state; a browser that did not pass `iss` on
      // still answers for this issuer.
      const metadata = config.serverMetadata();
      const iss = input.iss ?? (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
      if (iss) callback.searchParams.set('iss', iss);
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const email = typeof claims.email === 'string' ? claims.email.trim() : null;
      return {
        subject: claims.sub,
        email: email || null,
        emailVerified: verifiedEmail(claims),
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
