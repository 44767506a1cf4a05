import { localDay, nextStreak } from '@hadal/domain';
import { readStorage, writeStorage } from '@/lib/local-storage';

/** The locally kept learner store (spec 01 §3 "Local client store"); its streak is the display fallback. */
export const LOCAL_LEARNER_STORE_KEY = 'hadalLearner';

interface LocalLearnerStore {
  streakDays: number;
  lastLoginDate: string | null;
}

function read(): LocalLearnerStore {
  try {
    const v = JSON.parse(readStorage(LOCAL_LEARNER_STORE_KEY) ?? 'null') as Partial<LocalLearnerStore> | null;
    return {
      streakDays: Number(v?.streakDays) || 0,
      lastLoginDate: typeof v?.lastLoginDate === 'string' ? v.lastLoginDate : null,
    };
  } catch {
    return { streakDays: 0, lastLoginDate: null };
  }
}

/** Counts today's visit in the local streak and answers it. */
export function touchLocalStreak(now: Date = new Date()): number {
  const store = read();
  const next = nextStreak(
    { streakDays: store.streakDays, lastActivityDate: store.lastLoginDate },
    localDay(now, Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  writeStorage(
    LOCAL_LEARNER_STORE_KEY,
    JSON.stringify({ ...store, streakDays: next.streakDays, lastLoginDate: next.lastActivityDate }),
  );
  return next.streakDays;
}
