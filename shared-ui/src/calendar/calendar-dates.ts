// Calendar dates ('YYYY-MM-DD') and what a view shows, with the browser's own Date and Intl: no
// luxon, so a calendar's toolbar (its title, its moves back and on) can be drawn before the
// date library has arrived. Times of day in a zone are in zones.ts, with luxon.
import { calendarDateInZone, isValidTimeZone } from '@careconnect/shared-ui';

export type CalendarView = 'day' | 'week';

/** The browser's own zone ('UTC' when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether `zone` is a zone this browser knows (an IANA name such as 'Europe/Paris'). */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  return Boolean(zone) && isValidTimeZone(zone as string);
}

const UTC_NAMES = new Set([
  'UTC',
  'Etc/UTC',
  'Etc/GMT',
  'GMT',
  'Etc/Universal',
  'Universal',
  'Etc/Zulu',
  'Zulu',
]);

/** Whether two zone names are the same zone ('UTC' and 'Etc/UTC' are). */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  return UTC_NAMES.has(a) && UTC_NAMES.has(b);
}

/** The calendar date of an instant in the zone ('' for an unknown zone or an invalid date). */
export function calendarDateIn(instant: Date, zone: string): string {
  try {
    return calendarDateInZone(instant, zone);
  } catch {
    return '';
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date at UTC midnight, or null when the text is not a real date. */
function utcDay(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves.
  at.setUTCFullYear(year, month - 1, day);
  const real =
    at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isoDate(at: Date): string {
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Whether the text is a real calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return Boolean(value && utcDay(value));
}

/** The calendar date `days` after `date` (before it when negative); `date` itself if unreadable. */
export function plusDays(date: string, days: number): string {
  const at = utcDay(date);
  if (!at) return date;
  at.setUTCDate(at.getUTCDate() + days);
  return isoDate(at);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = utcDay(date)?.getUTCDay() ?? Number.NaN;
  return day === 0 ? 7 : day;
}

/** The calendar dates a view shows around `anchor`: the day, or its week from Monday. */
export function visibleDates(anchor: string, view: CalendarView): string[] {
  if (view === 'day') return [anchor];
  const monday = plusDays(anchor, 1 - isoWeekday(anchor));
  return Array.from({ length: 7 }, (_, i) => plusDays(monday, i));
}

/** The anchor one view back (-1) or on (+1): a day or a week. */
export function shiftAnchor(anchor: string, view: CalendarView, direction: -1 | 1): string {
  return plusDays(anchor, direction * (view === 'day' ? 1 : 7));
}

/** Calendar dates from `from` to `to` inclusive, moved by `days`. */
export function widenDates(
  range: { from: string; to: string },
  before: number,
  after: number,
): { from: string; to: string } {
  return { from: plusDays(range.from, -before), to: plusDays(range.to, after) };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The title of what a view shows: 'Tuesday, November 24, 2026' for a day, 'November 23 – 29,
 * 2026' for a week (months and years named on both sides when they differ).
 */
export function rangeTitle(dates: readonly string[]): string {
  const first = dates[0];
  const last = dates[dates.length - 1];
  const start = first ? utcDay(first) : null;
  const end = last ? utcDay(last) : null;
  if (!start || !end) return '';
  const year = (at: Date) => pad(at.getUTCFullYear(), 4);
  const monthDay = (at: Date) => `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}`;
  if (first === last) return `${WEEKDAYS[start.getUTCDay()]}, ${monthDay(start)}, ${year(start)}`;
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `${monthDay(start)}, ${year(start)} – ${monthDay(end)}, ${year(end)}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `${monthDay(start)} – ${monthDay(end)}, ${year(end)}`;
  }
  return `${monthDay(start)} – ${end.getUTCDate()}, ${year(end)}`;
}

/** A phone-width screen (below the kit's md breakpoint): calendars open on one day there. */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(max-width: 767px)').matches
    : false;
}
