import {
  captchaConfigSchema,
  linkAccountResponseSchema,
  socialLoginResponseSchema,
  type LinkAccountRequest,
  type SocialLoginRequest,
  registrationSettingsSchema,
  detailSchema,
  registerResponseSchema,
  tokenPairSchema,
  tokenResponseSchema,
  webAuthnJsonSchema,
  type RegisterRequest,
  type TokenRequest,
  type resetPasswordBodySchema,
} from '@hadal/domain';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { LoginFailed } from './login-failed';

// Read on the first load of Login and Register: kept apart from this module's zod schemas.
export { authKeys } from './keys';
export { LoginFailed } from './login-failed';
export { getSocialConfig } from './social/social-config';
export { logoutSession } from './session';

/**
 * The accounts calls of spec 01 §7 and spec 02 §7 (sign-in, register, email links, captcha): one
 * function per call, each answer parsed with its domain schema. The signed-in account itself
 * (GET /auth/me, GET /auth/profile) is in lib/account.
 */

/** POST /auth/token, form-encoded: the pair, or requires_mfa when a code is needed. */
export async function requestToken({ username, password, mfa_code, remember_device }: TokenRequest) {
  const form = new URLSearchParams({ username: username.trim(), password });
  if (mfa_code) form.set('mfa_code', mfa_code);
  if (remember_device === true) form.set('remember_device', 'true');
  const answer = tokenResponseSchema.safeParse(await api.post('/auth/token', form));
  if (!answer.success) throw new LoginFailed('Login failed');
  return answer.data;
}

/** POST /auth/login-mfa: the sign-in's mfa_token with a code (or backup code), or a passkey's answer. */
export async function finishLoginMfa(body: {
  mfa_token: string;
  code?: string;
  passkey_response?: Record<string, unknown>;
  remember_device: boolean;
}) {
  const answer = tokenPairSchema.safeParse(await api.post('/auth/login-mfa', body));
  if (!answer.success) throw new LoginFailed('Login failed');
  return answer.data;
}

/** POST /auth/login-mfa/passkey-options: WebAuthn request options for 'Use a passkey'. */
export async function loginPasskeyOptions(mfaToken: string) {
  return webAuthnJsonSchema.parse(await api.post('/auth/login-mfa/passkey-options', { mfa_token: mfaToken }));
}

/** POST /auth/register. */
export async function registerAccount(body: RegisterRequest) {
  return registerResponseSchema.parse(await api.post('/auth/register', body));
}

/** POST /emails/verify-email?token=…: the emailed link, used once. */
export async function verifyEmail(token: string) {
  return detailSchema.parse(await api.post('/emails/verify-email', undefined, { query: { token } }));
}

/** POST /emails/send-verification: a new link for the signed-in account. */
export async function sendVerification() {
  return detailSchema.parse(await api.post('/emails/send-verification'));
}

/** POST /emails/resend-verification?email=…: a new link for an account that cannot sign in yet. */
export async function resendVerification(email: string) {
  return detailSchema.parse(await api.post('/emails/resend-verification', undefined, { query: { email } }));
}

/** POST /emails/request-password-reset?email=…: the answer never says whether the account exists. */
export async function requestPasswordReset(email: string) {
  return detailSchema.parse(await api.post('/emails/request-password-reset', undefined, { query: { email } }));
}

/** POST /emails/reset-password with the emailed token and the new password in a JSON body. */
export async function resetPassword(body: NonNullable<z.input<typeof resetPasswordBodySchema>>) {
  return detailSchema.parse(await api.post('/emails/reset-password', body));
}

/** GET /captcha/config: which human check the register form shows. */
export async function getCaptchaConfig() {
  return captchaConfigSchema.parse(await api.get('/captcha/config'));
}

/** GET /registration: open, or invite (registration needs an invite code). */
export async function getRegistrationMode() {
  return registrationSettingsSchema.parse(await api.get('/registration'));
}

/** POST /auth/social-login: the popup's code (token) and state; success, collision or requires_mfa. */
export async function socialLogin(body: SocialLoginRequest) {
  return socialLoginResponseSchema.parse(await api.post('/auth/social-login', body));
}

/** POST /auth/link-account: the collision's link token with the existing account's password. */
export async function linkAccount(body: LinkAccountRequest) {
  return linkAccountResponseSchema.parse(await api.post('/auth/link-account', body));
}
