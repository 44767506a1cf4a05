import { LRUCache } from 'lru-cache';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { Clock } from './clock';

/** How long a process trusts what it read of a learner, unless told sooner that it changed. */
export const LEARNER_CACHE_TTL_MS = 60_000;
/** Learners remembered per cache and process (the most recently used). */
export const LEARNER_CACHE_MAX = 20_000;
/** Variants kept per learner (a time zone, a page size): past this, the learner's are read afresh. */
const MAX_VARIANTS = 8;

/** What a per-learner cache listens to on the change feed (adapters/change-feed). */
export type LearnerChanges = Pick<ChangeListeners, 'onAccounts' | 'onLearners'>;

/** Calls `forget` with the learners, and the accounts, that changed in any process. */
export function forgetOnChange(changes: LearnerChanges | undefined, forget: (userIds: number[]) => void) {
  changes?.onLearners(forget);
  changes?.onAccounts(forget);
}

/** What a read found, and until when (ms since the epoch) it stays true if nothing is written. */
export interface Found<V> {
  value: V;
  until?: number;
}

type Entry<V> = { value: V; until: number };
type Reading<V> = { promise: Promise<V>; stale: boolean };

/**
 * Per-learner answers a process keeps between writes: the answer of a read is kept until its TTL,
 * or the time the read says it stops being true (a card falling due, the learner's day ending),
 * or until it is forgotten. Whatever writes the learner's data marks them in its unit of work,
 * and the change feed makes every process forget them (Redis when REDIS_URL is set). Requests for the same
 * learner and variant while it is being read share that read; a read that was under way when its
 * learner changed is answered but not kept. A failed read is never kept.
 */
export function createLearnerCache<V>(clock: Clock, options: { ttlMs?: number; max?: number } = {}) {
  const ttlMs = options.ttlMs ?? LEARNER_CACHE_TTL_MS;
  const held = new LRUCache<number, Map<string, Entry<V>>>({ max: options.max ?? LEARNER_CACHE_MAX });
  const reading = new Map<number, Map<string, Reading<V>>>();

  function stopReading(learnerId: number, variant: string, entry: Reading<V>) {
    const of = reading.get(learnerId);
    if (of?.get(variant) !== entry) return;
    of.delete(variant);
    if (of.size === 0) reading.delete(learnerId);
  }

  function keep(learnerId: number, variant: string, entry: Entry<V>) {
    let of = held.get(learnerId);
    if (!of || of.size >= MAX_VARIANTS) {
      of = new Map();
      held.set(learnerId, of);
    }
    of.set(variant, entry);
  }

  function read(learnerId: number, variant: string, load: () => Promise<Found<V>>, startedAt: number): Promise<V> {
    const entry = { stale: false } as Reading<V>;
    entry.promise = Promise.resolve()
      .then(load)
      .then(
        (found) => {
          stopReading(learnerId, variant, entry);
          if (!entry.stale) {
            keep(learnerId, variant, {
              value: found.value,
              until: Math.min(startedAt + ttlMs, found.until ?? Infinity),
            });
          }
          return found.value;
        },
        (error: unknown) => {
          stopReading(learnerId, variant, entry);
          throw error;
        },
      );
    let of = reading.get(learnerId);
    if (!of) reading.set(learnerId, (of = new Map()));
    of.set(variant, entry);
    return entry.promise;
  }

  return {
    /** The learner's answer for `variant`: as kept, as being read, or read now with `load`. */
    get(learnerId: number, variant: string, load: () => Promise<Found<V>>): Promise<V> {
      const now = clock.now().getTime();
      const hit = held.get(learnerId)?.get(variant);
      if (hit && now < hit.until) return Promise.resolve(hit.value);
      return reading.get(learnerId)?.get(variant)?.promise ?? read(learnerId, variant, load, now);
    },

    /** The learner's answer for `variant` as kept now, if it is (no read is started). */
    peek(learnerId: number, variant: string): Found<V> | undefined {
      const hit = held.get(learnerId)?.get(variant);
      return hit && clock.now().getTime() < hit.until ? hit : undefined;
    },

    /**
     * Keeps `found` as the learner's answer for `variant`, as a read would: for a writer that
     * knows the answer its write leaves (after forgetting what its write changed).
     */
    keep(learnerId: number, variant: string, found: Found<V>) {
      keep(learnerId, variant, {
        value: found.value,
        until: Math.min(clock.now().getTime() + ttlMs, found.until ?? Infinity),
      });
    },

    /** Drops what this process keeps of these learners, and keeps no read now under way for them. */
    forget(learnerIds: Iterable<number>) {
      for (const id of learnerIds) {
        held.delete(id);
        const under = reading.get(id);
        if (!under) continue;
        for (const entry of under.values()) entry.stale = true;
        reading.delete(id);
      }
    },

    /** Keeps none of the reads now under way, for any learner (held answers stay). */
    forgetReadings() {
      for (const under of reading.values()) for (const entry of under.values()) entry.stale = true;
      reading.clear();
    },
  };
}
export type LearnerCache<V> = ReturnType<typeof createLearnerCache<V>>;
