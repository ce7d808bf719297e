// Calendar days and times of day in a named time zone (IANA), with luxon. A calendar screen
// keeps its place as a calendar date ('YYYY-MM-DD') in the zone it shows; instants are Dates.
import { DateTime } from 'luxon';

export type CalendarView = 'day' | 'week';

/** The browser's own zone ('UTC' when it cannot tell). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether `zone` is an IANA zone this browser knows. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  return Boolean(zone) && DateTime.now().setZone(zone as string).isValid;
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

/** The calendar date of an instant in the zone. */
export function calendarDateIn(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toISODate() ?? '';
}

/** The wall-clock minutes after midnight of an instant in the zone (09:30 → 570). */
export function minutesOfDayIn(instant: Date, zone: string): number {
  const time = DateTime.fromJSDate(instant, { zone });
  return time.hour * 60 + time.minute;
}

/** The instant at a wall-clock time (minutes after midnight) of a calendar date in the zone. */
export function instantAt(date: string, minutes: number, zone: string): Date {
  const midnight = DateTime.fromISO(date, { zone }).startOf('day');
  return midnight.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toJSDate();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(value: string | null | undefined): value is string {
  return Boolean(value && ISO_DATE.test(value) && DateTime.fromISO(value).isValid);
}

function plusDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() ?? date;
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday;
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

const LOCALE = 'en-US';

function asDay(date: string) {
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale(LOCALE);
}

/**
 * The title of what a view shows: 'Tuesday, November 24, 2026' for a day, 'November 23 – 29,
 * 2026' for a week (months and years named on both sides when they differ).
 */
export function rangeTitle(dates: readonly string[]): string {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return '';
  const start = asDay(first);
  if (first === last) return start.toFormat('cccc, LLLL d, yyyy');
  const end = asDay(last);
  if (start.year !== end.year) {
    return `${start.toFormat('LLLL d, yyyy')} – ${end.toFormat('LLLL d, yyyy')}`;
  }
  if (start.month !== end.month) {
    return `${start.toFormat('LLLL d')} – ${end.toFormat('LLLL d, yyyy')}`;
  }
  return `${start.toFormat('LLLL d')} – ${end.toFormat('d, yyyy')}`;
}

/** 'HH:mm' (24 h, '24:00' allowed) as minutes after midnight; null when unreadable. */
export function clockMinutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight as the spec's slot clock: 570 → '09:30 AM', 780 → '01:00 PM'. */
export function slotClock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const hours = Math.floor(inDay / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(twelve)}:${pad(inDay % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The spec's time slot text: '10:00 AM - 10:30 AM'. */
export function timeSlotText(startMinutes: number, endMinutes: number): string {
  return `${slotClock(startMinutes)} - ${slotClock(endMinutes)}`;
}

/**
 * A time slot text ('10:00 AM - 10:30 AM', also '10:00-10:30' or '9:00 am – 9:30 am') as
 * minutes after midnight; null when it cannot be read.
 */
export function parseTimeSlot(text: string): { start: number; end: number } | null {
  const match =
    /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*[-–—]\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(
      text,
    );
  if (!match) return null;
  const clock = (h: string, m: string, meridiem: string | undefined): number | null => {
    let hours = Number(h);
    const minutes = Number(m);
    if (minutes > 59) return null;
    if (meridiem) {
      if (hours < 1 || hours > 12) return null;
      const pm = meridiem.toLowerCase() === 'pm';
      hours = (hours % 12) + (pm ? 12 : 0);
    } else if (hours > 24) return null;
    return hours * 60 + minutes;
  };
  const start = clock(match[1]!, match[2]!, match[3]);
  const end = clock(match[4]!, match[5]!, match[6] ?? match[3]);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** The instants a grid in `zone` shows for these calendar dates: [first midnight, next midnight). */
export function instantsOf(dates: readonly string[], zone: string): { from: Date; to: Date } {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  return { from: instantAt(first, 0, zone), to: instantAt(plusDays(last, 1), 0, zone) };
}

/**
 * The calendar dates, in each doctor's own zone, that a grid in `zone` shows on `dates`: what
 * to ask the API for (appointments are listed by the doctor's date). `null` stands for a doctor
 * whose zone is not known: then a day either side is added, which covers every zone.
 */
export function doctorDatesShown(
  dates: readonly string[],
  zone: string,
  doctorZones: readonly (string | null)[],
): { from: string; to: string } {
  const first = dates[0] ?? '';
  const last = dates[dates.length - 1] ?? first;
  if (doctorZones.some((z) => z === null)) return widenDates({ from: first, to: last }, 1, 1);
  if (doctorZones.length === 0) return { from: first, to: last };
  const shown = instantsOf(dates, zone);
  const lastInstant = new Date(shown.to.getTime() - 1);
  let from = '';
  let to = '';
  for (const doctorZone of doctorZones as string[]) {
    const start = calendarDateIn(shown.from, doctorZone);
    const end = calendarDateIn(lastInstant, doctorZone);
    if (!from || start < from) from = start;
    if (!to || end > to) to = end;
  }
  return { from, to };
}

/** A phone-width screen (below the kit's md breakpoint): calendars open on one day there. */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(max-width: 767px)').matches
    : false;
}
