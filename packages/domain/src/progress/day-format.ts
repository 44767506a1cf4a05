/**
 * Time-zone formatters made once per zone: building an Intl.DateTimeFormat costs far more than
 * using one, and a server formats the day of every learner's request. The cache is bounded
 * (least recently used zone out first), since zone names come from request headers.
 */
export const MAX_CACHED_ZONES = 512;

const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * A YYYY-MM-DD formatter for `zone`, or null when this runtime does not know the zone.
 * Unknown names are remembered too, so a bad header costs one failed construction.
 */
export function dayFormatFor(zone: string): Intl.DateTimeFormat | null {
  const cached = dayFormats.get(zone);
  if (cached !== undefined) {
    // Mark as most recently used.
    dayFormats.delete(zone);
    dayFormats.set(zone, cached);
    return cached;
  }
  let format: Intl.DateTimeFormat | null;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = null;
  }
  if (dayFormats.size >= MAX_CACHED_ZONES) dayFormats.delete(dayFormats.keys().next().value!);
  dayFormats.set(zone, format);
  return format;
}

/** How many zones are cached now (tests). */
export function cachedZoneCount(): number {
  return dayFormats.size;
}

/**
 * The last day each formatter gave, and the second it gave it for. No zone's offset from UTC has
 * ever had a fraction of a second, so every instant of one UTC second falls on the same day in
 * every zone: a request in the same second as the one before it reads the day from here instead
 * of formatting it again (formatToParts is costly).
 */
const lastDays = new WeakMap<Intl.DateTimeFormat, { second: number; day: string }>();

/** The YYYY-MM-DD day of `instant` in a formatter of dayFormatFor. */
export function formatDay(format: Intl.DateTimeFormat, instant: Date | number): string {
  const second = Math.floor(Number(instant) / 1000);
  const last = lastDays.get(format);
  if (last?.second === second) return last.day;
  let year = '';
  let month = '';
  let day = '';
  for (const p of format.formatToParts(instant)) {
    if (p.type === 'year') year = p.value;
    else if (p.type === 'month') month = p.value;
    else if (p.type === 'day') day = p.value;
  }
  const formatted = `${year}-${month}-${day}`;
  lastDays.set(format, { second, day: formatted });
  return formatted;
}
