import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Tokens whose signature was checked, kept until they expire (a client sends its token many times). */
const VERIFIED_TOKENS_MAX = 20_000;

export type Role = 'admin' | 'parent' | 'child' | 'learner';

export interface AccessClaims {
  /** The account's email, or its username for a child without email (spec 01). */
  sub: string;
  uid: number;
  roles: Role[];
  exp: number;
  iat: number;
  /** The session (refresh-token family) the token belongs to; ending it ends the token at once. */
  sid: string;
  /** Present on a child-scoped token: the parent acting as the child (RFC 8693 "act"). */
  act?: { uid: number };
}

export interface TokenSubject {
  id: number;
  email: string | null;
  username: string;
  isAdmin: boolean;
  isParent: boolean;
  isChild: boolean;
}

export function rolesOf(user: Pick<TokenSubject, 'isAdmin' | 'isParent' | 'isChild'>): Role[] {
  const roles: Role[] = [];
  if (user.isAdmin) roles.push('admin');
  if (user.isParent) roles.push('parent');
  if (user.isChild) roles.push('child');
  if (roles.length === 0) roles.push('learner');
  return roles;
}

export class InvalidAccessToken extends Error {}

/** An HS256 signing key as a CryptoKey, which jose uses as it is. */
export function hmacKey(bytes: Uint8Array): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** Access tokens: HS256 JWTs, 15 minutes, signed with the server's secret. */
export function createAccessTokens({ secret, clock }: { secret: string; clock: Clock }) {
  // A CryptoKey, imported once: jose imports raw bytes or a KeyObject again on every sign and verify.
  const key = hmacKey(Buffer.from(secret, 'utf8'));
  const verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_TOKENS_MAX });
  const unexpired = (claims: AccessClaims) => claims.exp * 1000 > clock.now().getTime();
  return {
    async sign(
      user: TokenSubject,
      options: { sessionId: string; ttlS?: number; actingParentId?: number | null },
    ): Promise<string> {
      const ttlS = options.ttlS ?? ACCESS_TOKEN_TTL_S;
      const nowS = Math.floor(clock.now().getTime() / 1000);
      const act = options.actingParentId == null ? {} : { act: { uid: options.actingParentId } };
      return new SignJWT({ uid: user.id, roles: rolesOf(user), sid: options.sessionId, ...act })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.email ?? user.username)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + ttlS)
        .sign(await key);
    },
    /** The claims of a token verified before and not yet expired, without waiting; else undefined (`verify` decides). */
    known(token: string): AccessClaims | undefined {
      const known = verified.get(token);
      return known && unexpired(known) ? known : undefined;
    },
    /**
     * The claims of a valid token. A token verified before is not verified again while it lasts:
     * the same bytes carry the same signature, so only its expiry is checked against the clock.
     * (Whether its session still lives is the authenticator's check, on every request.)
     */
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (unexpired(known)) return known;
        verified.delete(token);
        throw new InvalidAccessToken('ERR_JWT_EXPIRED');
      }
      const claims = await verifySignature(token);
      verified.set(token, Object.freeze(claims));
      return claims;
    },
  };

  async function verifySignature(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ['HS256'],
        currentDate: clock.now(),
        // A token without an expiry or a session is never accepted.
        requiredClaims: ['exp', 'iat', 'sub', 'sid'],
      });
      if (typeof payload.uid !== 'number' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
        throw new InvalidAccessToken('malformed');
      return payload as unknown as AccessClaims;
    } catch (e) {
      if (e instanceof InvalidAccessToken) throw e;
      if (e instanceof joseErrors.JOSEError) throw new InvalidAccessToken(e.code);
      throw new InvalidAccessToken('malformed');
    }
  }
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
