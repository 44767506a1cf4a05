import { hkdfSync } from 'node:crypto';
import { MFA_LOGIN_TOKEN_TTL_S } from '@hadal/domain';
import { SignJWT, jwtVerify } from 'jose';
import { hmacKey } from '@/lib/access-token';
import type { Clock } from '@/lib/clock';

const AUDIENCE = 'hadal:mfa-login';

/**
 * The token a sign-in receives with requires_mfa: it proves the password was right and names the
 * account for 5 minutes, so POST /auth/login-mfa can finish with a code, a backup code or a passkey.
 * It has its own key and audience, and no session: it is never accepted as an access token.
 */
export function createLoginTokens({ masterKey, clock }: { masterKey: string; clock: Clock }) {
  const key = hmacKey(
    new Uint8Array(hkdfSync('sha256', Buffer.from(masterKey, 'utf8'), Buffer.alloc(0), 'hadal mfa login v1', 32)),
  );
  return {
    async issue(userId: number): Promise<string> {
      const nowS = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ uid: userId })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + MFA_LOGIN_TOKEN_TTL_S)
        .sign(await key);
    },
    /** The account the token names, or null when it is not valid (any more). */
    async read(token: string): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['exp'],
        });
        return typeof payload.uid === 'number' ? payload.uid : null;
      } catch {
        return null;
      }
    },
  };
}
export type LoginTokens = ReturnType<typeof createLoginTokens>;
