import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '@test/helpers/test-app';
import { createUser } from '@test/helpers/factories';
import { nextStreak } from '@hadal/domain';
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
      touched: true,
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
      touched: true,
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

  it('writes nothing when the row the request read already counts today', async () => {
    ctx.clock.set('2026-06-10T08:00:00Z');
    const user = await createUser(ctx, { streakDays: 2, lastActivityDate: '2026-06-09' });
    // The request's row says today is counted: the stored row is left as it is (no read, no write).
    const known = { streakDays: 5, lastActivityDate: '2026-06-10' };
    expect(await recordActivity(ctx.db, ctx.clock, user.id, 'UTC', known)).toEqual({ ...known, touched: false });
    expect(await streakOf(user.id)).toEqual({ streakDays: 2, lastActivityDate: '2026-06-09' });
  });

  it('moves the stored streak as nextStreak does, whatever the stored state', async () => {
    ctx.clock.set('2026-07-15T12:00:00Z');
    const user = await createUser(ctx);
    const day = (offset: number) => new Date(Date.UTC(2026, 6, 15 + offset)).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.option(fc.integer({ min: -4, max: 2 }), { nil: null }),
        fc.boolean(),
        async (streakDays, offset, passKnown) => {
          const stored = { streakDays, lastActivityDate: offset === null ? null : day(offset) };
          await ctx.db.update(users).set(stored).where(eq(users.id, user.id));
          const expected = nextStreak(stored, '2026-07-15');
          const result = await recordActivity(ctx.db, ctx.clock, user.id, 'UTC', passKnown ? stored : undefined);
          const unchanged =
            expected.streakDays === stored.streakDays && expected.lastActivityDate === stored.lastActivityDate;
          expect(result).toEqual({
            streakDays: expected.streakDays,
            lastActivityDate: expected.lastActivityDate,
            touched: !(passKnown && unchanged),
          });
          expect(await streakOf(user.id)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
