import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_S, createAccessTokens, InvalidAccessToken } from './access-token';
import { createTestClock } from './clock';

const SECRET = 'access-token-test-secret-0123456789abcdef';
const subject = { id: 7, email: 'a@hadal.test', username: 'a', isAdmin: false, isParent: false, isChild: false };

describe('access tokens', () => {
  it('verifies a token once, then answers from what it verified until the token expires', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens({ secret: SECRET, clock });
    const token = await tokens.sign(subject, { sessionId: 's1' });
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ uid: 7, sid: 's1', roles: ['learner'] });
    expect(await tokens.verify(token)).toEqual(first);
    clock.advance(ACCESS_TOKEN_TTL_S * 1000 - 1);
    expect((await tokens.verify(token)).uid).toBe(7);
    clock.advance(1);
    await expect(tokens.verify(token)).rejects.toThrow(InvalidAccessToken);
    // Forgotten once expired: it stays refused.
    await expect(tokens.verify(token)).rejects.toThrow(InvalidAccessToken);
  });

  it('knows, without waiting, only a token it verified and that has not expired', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens({ secret: SECRET, clock });
    const token = await tokens.sign(subject, { sessionId: 's1' });
    expect(tokens.known(token)).toBeUndefined();
    const claims = await tokens.verify(token);
    expect(tokens.known(token)).toBe(claims);
    expect(tokens.known(`${token}x`)).toBeUndefined();
    clock.advance(ACCESS_TOKEN_TTL_S * 1000);
    expect(tokens.known(token)).toBeUndefined();
  });

  it('never lets a verified token vouch for other bytes (a changed payload or signature)', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens({ secret: SECRET, clock });
    const token = await tokens.sign(subject, { sessionId: 's1' });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, uid: 1, roles: ['admin'] })).toString('base64url');
    await expect(tokens.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow(InvalidAccessToken);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA');
    await expect(tokens.verify(`${header}.${payload}.${flipped}`)).rejects.toThrow(InvalidAccessToken);
    // Another server's key: refused although this one verified a token of the same shape.
    const other = createAccessTokens({ secret: `${SECRET}-other`, clock });
    await expect(other.verify(token)).rejects.toThrow(InvalidAccessToken);
  });

  it('hands out claims nobody can change for the next request', async () => {
    const tokens = createAccessTokens({ secret: SECRET, clock: createTestClock() });
    const token = await tokens.sign(subject, { sessionId: 's1' });
    const claims = await tokens.verify(token);
    expect(() => {
      (claims as { uid: number }).uid = 1;
    }).toThrow(TypeError);
    expect((await tokens.verify(token)).uid).toBe(7);
  });
});
