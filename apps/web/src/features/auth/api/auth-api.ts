import type { DetailResponse, ProfileResponse, RegisterRequest, RegisterResponse, TokenResponse } from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The accounts calls of spec 01 §7 and spec 02 §7. */
export function requestToken(identifier: string, password: string, mfaCode?: string, rememberDevice?: boolean) {
  const form = new URLSearchParams({ username: identifier.trim(), password });
  if (mfaCode) form.set('mfa_code', mfaCode);
  if (rememberDevice) form.set('remember_device', 'true');
  return api.post<TokenResponse>('/auth/token', form);
}

export const registerAccount = (body: RegisterRequest) => api.post<RegisterResponse>('/auth/register', body);
export const fetchProfile = () => api.get<ProfileResponse>('/auth/profile');
export const logoutSession = (refreshToken: string | null) =>
  api.post<DetailResponse>('/auth/logout', refreshToken ? { refresh_token: refreshToken } : {});

export const verifyEmail = (token: string) =>
  api.post<DetailResponse>('/emails/verify-email', undefined, { query: { token } });
export const sendVerification = () => api.post<DetailResponse>('/emails/send-verification');
export const resendVerification = (email: string) =>
  api.post<DetailResponse>('/emails/resend-verification', undefined, { query: { email } });
export const requestPasswordReset = (email: string) =>
  api.post<DetailResponse>('/emails/request-password-reset', undefined, { query: { email } });
export const resetPassword = (token: string, newPassword: string) =>
  api.post<DetailResponse>('/emails/reset-password', { token, new_password: newPassword });

export interface CaptchaConfig {
  provider: 'altcha' | 'off';
  challenge_url: string | null;
}
export const fetchCaptchaConfig = () => api.get<CaptchaConfig>('/captcha/config');
