/*
 * The login form's rules, in a module without zod: the login page checks them on its first load
 * (its schema, tokenRequestSchema, is loaded when the form is sent).
 */

/** Login: identifier and password both non-empty; the MFA code is exactly 6 digits. */
export function canSubmitLogin(identifier: string, password: string): boolean {
  return identifier.trim().length > 0 && password.length > 0;
}

export function isValidMfaCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
