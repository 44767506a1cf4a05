import type { FastifyRequest } from 'fastify';
import { needsEmailVerification } from '@hadal/domain';
import type { Caller } from '@/app-types';
import type { AccessClaims, AccessTokens } from '@/lib/access-token';
import type { SessionRow, UserRow } from '@/db/schema';
import { EmailVerificationRequired, Forbidden, Unauthorized } from '@/lib/errors';
import type { AuthenticateOptions } from '@/plugins/access';
import type { AccountCache } from './account-cache';
import type { SessionCache } from './session-cache';

export const ACCOUNT_DISABLED_MESSAGE = 'Account disabled';
const INVALID_TOKEN = 'Invalid or expired token';

/**
 * Turns a request's bearer token into the caller: the token must verify and name a session that
 * has not ended (signing out, a password change or reset, an admin, or a reused refresh token end
 * it, and with it every access token at once); its account must exist, have a verified email
 * (unless the route allows otherwise; a child never needs one) and be active. A child-scoped
 * token (act claim) holds only while the child still belongs to that parent. Sessions and accounts
 * are read through their caches (session-cache.ts, account-cache.ts).
 */
export function createAuthenticator({
  tokens,
  sessions,
  accounts,
}: {
  tokens: Pick<AccessTokens, 'verify' | 'known'>;
  sessions: Pick<SessionCache, 'activeSession' | 'cached'>;
  accounts: Pick<AccountCache, 'account' | 'cached'>;
}) {
  function bearer(request: FastifyRequest): string {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new Unauthorized();
    return header.slice(7).trim();
  }

  /** The checks of every request, once the token's claims, its session and its account are known. */
  function admit(
    claims: AccessClaims,
    session: SessionRow | null,
    user: UserRow | undefined,
    options: AuthenticateOptions,
  ): Caller {
    if (!user || !session || session.userId !== user.id) throw new Unauthorized(INVALID_TOKEN);
    const actingParentId = session.actingParentId;
    if ((claims.act?.uid ?? null) !== actingParentId) throw new Unauthorized(INVALID_TOKEN);
    if (actingParentId !== null && (!user.isChild || user.parentId !== actingParentId))
      throw new Unauthorized(INVALID_TOKEN);
    if (!options.allowUnverified && needsEmailVerification(user)) throw new EmailVerificationRequired();
    if (user.accountStatus === 'disabled' && !options.allowDisabled) throw new Forbidden(ACCOUNT_DISABLED_MESSAGE);
    return { user, actingParentId, sessionId: session.id };
  }

  async function authenticate(request: FastifyRequest, options: AuthenticateOptions): Promise<Caller> {
    const claims = await tokens.verify(bearer(request)).catch(() => {
      throw new Unauthorized(INVALID_TOKEN);
    });
    const [session, user] = await Promise.all([sessions.activeSession(claims.sid), accounts.account(claims.uid)]);
    return admit(claims, session, user, options);
  }

  /**
   * The same answer without waiting, when this process already holds the verified token, its
   * session and its account (most requests); undefined when one of them must be read or verified,
   * and `authenticate` then does. Throws what `authenticate` would.
   */
  function known(request: FastifyRequest, options: AuthenticateOptions): Caller | undefined {
    const claims = tokens.known(bearer(request));
    if (!claims) return undefined;
    const session = sessions.cached(claims.sid);
    if (session === undefined) return undefined;
    const user = accounts.cached(claims.uid);
    if (!user) return undefined;
    return admit(claims, session, user, options);
  }

  return Object.assign(authenticate, { known });
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
