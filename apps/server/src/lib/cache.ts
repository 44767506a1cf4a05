import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/** What a read found, and until when (ms since the epoch) it stays true if nothing is written. */
export interface Found<V> {
  value: V;
  /** Past this time the answer is read again; 0 (or any past time) answers it without keeping it. */
  until?: number;
}

/** An answer as kept: its value, and the time it is read again at, whichever comes first of TTL and the read's `until`. */
export interface Kept<V> {
  value: V;
  until: number;
}

type Owner = string | number;
type Entry<V> = Kept<V> & { owner: Owner };
type Reading<V> = { load: () => Promise<Found<V>>; startedAt: number; token: object };

/**
 * The one cache of the server: answers a process keeps between writes, on lru-cache's `fetch()`.
 *
 * An answer belongs to an owner (a learner, an account, a session, a shared list) and a variant
 * of it (a time zone, a page size, a query; '' when there is one). It is kept until `ttlMs` after
 * its read began, or the `until` its read names (a card falling due, a session expiring), or until
 * its owner is forgotten; the least recently used go past `max`. Requests for the same owner and
 * variant while it is read share that read (lru-cache's fetch). A read under way when its owner is
 * forgotten is answered but not kept (`ignoreFetchAbort`: lru-cache aborts the read on delete,
 * lets it answer, and keeps it only while it is still the entry). A failed read is never kept.
 *
 * Expiry is checked here against the injected clock, not by lru-cache's own TTL, so tests move
 * time by hand and an answer is read again at exactly its time.
 */
export function createCache<V>(clock: Clock, options: { ttlMs: number; max: number }) {
  const { ttlMs } = options;
  // The variants of each owner that has more than the '' one, to forget them with the owner.
  const variantsOf = new Map<Owner, Set<string>>();
  // The reads under way, for forgetReadings (lru-cache does not list them).
  const reading = new Map<string, object>();

  const keyOf = (owner: Owner, variant: string) => `${owner}\u0000${variant}`;
  const now = () => clock.now().getTime();
  const kept = (owner: Owner, value: V, startedAt: number, until = Infinity): Entry<V> => ({
    owner,
    value,
    until: Math.min(startedAt + ttlMs, until),
  });

  const entries = new LRUCache<string, Entry<V>, Reading<V> & { owner: Owner }>({
    max: options.max,
    ignoreFetchAbort: true,
    async fetchMethod(key, _expired, { context }) {
      try {
        const found = await context.load();
        return kept(context.owner, found.value, context.startedAt, found.until);
      } finally {
        if (reading.get(key) === context.token) reading.delete(key);
      }
    },
    dispose(entry, key, reason) {
      if (reason !== 'evict') return;
      const variants = variantsOf.get(entry.owner);
      variants?.delete(key);
      if (variants?.size === 0) variantsOf.delete(entry.owner);
    },
  });

  function index(owner: Owner, variant: string, key: string) {
    if (variant === '') return;
    let variants = variantsOf.get(owner);
    if (!variants) variantsOf.set(owner, (variants = new Set()));
    variants.add(key);
  }

  function fresh(key: string): Entry<V> | undefined {
    const hit = entries.get(key);
    return hit && now() < hit.until ? hit : undefined;
  }

  return {
    /** The answer for `owner` and `variant`: as kept, as being read, or read now with `load`. */
    async get(owner: Owner, variant: string, load: () => Promise<Found<V>>): Promise<V> {
      const key = keyOf(owner, variant);
      const hit = fresh(key);
      if (hit) return hit.value;
      index(owner, variant, key);
      const token = {};
      const context = { owner, load, startedAt: now(), token };
      // An expired entry is read again (forceRefresh); a read under way is shared either way.
      const entry = entries.fetch(key, { context, forceRefresh: true });
      if (!reading.has(key)) reading.set(key, token);
      return (await entry)!.value;
    },

    /** The answer as kept now, if it is (no read is started). */
    peek(owner: Owner, variant = ''): Kept<V> | undefined {
      const hit = entries.peek(keyOf(owner, variant));
      return hit && now() < hit.until ? { value: hit.value, until: hit.until } : undefined;
    },

    /**
     * Keeps `found` as the answer, as a read would (a read under way is then not kept): for a
     * writer that knows the answer its write leaves.
     */
    keep(owner: Owner, variant: string, found: Found<V>) {
      const key = keyOf(owner, variant);
      index(owner, variant, key);
      reading.delete(key);
      entries.set(key, kept(owner, found.value, now(), found.until));
    },

    /** Drops what is kept of these owners, and keeps no read now under way for them. */
    forget(owners: Iterable<Owner>) {
      for (const owner of owners) {
        const key = keyOf(owner, '');
        entries.delete(key);
        reading.delete(key);
        for (const variant of variantsOf.get(owner) ?? []) {
          entries.delete(variant);
          reading.delete(variant);
        }
        variantsOf.delete(owner);
      }
    },

    /** Keeps none of the reads now under way, of any owner (kept answers stay). */
    forgetReadings() {
      for (const key of reading.keys()) entries.delete(key);
      reading.clear();
    },

    /** Drops every kept answer, and keeps none of the reads now under way. */
    forgetAll() {
      entries.clear();
      reading.clear();
      variantsOf.clear();
    },
  };
}
export type Cache<V> = ReturnType<typeof createCache<V>>;
