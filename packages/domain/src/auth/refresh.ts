/**
 * When the browser refreshes its access token (spec 01 §4 Session and token): before a request,
 * if the token is expired or within 300 seconds of expiry; a missing or unreadable exp counts
 * as expired.
 */
export const REFRESH_THRESHOLD_S = 300;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeBase64Url(input: string): string | null {
  const s = input.replace(/-/g, '+').replace(/_/g, '/');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of s) {
    if (ch === '=') break;
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  try {
    // UTF-8 decode without DOM or Node types.
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
}

/** The claims of a JWT, read without verifying it (the browser only needs exp and sub). */
export function readJwtClaims(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Seconds-since-epoch expiry of the token, or null when it has none. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const exp = readJwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The token's subject: the account's email, or a child's username. */
export function tokenSubject(token: string | null | undefined): string | null {
  const sub = readJwtClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** True when the access token must be refreshed before the next request. */
export function shouldRefreshToken(
  token: string | null | undefined,
  nowMs: number,
  thresholdS = REFRESH_THRESHOLD_S,
): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return true;
  return exp - nowMs / 1000 <= thresholdS;
}
