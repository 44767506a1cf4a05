import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, isValidTimeZone, localDay, nextStreak, runtimeLocalDay, type StreakState } from './streak';

const fresh: StreakState = { streakDays: 0, lastActivityDate: null };

function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * 86_400_000).toISOString().slice(0, 10);
}

describe('nextStreak', () => {
  it('sets 1 on the first visit', () => {
    expect(nextStreak(fresh, '2026-03-01')).toEqual({ streakDays: 1, lastActivityDate: '2026-03-01' });
  });

  it('leaves the streak unchanged on the same day', () => {
    const s = { streakDays: 4, lastActivityDate: '2026-03-01' };
    expect(nextStreak(s, '2026-03-01')).toEqual(s);
  });

  it('adds 1 on the next day, across month and year ends', () => {
    expect(nextStreak({ streakDays: 4, lastActivityDate: '2026-02-28' }, '2026-03-01')).toEqual({
      streakDays: 5,
      lastActivityDate: '2026-03-01',
    });
    expect(nextStreak({ streakDays: 9, lastActivityDate: '2026-12-31' }, '2027-01-01').streakDays).toBe(10);
    expect(nextStreak({ streakDays: 1, lastActivityDate: '2028-02-28' }, '2028-02-29').streakDays).toBe(2);
  });

  it('resets to 1 after a gap', () => {
    expect(nextStreak({ streakDays: 12, lastActivityDate: '2026-03-01' }, '2026-03-03')).toEqual({
      streakDays: 1,
      lastActivityDate: '2026-03-03',
    });
  });

  it('ignores a day earlier than the last one', () => {
    const s = { streakDays: 3, lastActivityDate: '2026-03-05' };
    expect(nextStreak(s, '2026-03-04')).toEqual(s);
  });

  it('treats a zero streak with a date as a first visit', () => {
    expect(nextStreak({ streakDays: 0, lastActivityDate: '2026-03-01' }, '2026-03-01').streakDays).toBe(1);
  });

  it('rejects malformed days', () => {
    expect(() => nextStreak(fresh, '2026-13-01')).toThrow(RangeError);
    expect(() => nextStreak(fresh, '2026-02-30')).toThrow(RangeError);
    expect(() => nextStreak(fresh, 'yesterday')).toThrow(RangeError);
  });
});

describe('nextStreak properties', () => {
  const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('2000-01-01', n));
  const state = fc.record({ streakDays: fc.integer({ min: 1, max: 5000 }), lastActivityDate: day });

  it('never drops below 1 and never grows by more than 1', () => {
    fc.assert(
      fc.property(state, day, (s, today) => {
        const next = nextStreak(s, today);
        expect(next.streakDays).toBeGreaterThanOrEqual(1);
        expect(next.streakDays).toBeLessThanOrEqual(s.streakDays + 1);
      }),
    );
  });

  it('is idempotent within a day', () => {
    fc.assert(
      fc.property(state, day, (s, today) => {
        const once = nextStreak(s, today);
        expect(nextStreak(once, today)).toEqual(once);
      }),
    );
  });

  it('counts n consecutive days as a streak of n', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (start, n) => {
        let s: StreakState = fresh;
        for (let i = 0; i < n; i += 1) s = nextStreak(s, addDays(start, i));
        expect(s.streakDays).toBe(n);
      }),
    );
  });

  it('resets to 1 after any gap of two or more days', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 2, max: 400 }), (s, gap) => {
        expect(nextStreak(s, addDays(s.lastActivityDate, gap)).streakDays).toBe(1);
      }),
    );
  });
});

describe('local days and time zones', () => {
  it('validates IANA zones', () => {
    expect(isValidTimeZone('Africa/Mogadishu')).toBe(true);
    expect(isValidTimeZone('America/Toronto')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('reads the calendar day in the zone', () => {
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Africa/Mogadishu')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Toronto')).toBe('2026-03-01');
    expect(localDay(instant, 'nonsense/zone')).toBe('2026-03-01');
  });

  it("reads the runtime's own calendar day from Date as localDay does with the runtime's zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['UTC', 'Africa/Mogadishu', 'America/Toronto', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        // Node follows a change of TZ at once, for Date and for Intl's default zone.
        process.env.TZ = zone;
        fc.assert(
          fc.property(
            fc.date({
              min: new Date('1990-01-01T00:00:00Z'),
              max: new Date('2100-01-01T00:00:00Z'),
              noInvalidDate: true,
            }),
            (instant) => {
              expect(runtimeLocalDay(instant)).toBe(localDay(instant, zone));
            },
          ),
          { numRuns: 200 },
        );
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});
