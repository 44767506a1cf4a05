import type { FastifyRequest } from 'fastify';
import { needsEmailVerification } from '@hadal/domain';
import type { Caller } from '@/app-types';
import type { AccessTokens } from '@/lib/access-token';
import { EmailVerificationRequired, Forbidden, Unauthorized } from '@/lib/errors';
import type { AuthenticateOptions } from '@/plugins/access';
import type { AccountCache } from './account-cache';
import type { RefreshTokens } from './refresh-tokens';

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
export function createAuthenticator(
  tokens: AccessTokens,
  sessions: Pick<RefreshTokens, 'activeSession'>,
  accounts: AccountCache,
) {
  return async function authenticate(request: FastifyRequest, options: AuthenticateOptions): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new Unauthorized();
    const claims = await tokens.verify(header.slice(7).trim()).catch(() => {
      throw new Unauthorized(INVALID_TOKEN);
    });
    const [session, user] = await Promise.all([sessions.activeSession(claims.sid), accounts.account(claims.uid)]);
    if (!user || !session || session.userId !== user.id) throw new Unauthorized(INVALID_TOKEN);
    const actingParentId = session.actingParentId;
    if ((claims.act?.uid ?? null) !== actingParentId) throw new Unauthorized(INVALID_TOKEN);
    if (actingParentId !== null && (!user.isChild || user.parentId !== actingParentId))
      throw new Unauthorized(INVALID_TOKEN);
    if (!options.allowUnverified && needsEmailVerification(user)) throw new EmailVerificationRequired();
    if (user.accountStatus === 'disabled' && !options.allowDisabled) throw new Forbidden(ACCOUNT_DISABLED_MESSAGE);
    return { user, actingParentId };
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
