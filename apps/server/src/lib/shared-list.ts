import type { Clock } from './clock';
import { createLearnerCache } from './learner-cache';

/**
 * How long a process keeps a shared list's answer, unless told sooner that the list changed: the
 * bound on a change made by another process reaching this one while Redis is unreachable.
 */
export const SHARED_LIST_TTL_MS = 5_000;

/** The whole list is one entry of the keeping cache; its queries (a status, a search) are its variants. */
const LIST = 0;

/**
 * Answers of a list every administrator shares (the admin user list, the support inbox), kept
 * between writes: a query's answer is kept until SHARED_LIST_TTL_MS has passed or `forget` is
 * called, which whatever writes the list's rows does in every process (the change feed). Calls
 * made while the query is being read share that read; a read under way when the list changed is
 * answered but not kept, so the writer's next read sees its write. A failed read is never kept.
 * It is the learner cache's keeping (lib/learner-cache.ts) for one entry.
 */
export function createSharedList<V>(clock: Clock, options: { ttlMs?: number } = {}) {
  const kept = createLearnerCache<V>(clock, { ttlMs: options.ttlMs ?? SHARED_LIST_TTL_MS, max: 1 });
  return {
    /** The answer to `query`: as kept, as being read, or read now with `load`. */
    get(query: string, load: () => Promise<V>): Promise<V> {
      return kept.get(LIST, query, async () => ({ value: await load() }));
    },
    /** Drops every kept answer, and keeps none of the reads now under way. */
    forget() {
      kept.forget([LIST]);
    },
  };
}
