import { LRUCache } from 'lru-cache';
import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { UserRow } from '@/db/schema';
import type { Clock } from '@/lib/clock';

/** How long a process trusts an account row it read, unless told sooner that it changed. */
export const ACCOUNT_CACHE_TTL_MS = 60_000;
/** Accounts remembered per process (the most recently used). */
export const ACCOUNT_CACHE_MAX = 50_000;

type LoadAccount = (userId: number) => Promise<UserRow | undefined>;
type Reading = { promise: Promise<UserRow | undefined>; stale: boolean };

/**
 * The access-token check reads each account once a minute instead of on every request. Whatever
 * writes an account's row marks it in its unit of work (db/unit-of-work.ts), published on the
 * change feed once committed; the row is then forgotten in this process at once and, through Redis when
 * REDIS_URL is set, in every other. Requests for the same account while it is being read share
 * that read; a read that was under way when its account changed is answered but not kept. A
 * missing account is never remembered.
 */
export function createAccountCache(load: LoadAccount, clock: Clock, changes: Pick<ChangeListeners, 'onAccounts'>) {
  const rows = new LRUCache<number, { user: UserRow; readAt: number }>({ max: ACCOUNT_CACHE_MAX });
  const reading = new Map<number, Reading>();
  changes.onAccounts((ids) => {
    for (const id of ids) {
      rows.delete(id);
      const under = reading.get(id);
      if (under) {
        under.stale = true;
        reading.delete(id);
      }
    }
  });

  function read(userId: number, now: number): Promise<UserRow | undefined> {
    const entry: Reading = { stale: false, promise: load(userId) };
    reading.set(userId, entry);
    entry.promise.then(
      (user) => {
        if (reading.get(userId) === entry) reading.delete(userId);
        if (user && !entry.stale) rows.set(userId, { user, readAt: now });
      },
      () => {
        if (reading.get(userId) === entry) reading.delete(userId);
      },
    );
    return entry.promise;
  }

  /** The account as this process holds it, without reading; undefined when it must be read. */
  function cached(userId: number): UserRow | undefined {
    const hit = rows.get(userId);
    return hit && clock.now().getTime() - hit.readAt < ACCOUNT_CACHE_TTL_MS ? hit.user : undefined;
  }

  return {
    cached,
    account(userId: number): Promise<UserRow | undefined> {
      const held = cached(userId);
      if (held) return Promise.resolve(held);
      return reading.get(userId)?.promise ?? read(userId, clock.now().getTime());
    },
  };
}
export type AccountCache = ReturnType<typeof createAccountCache>;
