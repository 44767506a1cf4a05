import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import { createCache, type Found } from './cache';
import type { Clock } from './clock';

export type { Found } from './cache';

/** How long a process trusts what it read of a learner, unless told sooner that it changed. */
export const LEARNER_CACHE_TTL_MS = 60_000;
/** Answers (a learner and a variant) kept per cache and process (the most recently used). */
export const LEARNER_CACHE_MAX = 20_000;

/** What a per-learner cache listens to on the change feed (adapters/change-feed). */
export type LearnerChanges = Pick<ChangeListeners, 'onAccounts' | 'onLearners'>;

/** Calls `forget` with the learners, and the accounts, that changed in any process. */
export function forgetOnChange(changes: LearnerChanges | undefined, forget: (userIds: number[]) => void) {
  changes?.onLearners(forget);
  changes?.onAccounts(forget);
}

/**
 * Per-learner answers a process keeps between writes (lib/cache.ts): the answer of a read is kept
 * until its TTL, or the time the read says it stops being true (a card falling due, the learner's
 * day ending), or until the learner is forgotten. Whatever writes the learner's data marks them in
 * its unit of work, and the change feed makes every process forget them (Redis when REDIS_URL is set).
 */
export function createLearnerCache<V>(clock: Clock, options: { ttlMs?: number; max?: number } = {}) {
  const cache = createCache<V>(clock, {
    ttlMs: options.ttlMs ?? LEARNER_CACHE_TTL_MS,
    max: options.max ?? LEARNER_CACHE_MAX,
  });
  return {
    ...cache,
    /** As the cache's `get`, the read starting once the caller's synchronous turn is over. */
    get: (learnerId: number, variant: string, load: () => Promise<Found<V>>): Promise<V> =>
      cache.get(learnerId, variant, () => Promise.resolve().then(load)),
  };
}
export type LearnerCache<V> = ReturnType<typeof createLearnerCache<V>>;
