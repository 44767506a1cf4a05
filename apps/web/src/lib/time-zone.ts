import { readStorage, writeStorage } from './local-storage';
import { STORAGE_KEYS } from './storage-keys';

interface KeptZone {
  zone: string;
  offset: number;
}

function keptZone(raw: string | null): KeptZone | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<KeptZone> | null;
    return typeof value?.zone === 'string' && value.zone && typeof value.offset === 'number'
      ? { zone: value.zone, offset: value.offset }
      : null;
  } catch {
    return null;
  }
}

/**
 * The browser's IANA time zone, sent with signed-in calls for the learner's day (streak, due
 * reviews). Intl's first use in a page takes 25 to 40 ms of the main thread, so the zone is kept
 * with the UTC offset it was found at and looked up again only when the offset has changed (the
 * same offset is the same local day). The build's start script (build-plugins/route-table.ts)
 * reads and keeps it the same way.
 */
export function browserTimeZone(now = new Date()): string | undefined {
  const offset = now.getTimezoneOffset();
  const kept = keptZone(readStorage(STORAGE_KEYS.timeZone));
  if (kept?.offset === offset) return kept.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  if (zone) writeStorage(STORAGE_KEYS.timeZone, JSON.stringify({ zone, offset } satisfies KeptZone));
  return zone;
}
