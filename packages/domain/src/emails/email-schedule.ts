/**
 * When Hadal's scheduled emails are due. Weeks are ISO weeks (Monday to Sunday) in UTC; the weekly
 * report of a week goes out on the following Monday at WEEKLY_REPORT_SEND_HOUR_UTC.
 */

const MS_PER_DAY = 86_400_000;
export const WEEKLY_REPORT_SEND_HOUR_UTC = 8;
/** An inactivity reminder goes out after this many days without activity… */
export const INACTIVITY_REMINDER_AFTER_DAYS = 3;
/** …and at most once in this many days. */
export const INACTIVITY_REMINDER_MIN_GAP_DAYS = 7;
/** The daily check for inactive learners runs at this hour (UTC). */
export const INACTIVITY_CHECK_HOUR_UTC = 16;

function utcMidnight(instant: Date): number {
  return Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
}

/** The Monday 00:00 UTC that starts the ISO week of `instant`. */
export function isoWeekStart(instant: Date): Date {
  const midnight = utcMidnight(instant);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(midnight - weekday * MS_PER_DAY);
}

/** The ISO week of `instant` written YYYY-Www (e.g. 2026-W03); the year is the ISO week-year. */
export function isoWeekId(instant: Date): string {
  const monday = isoWeekStart(instant);
  // The Thursday of the week decides its year (ISO 8601).
  const thursday = new Date(monday.getTime() + 3 * MS_PER_DAY);
  const year = thursday.getUTCFullYear();
  const firstThursday = isoWeekStart(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * MS_PER_DAY;
  const week = Math.round((thursday.getTime() - firstThursday) / (7 * MS_PER_DAY)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface WeeklyReportOccurrence {
  /** The reported week, YYYY-Www. */
  week: string;
  /** Start (inclusive) and end (exclusive) of the reported week. */
  from: Date;
  to: Date;
  /** When its reports are due: the following Monday at the send hour. */
  dueAt: Date;
}

/**
 * The most recent weekly report due at `now` (or before it): the report of the last complete week
 * once Monday's send hour has passed, otherwise the week before it.
 */
export function latestWeeklyReport(now: Date): WeeklyReportOccurrence {
  let thisMonday = isoWeekStart(now).getTime();
  if (now.getTime() < thisMonday + WEEKLY_REPORT_SEND_HOUR_UTC * 3_600_000) thisMonday -= 7 * MS_PER_DAY;
  const from = new Date(thisMonday - 7 * MS_PER_DAY);
  return {
    week: isoWeekId(from),
    from,
    to: new Date(thisMonday),
    dueAt: new Date(thisMonday + WEEKLY_REPORT_SEND_HOUR_UTC * 3_600_000),
  };
}

/** The most recent daily inactivity check due at `now`: its UTC day and the moment it is due. */
export function latestInactivityCheck(now: Date): { day: string; dueAt: Date } {
  let midnight = utcMidnight(now);
  if (now.getTime() < midnight + INACTIVITY_CHECK_HOUR_UTC * 3_600_000) midnight -= MS_PER_DAY;
  return {
    day: new Date(midnight).toISOString().slice(0, 10),
    dueAt: new Date(midnight + INACTIVITY_CHECK_HOUR_UTC * 3_600_000),
  };
}

/** Whole days from calendar day `from` to calendar day `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/**
 * Whether a learner gets an inactivity reminder today: the last activity (or, before any, the day
 * the account was made) is at least 3 days ago, and no reminder went out in the last 7 days.
 */
export function inactivityReminderDue(input: {
  today: string;
  lastActiveDay: string;
  lastReminderDay: string | null;
}): boolean {
  if (daysBetween(input.lastActiveDay, input.today) < INACTIVITY_REMINDER_AFTER_DAYS) return false;
  return (
    input.lastReminderDay === null ||
    daysBetween(input.lastReminderDay, input.today) >= INACTIVITY_REMINDER_MIN_GAP_DAYS
  );
}

/**
 * The streak a report shows on `today`: the stored streak while it is alive (last activity today or
 * yesterday), 0 once a day was missed.
 */
export function liveStreak(streakDays: number, lastActivityDay: string | null, today: string): number {
  if (!lastActivityDay) return 0;
  return daysBetween(lastActivityDay, today) <= 1 ? streakDays : 0;
}
