import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cachedZoneCount, dayFormatFor, formatDay, MAX_CACHED_ZONES } from './day-format';
import { localDay } from './streak';

const ZONES = [
  'UTC',
  'Africa/Mogadishu',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Europe/London',
];

describe('time-zone day formatters', () => {
  it('gives the same day as a formatter made for the call', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const fresh = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
          expect(localDay(instant, zone)).toBe(fresh.format(instant));
        },
      ),
    );
  });

  it('gives the right day for instants of the same second and of the seconds around a midnight', () => {
    // Zones whose midnight is not on a whole hour of UTC, and one with a seconds offset (1970).
    const zones = ['Asia/Kathmandu', 'Australia/Eucla', 'Asia/Kolkata', 'Africa/Monrovia', ...ZONES];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.array(fc.integer({ min: -1500, max: 1500 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...zones),
        (instant, steps, zone) => {
          const format = dayFormatFor(zone)!;
          const fresh = new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          });
          for (const step of steps) {
            const at = instant.getTime() + step;
            expect(formatDay(format, at)).toBe(fresh.format(at));
          }
        },
      ),
    );
    // The last milliseconds of a day and the first of the next, one after the other.
    const format = dayFormatFor('Asia/Kathmandu')!;
    const midnight = Date.parse('2026-03-01T18:15:00Z'); // 00:00 on 2 March in Kathmandu (+05:45)
    expect(formatDay(format, midnight - 1)).toBe('2026-03-01');
    expect(formatDay(format, midnight)).toBe('2026-03-02');
    expect(formatDay(format, midnight + 999)).toBe('2026-03-02');
    expect(formatDay(format, midnight - 1000)).toBe('2026-03-01');
  });

  it('makes one formatter per zone and reuses it', () => {
    expect(dayFormatFor('Africa/Mogadishu')).toBe(dayFormatFor('Africa/Mogadishu'));
  });

  it('remembers an unknown zone as unknown and falls back to UTC for its day', () => {
    expect(dayFormatFor('Not/AZone')).toBeNull();
    expect(localDay(new Date('2026-03-01T23:30:00Z'), 'Not/AZone')).toBe('2026-03-01');
  });

  it('keeps at most MAX_CACHED_ZONES zones, however many names requests send', () => {
    for (let i = 0; i < MAX_CACHED_ZONES + 50; i++) dayFormatFor(`Bogus/Zone${i}`);
    expect(cachedZoneCount()).toBe(MAX_CACHED_ZONES);
    // The most recently used zone is still there.
    expect(dayFormatFor('UTC')).not.toBeNull();
  });
});
