import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rateLimitCounters } from '@/db/schema';
import type { RateLimitStore, WindowCount } from './rate-limit-store';

const CLEANUP_EVERY_N_HITS = 200;

function toMs(value: Date | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

const t = rateLimitCounters;
/** Counters in the rate_limit_counters table; one atomic upsert per hit. */
export function createDbRateLimitStore(db: Db): RateLimitStore {
  let hits = 0;
  return {
    kind: 'database',
    async hit(key, windowMs, nowMs): Promise<WindowCount> {
      // A hit: the counter of `key` counts one more, or starts again at 1 once its window has ended.
      const now = sql`${new Date(nowMs).toISOString()}::timestamptz`;
      const resetAt = new Date(nowMs + windowMs);
      const [row] = await db
        .insert(t)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${t.resetAt} <= ${now} then 1 else ${t.count} + 1 end`,
            resetAt: sql`case when ${t.resetAt} <= ${now} then excluded.reset_at else ${t.resetAt} end`,
          },
        })
        .returning({ count: t.count, resetAt: t.resetAt });
      hits += 1;
      if (hits % CLEANUP_EVERY_N_HITS === 0) {
        await db.delete(t).where(lt(t.resetAt, new Date(nowMs)));
      }
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: row.count, resetAtMs: toMs(row.resetAt) };
    },
    async get(key, nowMs) {
      const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
      if (!row || toMs(row.resetAt) <= nowMs) return null;
      return { count: row.count, resetAtMs: toMs(row.resetAt) };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async close() {},
  };
}
