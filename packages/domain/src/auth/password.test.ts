import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  canSubmitRegister,
  isStrongPassword,
  isValidEmail,
  isValidName,
  normalizeEmail,
  passwordChecks,
  registerFormChecks,
} from './password';
import { canSubmitLogin, isValidMfaCode } from './login-rules';

describe('password rules', () => {
  it('needs 8 characters with lowercase, uppercase, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(passwordChecks('Abcde1!').length).toBe(false);
    expect(passwordChecks('ABCDEF1!').lowercase).toBe(false);
    expect(passwordChecks('abcdef1!').uppercase).toBe(false);
    expect(passwordChecks('Abcdefg!').digit).toBe(false);
    expect(passwordChecks('Abcdefg1').special).toBe(false);
  });

  it('accepts each special character of the set and nothing else as special', () => {
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(isStrongPassword(`Abcdef1${c}`)).toBe(true);
    for (const c of ['-', '_', '+', '=', '~', '[', ']', '/', "'", ' '])
      expect(passwordChecks(`Abcdef1${c}`).special).toBe(false);
  });

  it('agrees with its checklist for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        expect(isStrongPassword(pw)).toBe(Object.values(passwordChecks(pw)).every(Boolean));
      }),
    );
  });
});

describe('name, email and login rules', () => {
  it('trims the name and needs 3 to 50 characters', () => {
    expect(isValidName('Ali')).toBe(true);
    expect(isValidName('  Al  ')).toBe(false);
    expect(isValidName('a'.repeat(50))).toBe(true);
    expect(isValidName('a'.repeat(51))).toBe(false);
  });

  it('checks that an email looks like one and compares case-insensitively', () => {
    expect(isValidEmail('hodan@example.com')).toBe(true);
    expect(isValidEmail('hodan@example')).toBe(false);
    expect(isValidEmail('hodan example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(normalizeEmail(' Hodan@Example.COM ')).toBe('hodan@example.com');
  });

  it('needs a non-empty identifier and password, and a 6-digit code', () => {
    expect(canSubmitLogin('hodan', 'x')).toBe(true);
    expect(canSubmitLogin('  ', 'x')).toBe(false);
    expect(canSubmitLogin('hodan', '')).toBe(false);
    expect(isValidMfaCode('123456')).toBe(true);
    expect(isValidMfaCode('12345')).toBe(false);
    expect(isValidMfaCode('12345a')).toBe(false);
  });
});

describe('register form', () => {
  const ok = {
    email: 'hodan@example.com',
    name: 'Hodan',
    password: 'Abcdef1!',
    confirmPassword: 'Abcdef1!',
    captchaToken: 'x',
  };

  it('is submittable only when every rule holds', () => {
    expect(canSubmitRegister(ok)).toBe(true);
    expect(canSubmitRegister({ ...ok, email: 'nope' })).toBe(false);
    expect(canSubmitRegister({ ...ok, name: 'Ho' })).toBe(false);
    expect(canSubmitRegister({ ...ok, password: 'weak', confirmPassword: 'weak' })).toBe(false);
    expect(canSubmitRegister({ ...ok, confirmPassword: 'Abcdef1?' })).toBe(false);
    expect(canSubmitRegister({ ...ok, captchaToken: null })).toBe(false);
    expect(registerFormChecks({ ...ok, captchaToken: null })).toEqual({
      email: true,
      name: true,
      password: true,
      passwordsMatch: true,
      captcha: false,
    });
  });
});
