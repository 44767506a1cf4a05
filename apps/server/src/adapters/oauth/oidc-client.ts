import type { SocialProvider } from '@hadal/domain';

/** What a provider says about the person, read from its validated ID token. */
export interface OidcIdentity {
  /** The provider's stable subject (`sub`). */
  subject: string;
  email: string | null;
  /** Only a provider-verified email may sign in or be linked. */
  emailVerified: boolean;
  name: string | null;
}

/** One flow's secrets: kept by the server between the authorisation address and the code. */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * An OpenID Connect provider (authorization-code flow with PKCE, state and nonce). Discovery is
 * lazy: nothing is fetched until the first sign-in asks for it.
 */
export interface OidcClient {
  /** The provider's authorisation address for this flow. Throws when the provider cannot be reached. */
  authorizeUrl(flow: OidcFlow): Promise<string>;
  /**
   * Exchanges the code and validates the ID token (issuer, audience, nonce, expiry, signature).
   * Throws on any failure.
   */
  exchange(input: { code: string; iss?: string | undefined } & OidcFlow): Promise<OidcIdentity>;
}

/** The configured providers; one that is not configured is absent (its button is not shown). */
export type OidcClients = Partial<Record<SocialProvider, OidcClient>>;
