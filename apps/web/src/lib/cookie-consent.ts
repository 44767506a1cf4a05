import { cookieConsentSchema, type CookieConsent } from '@hadal/domain';
import { readStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The saved cookie consent, or null when the visitor has not chosen yet (or the saved value is unreadable). */
export function readCookieConsent(): CookieConsent | null {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!raw) return null;
  try {
    const parsed = cookieConsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveCookieConsent(optional: boolean): CookieConsent {
  const consent: CookieConsent = { necessary: true, optional };
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  return consent;
}
