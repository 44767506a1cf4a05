import { singleLineText } from '../shared';
/**
 * Account validation rules shared by the register form and the server (spec 01 §5).
 */

export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password may use to satisfy the "special character" rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_COMPLEXITY_MESSAGE = 'Password does not meet complexity requirements';
/** Change password (spec 02 §5): only a minimum length. */
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = 'New password must be at least 8 characters long';
/** Reset password (spec 02 §5): only a minimum length. */
export const RESET_PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long.';
/** Any password that is set: refused when it is in a list of common or breached passwords (NIST SP 800-63B). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different password.';

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** The live checklist under the password field, in display order. */
export const PASSWORD_RULE_LABELS: Record<PasswordRule, string> = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  lowercase: 'One lowercase letter',
  uppercase: 'One uppercase letter',
  digit: 'One number',
  special: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
};

export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    special: [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  };
}

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && Object.values(passwordChecks(password)).every(Boolean);
}

/** A display name / username: 3 to 50 characters once trimmed. */
export function isValidName(name: string): boolean {
  const n = name.trim().length;
  return n >= NAME_MIN_LENGTH && n <= NAME_MAX_LENGTH;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Looks like an email": something@domain.tld, no spaces. */
export function isValidEmail(email: string): boolean {
  const e = email.trim();
  return e.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(e);
}

/** Emails compare case-insensitively; stored and looked up in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface RegisterFormValues {
  email: string;
  name: string;
  password: string;
  confirmPassword: string;
  captchaToken: string | null;
}

/** Every register rule of spec 01 §5; the Register button is enabled only when all hold. */
export function registerFormChecks(v: RegisterFormValues) {
  return {
    email: isValidEmail(v.email),
    name: isValidName(v.name),
    password: isStrongPassword(v.password),
    passwordsMatch: v.password.length > 0 && v.password === v.confirmPassword,
    captcha: Boolean(v.captchaToken),
  };
}

export function canSubmitRegister(v: RegisterFormValues): boolean {
  return Object.values(registerFormChecks(v)).every(Boolean);
}

/**
 * A password checked only for its length (change and reset password), with the spec's message.
 * Control characters are refused as in every text field.
 */
export function minLengthPassword(tooShortMessage: string) {
  return singleLineText(PASSWORD_MAX_LENGTH).refine((p) => p.length >= PASSWORD_MIN_LENGTH, tooShortMessage);
}

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.';
