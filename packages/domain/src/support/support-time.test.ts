import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTicketTime, ticketTimeKind } from './support-time';

const HOUR_MS = 3_600_000;
const now = new Date('2026-03-12T15:00:00Z'); // a Thursday
const utc = { timeZone: 'UTC' };

describe('ticket updated time (spec 02 §9)', () => {
  it('shows the time of day under 24 hours', () => {
    expect(formatTicketTime(new Date('2026-03-12T09:05:00Z'), now, utc)).toBe('9:05 AM');
    expect(formatTicketTime(new Date(now.getTime() - 24 * HOUR_MS + 1), now, utc)).toBe('3:00 PM');
  });

  it('shows the weekday and time from 24 hours to under 7 days', () => {
    expect(formatTicketTime(new Date(now.getTime() - 24 * HOUR_MS), now, utc)).toBe('Wed 3:00 PM');
    expect(formatTicketTime(new Date('2026-03-06T08:30:00Z'), now, utc)).toBe('Fri 8:30 AM');
  });

  it('shows a full date from 7 days on', () => {
    expect(formatTicketTime(new Date(now.getTime() - 168 * HOUR_MS), now, utc)).toBe('Mar 5, 2026');
    expect(formatTicketTime('2025-12-24T10:00:00Z', now, utc)).toBe('Dec 24, 2025');
  });

  it('uses the given time zone', () => {
    expect(formatTicketTime(new Date('2026-03-12T09:05:00Z'), now, { timeZone: 'Africa/Mogadishu' })).toBe('12:05 PM');
  });

  it('treats a time slightly in the future (clock skew) as recent', () => {
    expect(ticketTimeKind(new Date(now.getTime() + 60_000), now)).toBe('time');
  });

  it('moves from time to weekday to date as a ticket ages, never back', () => {
    const order = { time: 0, weekday: 1, date: 2 };
    fc.assert(
      fc.property(fc.nat(400 * 24), fc.nat(400 * 24), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        const kindYoung = ticketTimeKind(new Date(now.getTime() - young * HOUR_MS), now);
        const kindOld = ticketTimeKind(new Date(now.getTime() - old * HOUR_MS), now);
        expect(order[kindYoung]).toBeLessThanOrEqual(order[kindOld]);
        expect(kindYoung).toBe(young < 24 ? 'time' : young < 168 ? 'weekday' : 'date');
      }),
    );
  });
});
