import { captchaConfigSchema, detailSchema, type WaitlistJoinRequest } from '@hadal/domain';
import { api } from '@/lib/api-client';

/**
 * The landing page's calls: the registration mode (registration-mode.ts, kept free of zod for the
 * first load), the captcha in use, and joining the waitlist.
 */
export { getRegistrationMode, landingKeys } from './registration-mode';

export async function getCaptchaConfig() {
  return captchaConfigSchema.parse(await api.get('/captcha/config'));
}

/** POST /waitlist: an email and the same captcha as registration. */
export async function joinWaitlist(body: WaitlistJoinRequest) {
  return detailSchema.parse(await api.post('/waitlist', body));
}
