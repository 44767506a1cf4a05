// Type-only import: the zod schema (cookieConsentSchema in @hadal/domain) would pull zod into the
// initial bundle for one tiny object, so the same shape is checked by hand here.
import type { CookieConsent } from '@hadal/domain';
import { readStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

function isCookieConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.necessary === true && typeof record.optional === 'boolean';
}

/** The saved cookie consent, or null when the visitor has not chosen yet (or the saved value is unreadable). */
export function readCookieConsent(): CookieConsent | null {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCookieConsent(parsed) ? { necessary: true, optional: parsed.optional } : null;
  } catch {
    return null;
  }
}

/** Saves {necessary: true, optional} under the cookieConsent key and returns it. */
export function saveCookieConsent(optional: boolean): CookieConsent {
  const consent: CookieConsent = { necessary: true, optional };
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
  return consent;
}
