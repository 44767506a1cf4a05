import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '@test/helpers/test-app';
import { createUser } from '@test/helpers/factories';
import { users } from '@/db/schema';
import { recordActivity } from './activity';

const ctx = await createTestApp();
const HOUR_MS = 3_600_000;

async function streakOf(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return { streakDays: row?.streakDays, lastActivityDate: row?.lastActivityDate };
}

describe('recordActivity', () => {
  it('sets 1, keeps it the same day, adds 1 the next day and resets after a gap', async () => {
    ctx.clock.set('2026-03-01T09:00:00Z');
    const user = await createUser(ctx);
    expect(await recordActivity(ctx.db, ctx.clock, user.id, 'UTC')).toEqual({
      streakDays: 1,
      lastActivityDate: '2026-03-01',
    });
    ctx.clock.advance(5 * HOUR_MS);
    expect((await recordActivity(ctx.db, ctx.clock, user.id, 'UTC'))?.streakDays).toBe(1);
    ctx.clock.advance(24 * HOUR_MS);
    expect((await recordActivity(ctx.db, ctx.clock, user.id, 'UTC'))?.streakDays).toBe(2);
    ctx.clock.advance(72 * HOUR_MS);
    expect((await recordActivity(ctx.db, ctx.clock, user.id, 'UTC'))?.streakDays).toBe(1);
    expect(await streakOf(user.id)).toEqual({ streakDays: 1, lastActivityDate: '2026-03-05' });
  });

  it('uses the learner local day from the time zone', async () => {
    const user = await createUser(ctx);
    // 20:00 UTC is 23:00 in Mogadishu (UTC+3): still 1 March there.
    ctx.clock.set('2026-03-01T20:00:00Z');
    await recordActivity(ctx.db, ctx.clock, user.id, 'Africa/Mogadishu');
    // Two hours later it is 2 March in Mogadishu but still 1 March in UTC.
    ctx.clock.advance(2 * HOUR_MS);
    expect((await recordActivity(ctx.db, ctx.clock, user.id, 'Africa/Mogadishu'))?.streakDays).toBe(2);
    expect(await streakOf(user.id)).toEqual({ streakDays: 2, lastActivityDate: '2026-03-02' });
  });

  it('falls back to UTC for a missing or unknown zone', async () => {
    const user = await createUser(ctx);
    ctx.clock.set('2026-04-01T23:30:00Z');
    expect(await recordActivity(ctx.db, ctx.clock, user.id, 'Not/AZone')).toEqual({
      streakDays: 1,
      lastActivityDate: '2026-04-01',
    });
    expect((await recordActivity(ctx.db, ctx.clock, user.id))?.lastActivityDate).toBe('2026-04-01');
  });

  it('counts concurrent activity once', async () => {
    const user = await createUser(ctx, { streakDays: 3, lastActivityDate: '2026-04-30' });
    ctx.clock.set('2026-05-01T08:00:00Z');
    await Promise.all(Array.from({ length: 5 }, () => recordActivity(ctx.db, ctx.clock, user.id, 'UTC')));
    expect((await streakOf(user.id)).streakDays).toBe(4);
  });

  it('returns null for an unknown user', async () => {
    expect(await recordActivity(ctx.db, ctx.clock, 999_999, 'UTC')).toBeNull();
  });
});
