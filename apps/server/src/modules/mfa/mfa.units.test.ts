import { describe, expect, it } from 'vitest';
import { deviceNameFrom } from './device-name';
import { createSecretBox } from './secret-box';
import { matchTotpStep, newTotpSecret, totpCodeAt } from './totp';
import { webAuthnParty } from './webauthn-party';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector at T = 59 s (code 287082)', () => {
    // The RFC's secret "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(secret, 59_000)).toBe('287082');
    expect(matchTotpStep(secret, '287082', 59_000)).toBe(1);
    expect(matchTotpStep(secret, '287082', 89_000)).toBe(1);
    expect(matchTotpStep(secret, '287082', 119_000)).toBeNull();
  });
});

describe('the secret box', () => {
  it('round-trips a secret, never stores it in the clear, and refuses another key', () => {
    const box = createSecretBox('k'.repeat(40));
    const secret = newTotpSecret();
    const sealed = box.encrypt(secret);
    expect(sealed).not.toContain(secret);
    expect(box.encrypt(secret)).not.toBe(sealed);
    expect(box.decrypt(sealed)).toBe(secret);
    expect(() => createSecretBox('x'.repeat(40)).decrypt(sealed)).toThrow();
  });
});

describe('names and parties', () => {
  it('names a browser from its User-Agent', () => {
    expect(deviceNameFrom('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36')).toBe(
      'Chrome on Windows',
    );
    expect(deviceNameFrom('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Safari/605.1')).toBe(
      'Safari on iOS',
    );
    expect(deviceNameFrom(undefined)).toBe('Unknown device');
  });

  it('offers passkeys on the public host, or on localhost for a loopback address', () => {
    expect(webAuthnParty(new URL('https://hadal.example'))).toEqual({
      rpID: 'hadal.example',
      rpName: 'Hadal',
      origin: 'https://hadal.example',
    });
    expect(webAuthnParty(new URL('http://127.0.0.1:4302'))).toEqual({
      rpID: 'localhost',
      rpName: 'Hadal',
      origin: 'http://localhost:4302',
    });
  });
});
