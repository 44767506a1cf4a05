import type { APIRequestContext, APIResponse } from '@playwright/test';
import { totpCode } from './totp';
import type { TestUser } from './users';

/**
 * The verified administrator the server creates at start from ADMIN_EMAIL and ADMIN_PASSWORD
 * (set from this in playwright.config.ts); its username is the part of the email before the @.
 */
export const BOOTSTRAP_ADMIN: TestUser = { email: 'admin@hadal.test', username: 'admin', password: 'Admin-Passw0rd!' };

/**
 * Its second factor (ADMIN_TOTP_SECRET): administrators must hold one (ADMIN_REQUIRE_MFA), so the
 * servers the journeys start give the bootstrap administrator this TOTP secret, whose codes the
 * journeys compute with the same library as the server (otpauth).
 */
export const BOOTSTRAP_ADMIN_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

/** The trusted-device cookie the administrator's first sign-in got, per server: later ones skip the code. */
const trustedDevice = new Map<string, string>();

/**
 * POST /api/auth/token, form-encoded, at `origin`. For the bootstrap administrator a requires_mfa
 * answer is finished with a code (the server accepts each 30-second code once and one step of drift,
 * so the next step is tried when another worker used this one) and 'remember this device', whose
 * cookie the next sign-ins of this worker send.
 */
export async function postSignIn(request: APIRequestContext, origin: string, user: TestUser): Promise<APIResponse> {
  const url = `${origin}/api/auth/token`;
  const form = { username: user.email, password: user.password };
  const cookie = trustedDevice.get(origin);
  const first = await request.post(url, { form, headers: cookie ? { cookie } : {} });
  if (!first.ok() || user.email !== BOOTSTRAP_ADMIN.email) return first;
  if (!(await first.json()).requires_mfa) return first;
  let last = first;
  for (const step of [0, 1, -1]) {
    last = await request.post(url, {
      form: { ...form, mfa_code: totpCode(BOOTSTRAP_ADMIN_TOTP_SECRET, step), remember_device: 'true' },
    });
    if (last.ok()) {
      const set = last.headers()['set-cookie'];
      if (set) trustedDevice.set(origin, set.split(';')[0]!);
      return last;
    }
  }
  return last;
}
