// Type-only import: the zod schema (registrationSettingsSchema in @hadal/domain) would pull zod into
// the landing page's first load for one tiny object, so the same shape is checked by hand here.
import type { RegistrationSettings } from '@hadal/domain';
import { ApiError, api } from '@/lib/api-client';

/** The landing page's query keys. */
export const landingKeys = {
  registration: ['registration'] as const,
  captchaConfig: ['captcha', 'config'] as const,
};

/** REGISTRATION_MODES of the domain, without the module's other rules. */
const MODES: readonly unknown[] = ['open', 'invite'] satisfies RegistrationSettings['registration_mode'][];

function isRegistrationSettings(value: unknown): value is RegistrationSettings {
  return (
    typeof value === 'object' && value !== null && MODES.includes((value as Record<string, unknown>).registration_mode)
  );
}

/** GET /registration: open registration, or by invite (the landing page then offers the waitlist). */
export async function getRegistrationMode(): Promise<RegistrationSettings> {
  const data = await api.get('/registration');
  if (!isRegistrationSettings(data))
    throw new ApiError(200, 'Unexpected answer from GET /registration', undefined, data);
  return { registration_mode: data.registration_mode };
}
