/**
 * The daily streak (spec 01 §4): the first visit sets 1, the same day leaves it unchanged,
 * the next day adds 1 and a gap resets it to 1. Days are the learner's local calendar days.
 */

import { dayFormatFor, formatDay } from './day-format';

/** A calendar day written YYYY-MM-DD. */
export type IsoDay = string;

export interface StreakState {
  streakDays: number;
  /** The local day of the last activity that counted, or null before the first one. */
  lastActivityDate: IsoDay | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a YYYY-MM-DD day; throws on anything else. */
export function dayNumber(day: IsoDay): number {
  const m = ISO_DAY.exec(day);
  if (!m) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== Number(m[1]) ||
    back.getUTCMonth() !== Number(m[2]) - 1 ||
    back.getUTCDate() !== Number(m[3])
  ) {
    throw new RangeError(`not a calendar day: ${day}`);
  }
  return Math.round(ms / MS_PER_DAY);
}

/** The streak after an activity on `today`. Pure; the caller decides what "today" is. */
export function nextStreak(state: StreakState, today: IsoDay): StreakState {
  const todayN = dayNumber(today);
  if (state.lastActivityDate === null || state.streakDays < 1) {
    return { streakDays: 1, lastActivityDate: today };
  }
  const gap = todayN - dayNumber(state.lastActivityDate);
  // Same day, or a clock/time-zone change that moved "today" backwards: nothing changes.
  if (gap <= 0) return state;
  if (gap === 1) return { streakDays: state.streakDays + 1, lastActivityDate: today };
  return { streakDays: 1, lastActivityDate: today };
}

/** True when `zone` is an IANA time zone name this runtime knows (e.g. 'Africa/Mogadishu'). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  return dayFormatFor(zone) !== null;
}

/**
 * The calendar day of `instant` in the runtime's own time zone, read from Date's local fields: the
 * same day as localDay with the zone this runtime reports, without Intl (whose first time-zone
 * formatter costs a page 15 to 20 ms of main thread on a fast machine).
 */
export function runtimeLocalDay(instant: Date): IsoDay {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1, 2)}-${pad(instant.getDate(), 2)}`;
}

/** The calendar day of `instant` in `timeZone` (falls back to UTC for an unknown zone). */
export function localDay(instant: Date, timeZone: string | null | undefined): IsoDay {
  const format = (isValidTimeZone(timeZone) ? dayFormatFor(timeZone) : null) ?? dayFormatFor('UTC')!;
  return formatDay(format, instant);
}
