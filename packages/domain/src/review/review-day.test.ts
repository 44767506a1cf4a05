import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localDay } from '../progress';
import { startOfNextLocalDay } from './review-day';

const ZONES = [
  'UTC',
  'Africa/Mogadishu',
  'Europe/London',
  'America/Toronto',
  'America/Santiago',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
];

describe('startOfNextLocalDay', () => {
  it('is the next local midnight', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    expect(startOfNextLocalDay(at, 'UTC').toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(startOfNextLocalDay(at, 'Africa/Mogadishu').toISOString()).toBe('2026-01-15T21:00:00.000Z');
    expect(startOfNextLocalDay(at, 'America/Toronto').toISOString()).toBe('2026-01-16T05:00:00.000Z');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    const at = new Date('2026-01-15T23:59:59.999Z');
    expect(startOfNextLocalDay(at, null).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    expect(startOfNextLocalDay(at, 'Mars/Olympus').toISOString()).toBe('2026-01-16T00:00:00.000Z');
  });

  it('handles a day that is 23 hours long', () => {
    // Clocks in London go forward at 01:00 UTC on 2026-03-29.
    expect(startOfNextLocalDay(new Date('2026-03-29T00:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
  });

  it('ends exactly where the local day changes, for any instant and zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (at, zone) => {
          const next = startOfNextLocalDay(at, zone);
          expect(next.getTime()).toBeGreaterThan(at.getTime());
          expect(localDay(new Date(next.getTime() - 1), zone)).toBe(localDay(at, zone));
          expect(localDay(next, zone) > localDay(at, zone)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
