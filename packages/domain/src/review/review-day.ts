import { dayFormatFor, formatDay, isValidTimeZone } from '../progress';

/**
 * "Due today" ends when the learner's local day ends (the x-time-zone header; UTC when missing).
 */

const MAX_DAY_MS = 50 * 3_600_000;

/**
 * The first instant of the local day after `instant`'s local day in `timeZone`: found by
 * bisection, so days of 23 or 25 hours and midnights skipped by a clock change come out right.
 */
export function startOfNextLocalDay(instant: Date, timeZone: string | null | undefined): Date {
  const format = (isValidTimeZone(timeZone) ? dayFormatFor(timeZone) : null) ?? dayFormatFor('UTC')!;
  const dayOf = (ms: number) => formatDay(format, ms);
  const today = dayOf(instant.getTime());
  // lo is still today; hi is a later day.
  let lo = instant.getTime();
  let hi = lo + MAX_DAY_MS;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (dayOf(mid) === today) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}
