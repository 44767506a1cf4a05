import { TICKET_TIME_OF_DAY_UNDER_MS, TICKET_WEEKDAY_UNDER_MS } from './support.constants';

export type TicketTimeKind = 'time' | 'weekday' | 'date';

/** Which form a ticket's updated time takes (spec 02 §2, §9), given now. */
export function ticketTimeKind(updatedAt: Date, now: Date): TicketTimeKind {
  const ageMs = now.getTime() - updatedAt.getTime();
  if (ageMs < TICKET_TIME_OF_DAY_UNDER_MS) return 'time';
  if (ageMs < TICKET_WEEKDAY_UNDER_MS) return 'weekday';
  return 'date';
}

export interface TicketTimeOptions {
  locale?: string;
  /** IANA time zone; the runtime's own when left out. */
  timeZone?: string;
}

/**
 * A ticket's updated time as the inbox shows it: the time of day when under 24 hours old, the
 * weekday and time when under 7 days, otherwise a full date. `now` is given, so the rule is pure.
 */
export function formatTicketTime(updatedAt: Date | string, now: Date, options: TicketTimeOptions = {}): string {
  const at = typeof updatedAt === 'string' ? new Date(updatedAt) : updatedAt;
  const { locale = 'en-US', timeZone } = options;
  const zone = timeZone ? { timeZone } : {};
  const kind = ticketTimeKind(at, now);
  const format: Intl.DateTimeFormatOptions =
    kind === 'time'
      ? { hour: 'numeric', minute: '2-digit' }
      : kind === 'weekday'
        ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
        : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...format, ...zone }).format(at);
}

/** A full date and time, for the conversation and the details sidebar. */
export function formatTicketDateTime(at: Date | string, options: TicketTimeOptions = {}): string {
  const { locale = 'en-US', timeZone } = options;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(typeof at === 'string' ? new Date(at) : at);
}
