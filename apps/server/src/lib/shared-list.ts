import { createCache } from './cache';
import type { Clock } from './clock';

/**
 * How long a process keeps a shared list's answer, unless told sooner that the list changed: the
 * bound on a change made by another process reaching this one while Redis is unreachable.
 */
export const SHARED_LIST_TTL_MS = 5_000;
/** Queries of one list kept per process (the most recently used). */
const SHARED_LIST_QUERIES = 64;

/**
 * Answers of a list every administrator shares (the admin user list), kept between writes
 * (lib/cache.ts): a query's answer is kept until SHARED_LIST_TTL_MS has passed or `forget` is
 * called, which whatever writes the list's rows does in every process (the change feed).
 */
export function createSharedList<V>(clock: Clock, options: { ttlMs?: number } = {}) {
  const kept = createCache<V>(clock, { ttlMs: options.ttlMs ?? SHARED_LIST_TTL_MS, max: SHARED_LIST_QUERIES });
  return {
    /** The answer to `query`: as kept, as being read, or read now with `load`. */
    get: (query: string, load: () => Promise<V>): Promise<V> =>
      kept.get(query, '', async () => ({ value: await load() })),
    /** Drops every kept answer, and keeps none of the reads now under way. */
    forget: () => kept.forgetAll(),
  };
}
