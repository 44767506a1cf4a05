import {
  LOCAL_SAMPLE_LESSON_COUNT,
  parseLocalLearnerStore,
  runtimeLocalDay,
  visitLocalStore,
  type LocalLearnerStore,
  type MeResponse,
  type StatefulProgressEntry,
} from '@hadal/domain';
import { readStorage, writeStorage } from '@/lib/local-storage';

/** The locally kept learner store (spec 01 §3 "Local client store"); its streak is the display fallback. */
export const LOCAL_LEARNER_STORE_KEY = 'hadalLearner';

function read(): LocalLearnerStore {
  try {
    return parseLocalLearnerStore(JSON.parse(readStorage(LOCAL_LEARNER_STORE_KEY) ?? 'null'));
  } catch {
    return parseLocalLearnerStore(null);
  }
}

const write = (store: LocalLearnerStore) => writeStorage(LOCAL_LEARNER_STORE_KEY, JSON.stringify(store));

/** Counts today's visit (the device's calendar day) in the local streak and answers it. */
export function touchLocalStreak(now: Date = new Date()): number {
  const store = visitLocalStore(read(), runtimeLocalDay(now));
  write(store);
  return store.streakDays;
}

/** Keeps the local store in step with the server: the account's name and XP, and its first four lessons. */
export function rememberLearner(
  me: Pick<MeResponse, 'username' | 'xp_points'> | undefined,
  progress?: StatefulProgressEntry[],
) {
  const store = read();
  write({
    ...store,
    username: me?.username ?? store.username,
    xpPoints: me?.xp_points ?? store.xpPoints,
    lessons: progress
      ? progress.slice(0, LOCAL_SAMPLE_LESSON_COUNT).map((p) => ({
          id: p.lesson_stable_id,
          progress: p.progress_percentage,
          completed: p.completed,
          locked: p.locked,
          skipped: p.skipped,
        }))
      : store.lessons,
  });
}
