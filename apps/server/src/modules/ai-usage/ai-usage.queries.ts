import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { aiUsageCounters, aiUsageLimits } from '@/db/schema';

/** The users' own limits (users without a row use the default). */
export async function limitsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.select().from(aiUsageLimits).where(inArray(aiUsageLimits.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.dailyLimit]));
}

export async function usageOn(db: DbOrTx, userIds: number[], day: string): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select()
    .from(aiUsageCounters)
    .where(and(inArray(aiUsageCounters.userId, userIds), eq(aiUsageCounters.day, day)));
  return new Map(rows.map((r) => [r.userId, r.count]));
}

export async function upsertLimit(db: DbOrTx, userId: number, dailyLimit: number, now: Date): Promise<void> {
  await db
    .insert(aiUsageLimits)
    .values({ userId, dailyLimit, updatedAt: now })
    .onConflictDoUpdate({ target: aiUsageLimits.userId, set: { dailyLimit, updatedAt: now } });
}

export async function clearUsage(db: DbOrTx, userId: number, day: string): Promise<void> {
  await db.delete(aiUsageCounters).where(and(eq(aiUsageCounters.userId, userId), eq(aiUsageCounters.day, day)));
}

/**
 * One statement: counts one more use of `day` unless the count already reached `limit`.
 * Returns the new count, or null when the limit refused it. Concurrent calls never pass the limit:
 * the conflicting update re-checks the row it locks.
 */
export async function incrementBelow(db: DbOrTx, userId: number, day: string, limit: number): Promise<number | null> {
  if (limit <= 0) return null;
  const rows = await db
    .insert(aiUsageCounters)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [aiUsageCounters.userId, aiUsageCounters.day],
      set: { count: sql`${aiUsageCounters.count} + 1` },
      setWhere: sql`${aiUsageCounters.count} < ${limit}`,
    })
    .returning({ count: aiUsageCounters.count });
  return rows[0]?.count ?? null;
}

/** One use fewer on `day`, never below 0. */
export async function decrementUsage(db: DbOrTx, userId: number, day: string): Promise<void> {
  await db
    .update(aiUsageCounters)
    .set({ count: sql`${aiUsageCounters.count} - 1` })
    .where(and(eq(aiUsageCounters.userId, userId), eq(aiUsageCounters.day, day), sql`${aiUsageCounters.count} > 0`));
}
