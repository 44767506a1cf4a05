import { and, eq, lt, or, sql } from 'drizzle-orm';
import { localDay, nextStreak, type StreakState } from '@hadal/domain';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import type { Clock } from '@/lib/clock';

export interface ActivityResult {
  streakDays: number;
  lastActivityDate: string;
  /** False when `known` already held today: the row was neither written nor read. */
  touched: boolean;
}

/**
 * Records that the learner was active now and updates the daily streak (spec 01 §4) on the
 * learner's local day in `timeZone` (an IANA name from the x-time-zone header; UTC when missing
 * or unknown). Called on every visit (/auth/me).
 *
 * No lock and, on most calls, no write: `known` is the row the request already read (the
 * signed-in account); when its day is today nothing changes and the database is not touched.
 * Otherwise one conditional UPDATE moves the streak, only while the stored day is before today,
 * so concurrent visits count once. Its CASE is nextStreak (packages/domain) in SQL; a test
 * checks both agree on every kind of state.
 */
export async function recordActivity(
  db: Db,
  clock: Clock,
  userId: number,
  timeZone?: string | null,
  known?: StreakState,
): Promise<ActivityResult | null> {
  const today = localDay(clock.now(), timeZone);
  if (known) {
    const next = nextStreak(known, today);
    if (next.streakDays === known.streakDays && next.lastActivityDate === known.lastActivityDate)
      return { streakDays: known.streakDays, lastActivityDate: known.lastActivityDate ?? today, touched: false };
  }
  const [moved] = await db
    .update(users)
    .set({
      streakDays: sql`case when ${users.streakDays} >= 1 and ${users.lastActivityDate} = ${today}::date - 1 then ${users.streakDays} + 1 else 1 end`,
      lastActivityDate: today,
    })
    .where(
      and(
        eq(users.id, userId),
        or(sql`${users.lastActivityDate} is null`, lt(users.streakDays, 1), lt(users.lastActivityDate, today)),
      ),
    )
    .returning({ streakDays: users.streakDays, lastActivityDate: users.lastActivityDate });
  if (moved) return { streakDays: moved.streakDays, lastActivityDate: moved.lastActivityDate ?? today, touched: true };
  // Already counted today (by a concurrent visit, or a day later in another zone): read what is stored.
  const [row] = await db
    .select({ streakDays: users.streakDays, lastActivityDate: users.lastActivityDate })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { streakDays: row.streakDays, lastActivityDate: row.lastActivityDate ?? today, touched: true };
}
