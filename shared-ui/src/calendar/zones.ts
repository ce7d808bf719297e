// Calendar days and times of day in a named time zone (IANA), with luxon. A calendar screen
// keeps its place as a calendar date ('YYYY-MM-DD') in the zone it shows; instants are Dates.
// The dates themselves (and what a view shows) need no luxon: calendar-dates.ts.
import { DateTime } from 'luxon';
import { calendarDateIn, plusDays, widenDates } from './calendar-dates';
import { zoneFor } from './remembering-zone';

export {
  browserTimeZone,
  calendarDateIn,
  isCalendarDate,
  isKnownTimeZone,
  isNarrowScreen,
  isoWeekday,
  rangeTitle,
  sameTimeZone,
  shiftAnchor,
  visibleDates,
  widenDates,
} from './calendar-dates';
export type { CalendarView } from './calendar-dates';

/** The wall-clock minutes after midnight of an instant in the zone (09:30 → 570). */
export function minutesOfDayIn(instant: Date, zone: string): number {
  const time = DateTime.fromJSDate(instant, { zone: zoneFor(zone) });
  return time.hour * 60 + time.minute;
}

/** The instant at a wall-clock time (minutes after midnight) of a calendar date in the zone. */
export function instantAt(date: string, minutes: number, zone: string): Date {
  const midnight = DateTime.fromISO(date, { zone: zoneFor(zone) }).startOf('day');
  return midnight.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toJSDate();
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
