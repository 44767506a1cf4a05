import { needsEmailVerification, type TokenPair, type TokenResponse } from '@hadal/domain';
import type { UserRow } from '@/db/schema';
import { ACCESS_TOKEN_TTL_S, type AccessTokens } from '@/lib/access-token';
import { EmailVerificationRequired, Forbidden } from '@/lib/errors';
import { ACCOUNT_DISABLED_MESSAGE, type RefreshTokens } from '@/modules/sessions';
import type { SecondFactor } from './second-step';

/**
 * What every sign-in does once the account is proven (by its password or by a provider): email
 * verification, account status, the two-factor step, then a new session and its token pair.
 */
export function createProvenSignIn(deps: {
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  secondFactor: SecondFactor;
}) {
  const { tokens, refreshTokens, secondFactor: mfa } = deps;

  async function tokenPair(
    user: UserRow,
    session: { sessionId: string; refreshToken: string; actingParentId?: number | null },
  ): Promise<TokenPair> {
    return {
      access_token: await tokens.sign(user, {
        sessionId: session.sessionId,
        actingParentId: session.actingParentId ?? null,
      }),
      refresh_token: session.refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    };
  }

  /** Throws when the account may not sign in; true when its two-factor step is still due. */
  async function secondStepNeeded(user: UserRow, trustedDeviceToken: string | undefined): Promise<boolean> {
    // A child needs no verification: its parent's consent stands for it.
    if (needsEmailVerification(user)) throw new EmailVerificationRequired();
    if (user.accountStatus === 'disabled') throw new Forbidden(ACCOUNT_DISABLED_MESSAGE);
    return (await mfa.isEnabled(user.id)) && !(await mfa.trustedDeviceSkips(user.id, trustedDeviceToken));
  }

  /** The token pair, or requires_mfa with an mfa_token for POST /auth/login-mfa. */
  async function signIn(user: UserRow, trustedDeviceToken?: string): Promise<TokenResponse> {
    if (await secondStepNeeded(user, trustedDeviceToken)) {
      const mfaToken = await mfa.loginTokens.issue(user.id);
      const passkeys = (await mfa.passkeys.list(user.id)).length > 0;
      return { requires_mfa: true, mfa_token: mfaToken, passkeys };
    }
    return tokenPair(user, await refreshTokens.start(user.id));
  }

  return { tokenPair, secondStepNeeded, signIn };
}
