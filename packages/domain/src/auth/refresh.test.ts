import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFRESH_THRESHOLD_S, readJwtClaims, shouldRefreshToken, tokenExpiry, tokenSubject } from './refresh';

function b64url(s: string): string {
  return Buffer.from(s, 'utf8').toString('base64url');
}
function jwt(claims: object): string {
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.c2ln`;
}

const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('shouldRefreshToken', () => {
  it('refreshes an expired token', () => {
    expect(shouldRefreshToken(jwt({ exp: NOW_S - 1 }), NOW_MS)).toBe(true);
  });

  it('refreshes within 300 seconds of expiry, and at exactly 300', () => {
    expect(shouldRefreshToken(jwt({ exp: NOW_S + 299 }), NOW_MS)).toBe(true);
    expect(shouldRefreshToken(jwt({ exp: NOW_S + REFRESH_THRESHOLD_S }), NOW_MS)).toBe(true);
  });

  it('keeps a token with more than 300 seconds left', () => {
    expect(shouldRefreshToken(jwt({ exp: NOW_S + 301 }), NOW_MS)).toBe(false);
    expect(shouldRefreshToken(jwt({ exp: NOW_S + 900 }), NOW_MS)).toBe(false);
  });

  it('treats a missing exp, a malformed token or no token as expired', () => {
    expect(shouldRefreshToken(jwt({ sub: 'a@b.c' }), NOW_MS)).toBe(true);
    expect(shouldRefreshToken(jwt({ exp: 'soon' }), NOW_MS)).toBe(true);
    expect(shouldRefreshToken('not-a-jwt', NOW_MS)).toBe(true);
    expect(shouldRefreshToken('a.!!!.c', NOW_MS)).toBe(true);
    expect(shouldRefreshToken(null, NOW_MS)).toBe(true);
  });

  it('refreshes exactly when less than the threshold is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (offset) => {
        expect(shouldRefreshToken(jwt({ exp: NOW_S + offset }), NOW_MS)).toBe(offset <= REFRESH_THRESHOLD_S);
      }),
    );
  });
});

describe('reading claims', () => {
  it('reads exp and sub, including non-ASCII subjects', () => {
    const token = jwt({ sub: 'cabdi@exämple.so', exp: 123, uid: 4 });
    expect(tokenExpiry(token)).toBe(123);
    expect(tokenSubject(token)).toBe('cabdi@exämple.so');
    expect(readJwtClaims(token)).toMatchObject({ uid: 4 });
    expect(readJwtClaims(`${b64url('{}')}.${b64url('[1]')}.x`)).toBeNull();
  });
});
