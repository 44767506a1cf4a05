import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  daysBetween,
  inactivityReminderDue,
  isoWeekId,
  isoWeekStart,
  latestInactivityCheck,
  latestWeeklyReport,
  liveStreak,
} from './email-schedule';

const instantArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

describe('ISO weeks', () => {
  it('names weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeekId(new Date('2026-01-15T12:00:00Z'))).toBe('2026-W03');
    expect(isoWeekId(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(isoWeekId(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(isoWeekId(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeekStart(new Date('2026-01-18T23:59:59Z')).toISOString()).toBe('2026-01-12T00:00:00.000Z');
  });

  it('property: a week starts on a Monday at midnight, holds the instant, and has one id', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const start = isoWeekStart(instant);
        expect(start.getUTCDay()).toBe(1);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - start.getTime()).toBeLessThan(7 * 86_400_000);
        expect(isoWeekId(start)).toBe(isoWeekId(instant));
        expect(isoWeekId(instant)).toMatch(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/);
      }),
    );
  });
});

describe('latestWeeklyReport', () => {
  it('reports the last complete week from Monday 08:00 UTC', () => {
    const monday = latestWeeklyReport(new Date('2026-01-19T08:00:00Z'));
    expect(monday.week).toBe('2026-W03');
    expect(monday.from.toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(monday.to.toISOString()).toBe('2026-01-19T00:00:00.000Z');
    expect(monday.dueAt.toISOString()).toBe('2026-01-19T08:00:00.000Z');
    expect(latestWeeklyReport(new Date('2026-01-19T07:59:59Z')).week).toBe('2026-W02');
  });

  it('property: the occurrence is due by now, and the next one is not', () => {
    fc.assert(
      fc.property(instantArb, (now) => {
        const occurrence = latestWeeklyReport(now);
        expect(occurrence.dueAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(occurrence.dueAt.getTime() + 7 * 86_400_000).toBeGreaterThan(now.getTime());
        expect(occurrence.to.getTime() - occurrence.from.getTime()).toBe(7 * 86_400_000);
      }),
    );
  });
});

describe('inactivity reminders', () => {
  it('is due after 3 days without activity', () => {
    expect(inactivityReminderDue({ today: '2026-01-15', lastActiveDay: '2026-01-13', lastReminderDay: null })).toBe(
      false,
    );
    expect(inactivityReminderDue({ today: '2026-01-15', lastActiveDay: '2026-01-12', lastReminderDay: null })).toBe(
      true,
    );
  });

  it('is sent at most once a week', () => {
    const base = { today: '2026-01-20', lastActiveDay: '2026-01-01' };
    expect(inactivityReminderDue({ ...base, lastReminderDay: '2026-01-14' })).toBe(false);
    expect(inactivityReminderDue({ ...base, lastReminderDay: '2026-01-13' })).toBe(true);
  });

  it('property: two reminders are never less than 7 days apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        (activeDays, inactiveBefore) => {
          let lastActiveDay = addDays('2026-01-01', -inactiveBefore);
          let lastReminderDay: string | null = null;
          const sent: string[] = [];
          activeDays.forEach((active, i) => {
            const today = addDays('2026-01-01', i);
            if (active) lastActiveDay = today;
            else if (inactivityReminderDue({ today, lastActiveDay, lastReminderDay })) {
              sent.push(today);
              lastReminderDay = today;
            }
          });
          for (let i = 1; i < sent.length; i += 1)
            expect(daysBetween(sent[i - 1]!, sent[i]!)).toBeGreaterThanOrEqual(7);
        },
      ),
    );
  });

  it('runs its daily check from 16:00 UTC', () => {
    expect(latestInactivityCheck(new Date('2026-01-15T16:00:00Z')).day).toBe('2026-01-15');
    expect(latestInactivityCheck(new Date('2026-01-15T15:59:00Z')).day).toBe('2026-01-14');
  });
});

describe('liveStreak', () => {
  it('shows the streak while alive and 0 after a missed day', () => {
    expect(liveStreak(5, '2026-01-15', '2026-01-15')).toBe(5);
    expect(liveStreak(5, '2026-01-14', '2026-01-15')).toBe(5);
    expect(liveStreak(5, '2026-01-13', '2026-01-15')).toBe(0);
    expect(liveStreak(0, null, '2026-01-15')).toBe(0);
  });
});
