import { randomBytes } from 'node:crypto';
import {
  SOCIAL_MESSAGES,
  SOCIAL_PROVIDERS,
  type LinkAccountRequest,
  type LinkAccountResponse,
  type SocialConfig,
  type SocialLoginRequest,
  type SocialLoginResponse,
  type SocialProvider,
  type TokenResponse,
} from '@hadal/domain';
import type { Logger } from 'pino';
import type { OidcClients, OidcIdentity } from '@/adapters/oauth/oidc-client';
import type { RateLimitStore } from '@/adapters/rate-limit/rate-limit-store';
import type { Db } from '@/db/client';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';
import { BadRequest, Forbidden, Unauthorized } from '@/lib/errors';
import { sha256 } from '@/lib/hash';
import { enforceLimit } from '@/lib/rate-limit';
import { findUserByEmail, findUserById, hasUsablePassword, markEmailVerified } from '@/modules/users';
import { createSocialAccount } from './social-accounts';
import {
  deleteExpiredLoginStates,
  findIdentity,
  insertIdentity,
  insertLoginState,
  takeLoginState,
} from './social.queries';
import type { UnitOfWork } from '@/db/unit-of-work';

/** An authorisation flow must come back within 10 minutes. */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;
/** A collision's link token works once, for 10 minutes. */
export const LINK_TOKEN_TTL_MS = 10 * 60 * 1000;
/** Flows one client address may start per hour (each config call starts one per provider). */
export const SOCIAL_FLOWS_PER_ADDRESS_PER_HOUR = 300;
export const SOCIAL_REGISTRATION_CLOSED_MESSAGE =
  'Registration is by invitation only. Please register with your invite code first.';

/** What social sign-in needs of the auth module: the sign-in after the proof, and the password check. */
export interface ProvenSignIn {
  signInProven(user: UserRow, trustedDeviceToken?: string): Promise<TokenResponse>;
  checkPassword(user: UserRow, password: string, clientAddress: string): Promise<boolean>;
}

/** The link tokens: the verification-token store of the emails module, purpose link_account. */
export interface LinkTokenStore {
  issue(userId: number, purpose: 'link_account', ttlMs: number, target: string): Promise<string>;
  find(token: string, purpose: 'link_account'): Promise<{ userId: number; target: string | null } | null>;
  consume(token: string, purpose: 'link_account'): Promise<{ userId: number; target: string | null } | null>;
}

export interface SocialServiceDeps {
  db: Db;
  clock: Clock;
  clients: OidcClients;
  signIn: ProvenSignIn;
  linkTokens: LinkTokenStore;
  registrationMode: () => Promise<'open' | 'invite'>;
  rateLimits: RateLimitStore;
  registrationsPerAddressPerHour: number;
  log: Logger;
  /** A new account or a proven email writes the account: in a unit of work. */
  uow: UnitOfWork;
}

interface PendingLink {
  provider: SocialProvider;
  subject: string;
  email: string;
}

const failed = () => new Unauthorized(SOCIAL_MESSAGES.failed);
const randomToken = () => randomBytes(32).toString('base64url');

/** Google and Microsoft sign-in (OpenID Connect), and linking a provider to a password account. */
export function createSocialService(deps: SocialServiceDeps) {
  const { db, clock, clients, log } = deps;

  /** The provider's validated identity for a code, or the one failure message whatever went wrong. */
  async function identityFor(input: SocialLoginRequest): Promise<OidcIdentity & { email: string }> {
    const client = clients[input.provider];
    if (!client || !input.state) throw failed();
    const flow = await takeLoginState(db, sha256(input.state), clock.now());
    if (!flow || flow.provider !== input.provider) throw failed();
    let identity: OidcIdentity;
    try {
      identity = await client.exchange({
        code: input.token,
        state: input.state,
        iss: input.iss,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
    } catch (e) {
      log.warn({ provider: input.provider, reason: (e as Error).message }, 'social sign-in refused');
      throw failed();
    }
    if (!identity.email || !identity.emailVerified) {
      log.warn({ provider: input.provider }, 'social sign-in refused: no verified email');
      throw failed();
    }
    return { ...identity, email: identity.email };
  }

  async function signedIn(user: UserRow, trustedDeviceToken: string | undefined): Promise<SocialLoginResponse> {
    const answer = await deps.signIn.signInProven(user, trustedDeviceToken);
    return 'access_token' in answer ? { ...answer, status: 'success' } : answer;
  }

  return {
    /** GET /auth/social/config: each configured provider with a fresh flow's authorisation address. */
    async config(clientAddress: string): Promise<SocialConfig> {
      const configured = SOCIAL_PROVIDERS.filter((p) => clients[p]);
      if (configured.length === 0) return { providers: [] };
      await enforceLimit(
        deps.rateLimits,
        clock,
        `social:flows:ip:${clientAddress}`,
        SOCIAL_FLOWS_PER_ADDRESS_PER_HOUR,
        3600 * 1000,
        SOCIAL_MESSAGES.failed,
      );
      await deleteExpiredLoginStates(db, clock.now());
      const providers = await Promise.all(
        configured.map(async (provider) => {
          const flow = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken() };
          try {
            const authorizeUrl = await clients[provider]!.authorizeUrl(flow);
            await insertLoginState(db, {
              stateHash: sha256(flow.state),
              provider,
              codeVerifier: flow.codeVerifier,
              nonce: flow.nonce,
              expiresAt: new Date(clock.now().getTime() + SOCIAL_STATE_TTL_MS),
            });
            return { provider, authorize_url: authorizeUrl };
          } catch (e) {
            log.warn({ provider, reason: (e as Error).message }, 'social provider unreachable');
            return { provider, authorize_url: null };
          }
        }),
      );
      return { providers };
    },

    /**
     * POST /auth/social-login: a known identity signs in; a new email gets a verified account with
     * no password; an email of a password account answers collision with a link token.
     */
    async login(
      input: SocialLoginRequest,
      clientAddress: string,
      trustedDeviceToken?: string,
    ): Promise<SocialLoginResponse> {
      const identity = await identityFor(input);
      const known = await findIdentity(db, input.provider, identity.subject);
      const knownUser = known ? await findUserById(db, known.userId) : undefined;
      if (knownUser) return signedIn(knownUser, trustedDeviceToken);

      const link = { provider: input.provider, subject: identity.subject, email: identity.email };
      const existing = await findUserByEmail(db, identity.email);
      if (existing && hasUsablePassword(existing.passwordHash)) {
        const linkToken = await deps.linkTokens.issue(
          existing.id,
          'link_account',
          LINK_TOKEN_TTL_MS,
          JSON.stringify(link),
        );
        return { status: 'collision', link_token: linkToken, existing_email: existing.email ?? identity.email };
      }
      if (existing) {
        // An account without a password was made by a provider that verified this same email.
        await insertIdentity(db, { userId: existing.id, ...link, createdAt: clock.now() });
        return signedIn(existing, trustedDeviceToken);
      }
      if ((await deps.registrationMode()) === 'invite') throw new Forbidden(SOCIAL_REGISTRATION_CLOSED_MESSAGE);
      await enforceLimit(
        deps.rateLimits,
        clock,
        `register:ip:${clientAddress}`,
        deps.registrationsPerAddressPerHour,
        3600 * 1000,
        'Too many accounts were created from this network. Please try again later.',
      );
      const user = await deps.uow.transaction(async (tx, wrote) => {
        const row = await createSocialAccount(tx, { email: identity.email, name: identity.name, now: clock.now() });
        await insertIdentity(tx, { userId: row.id, ...link, createdAt: clock.now() });
        // A new account: the admin user list is read again in every process.
        wrote.account(row.id);
        return row;
      });
      return signedIn(user, trustedDeviceToken);
    },

    /**
     * POST /auth/link-account: the password of the account the collision named links the identity
     * (a wrong one counts toward the sign-in lockout); then the sign-in goes on, two-factor included.
     */
    async linkAccount(
      input: LinkAccountRequest,
      clientAddress: string,
      trustedDeviceToken?: string,
    ): Promise<LinkAccountResponse> {
      const pending = await deps.linkTokens.find(input.link_token, 'link_account');
      const target = parseLink(pending?.target);
      const user = pending && target ? await findUserById(db, pending.userId) : undefined;
      if (!pending || !target || !user) throw new BadRequest(SOCIAL_MESSAGES.linkExpired);
      const sameEmail = user.email?.toLowerCase() === input.email.trim().toLowerCase();
      const passwordOk = await deps.signIn.checkPassword(user, input.password, clientAddress);
      if (!sameEmail || !passwordOk) throw new Unauthorized(SOCIAL_MESSAGES.linkFailed);
      if (!(await deps.linkTokens.consume(input.link_token, 'link_account')))
        throw new BadRequest(SOCIAL_MESSAGES.linkExpired);
      await insertIdentity(db, { userId: user.id, ...target, createdAt: clock.now() });
      // The provider verified this address: the account's email is proven too.
      if (!user.emailVerified && !user.isChild) {
        await deps.uow.run(async (db, wrote) => {
          await markEmailVerified(db, user.id, clock.now());
          wrote.account(user.id);
        });
      }
      const fresh = (await findUserById(db, user.id)) ?? user;
      return deps.signIn.signInProven(fresh, trustedDeviceToken);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;

function parseLink(target: string | null | undefined): PendingLink | null {
  if (!target) return null;
  try {
    const value = JSON.parse(target) as Partial<PendingLink>;
    if (!value.provider || !SOCIAL_PROVIDERS.includes(value.provider) || !value.subject || !value.email) return null;
    return { provider: value.provider, subject: value.subject, email: value.email };
  } catch {
    return null;
  }
}
