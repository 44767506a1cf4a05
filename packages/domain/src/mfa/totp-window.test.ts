import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidateSteps,
  isFreshStep,
  looksLikeTotp,
  mfaCodeDigits,
  normalizeBackupCode,
  totpStep,
} from './totp-window';
import { disableFormError, enableCodeError, loginMfaRequestSchema } from './mfa.schemas';
import { MFA_MESSAGES } from './mfa.constants';

describe('TOTP window', () => {
  it('counts 30-second steps from the Unix epoch (RFC 6238 test vector T = 1)', () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1_111_111_109_000)).toBe(37_037_036);
  });

  it('accepts the current step and one either side, current first', () => {
    expect(candidateSteps(90_000)).toEqual([3, 2, 4]);
  });

  it('always offers exactly three neighbouring steps around now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const steps = candidateSteps(now);
        expect(steps).toHaveLength(3);
        expect(Math.max(...steps) - Math.min(...steps)).toBe(2);
        expect(steps[0]).toBe(totpStep(now));
      }),
    );
  });

  it('refuses a step already used, or older than the last one used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (step, last) => {
        expect(isFreshStep(step, last)).toBe(step > last);
      }),
    );
    expect(isFreshStep(5, null)).toBe(true);
  });
});

describe('code inputs (spec 02 §5)', () => {
  it('keeps digits only, at most 6', () => {
    expect(mfaCodeDigits('12a3 45678')).toBe('123456');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(mfaCodeDigits(s)).toMatch(/^\d{0,6}$/);
      }),
    );
  });

  it('needs exactly 6 digits to enable, and password plus 6 digits to disable', () => {
    expect(enableCodeError('')).toBe(MFA_MESSAGES.enterCode);
    expect(enableCodeError('12345')).toBe(MFA_MESSAGES.enterCode);
    expect(enableCodeError('123456')).toBeNull();
    expect(disableFormError('', '123456')).toBe(MFA_MESSAGES.enterBoth);
    expect(disableFormError('secret', '12')).toBe(MFA_MESSAGES.enterBoth);
    expect(disableFormError('secret', '123456')).toBeNull();
  });

  it('tells a TOTP code from a backup code and normalises backup codes', () => {
    expect(looksLikeTotp('123456')).toBe(true);
    expect(looksLikeTotp('abcde-12345')).toBe(false);
    expect(normalizeBackupCode(' ABCDE-12345 ')).toBe('abcde12345');
  });

  it('takes exactly one second factor at login-mfa', () => {
    expect(loginMfaRequestSchema.safeParse({ mfa_token: 't', code: '123456' }).success).toBe(true);
    expect(loginMfaRequestSchema.safeParse({ mfa_token: 't' }).success).toBe(false);
    expect(loginMfaRequestSchema.safeParse({ mfa_token: 't', code: '1', passkey_response: {} }).success).toBe(false);
  });
});
