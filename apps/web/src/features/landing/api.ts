import { captchaConfigSchema, detailSchema, registrationSettingsSchema, type WaitlistJoinRequest } from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The landing page's calls: the registration mode, the captcha in use, and joining the waitlist. */
export const landingKeys = {
  registration: ['registration'] as const,
  captchaConfig: ['captcha', 'config'] as const,
};

export async function getRegistrationMode() {
  return registrationSettingsSchema.parse(await api.get('/registration'));
}

export async function getCaptchaConfig() {
  return captchaConfigSchema.parse(await api.get('/captcha/config'));
}

/** POST /waitlist: an email and the same captcha as registration. */
export async function joinWaitlist(body: WaitlistJoinRequest) {
  return detailSchema.parse(await api.post('/waitlist', body));
}
