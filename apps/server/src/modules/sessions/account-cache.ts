import type { ChangeListeners } from '@/adapters/change-feed/change-feed';
import type { UserRow } from '@/db/schema';
import { createCache } from '@/lib/cache';
import type { Clock } from '@/lib/clock';

/** How long a process trusts an account row it read, unless told sooner that it changed. */
export const ACCOUNT_CACHE_TTL_MS = 60_000;
/** Accounts remembered per process (the most recently used). */
export const ACCOUNT_CACHE_MAX = 50_000;

type LoadAccount = (userId: number) => Promise<UserRow | undefined>;

/**
 * The access-token check reads each account once a minute instead of on every request (lib/cache.ts).
 * Whatever writes an account's row marks it in its unit of work (db/unit-of-work.ts), published on
 * the change feed once committed; the row is then forgotten in this process at once and, through
 * Redis when REDIS_URL is set, in every other. A missing account is never remembered.
 */
export function createAccountCache(deps: {
  load: LoadAccount;
  clock: Clock;
  changes: Pick<ChangeListeners, 'onAccounts'>;
}) {
  const rows = createCache<UserRow | undefined>(deps.clock, { ttlMs: ACCOUNT_CACHE_TTL_MS, max: ACCOUNT_CACHE_MAX });
  deps.changes.onAccounts(rows.forget);
  return {
    /** The account as this process holds it, without reading; undefined when it must be read. */
    cached: (userId: number): UserRow | undefined => rows.peek(userId)?.value,
    account: (userId: number): Promise<UserRow | undefined> =>
      rows.get(userId, '', async () => {
        const user = await deps.load(userId);
        return { value: user, until: user ? undefined : 0 };
      }),
  };
}
export type AccountCache = ReturnType<typeof createAccountCache>;
