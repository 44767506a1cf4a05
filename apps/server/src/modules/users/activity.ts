import { eq } from 'drizzle-orm';
import { localDay, nextStreak } from '@hadal/domain';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import type { Clock } from '@/lib/clock';

export interface ActivityResult {
  streakDays: number;
  lastActivityDate: string;
}

/**
 * Records that the learner was active now and updates the daily streak (spec 01 §4) on the
 * learner's local day in `timeZone` (an IANA name from the x-time-zone header; UTC when missing
 * or unknown). Called on every visit (/auth/me) and on lesson progress. Safe under concurrency:
 * the row is locked for the read-modify-write.
 */
export async function recordActivity(
  db: Db,
  clock: Clock,
  userId: number,
  timeZone?: string | null,
): Promise<ActivityResult | null> {
  const today = localDay(clock.now(), timeZone);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ streakDays: users.streakDays, lastActivityDate: users.lastActivityDate })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) return null;
    const next = nextStreak(row, today);
    if (next.streakDays !== row.streakDays || next.lastActivityDate !== row.lastActivityDate) {
      await tx
        .update(users)
        .set({ streakDays: next.streakDays, lastActivityDate: next.lastActivityDate })
        .where(eq(users.id, userId));
    }
    return { streakDays: next.streakDays, lastActivityDate: next.lastActivityDate ?? today };
  });
}
