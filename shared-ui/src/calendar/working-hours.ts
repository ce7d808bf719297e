// A doctor's working hours (their availability) read for a calendar: which times are open, where
// the day starts, and which bookable slot a clicked time falls in.
import {
  calendarDateIn,
  clockMinutes,
  instantAt,
  isoWeekday,
  minutesOfDayIn,
  timeSlotText,
} from './zones';

/** The parts of a doctor's availability (GET /api/doctor/availability/{id}) a calendar reads. */
export interface WorkingHours {
  timeZone: string;
  slotMinutes: number;
  weekly: readonly { weekday: number; start: string; end: string }[];
  overrides: readonly { date: string; ranges: readonly { start: string; end: string }[] }[];
  timeOff: readonly { from: string; to: string; note?: string }[];
}

/** A free, bookable slot as GET /api/doctor/slots/{id}?from&to lists it. */
export interface FreeSlot {
  start: string;
  end: string;
  date: string;
  timeSlot: string;
}

/** Minutes after midnight, [start, end). */
export interface MinuteRange {
  start: number;
  end: number;
}

function toMinuteRanges(ranges: readonly { start: string; end: string }[]): MinuteRange[] {
  const read: MinuteRange[] = [];
  for (const range of ranges) {
    const start = clockMinutes(range.start);
    const end = clockMinutes(range.end);
    if (start !== null && end !== null && end > start) read.push({ start, end });
  }
  return read.sort((a, b) => a.start - b.start);
}

/**
 * The open ranges of a calendar date in the doctor's zone: none on time off, the date's own
 * ranges when it has an override (none = closed), else the weekday's weekly ranges.
 */
export function workingRangesOn(hours: WorkingHours, date: string): MinuteRange[] {
  if (hours.timeOff.some((off) => off.from <= date && date <= off.to)) return [];
  const override = hours.overrides.find((o) => o.date === date);
  if (override) return toMinuteRanges(override.ranges);
  const weekday = isoWeekday(date);
  return toMinuteRanges(hours.weekly.filter((w) => w.weekday === weekday));
}

/**
 * Whether the doctor works for the whole of [instant, instant + minutes): the calendar shades
 * every slot that is not.
 */
export function isWorkingAt(hours: WorkingHours, instant: Date, minutes = 1): boolean {
  const date = calendarDateIn(instant, hours.timeZone);
  const start = minutesOfDayIn(instant, hours.timeZone);
  return workingRangesOn(hours, date).some(
    (range) => start >= range.start && start + minutes <= range.end,
  );
}

/** The earliest opening on these dates (minutes after midnight, doctor's zone), or null. */
export function firstOpening(hours: WorkingHours, dates: readonly string[]): number | null {
  let first: number | null = null;
  for (const date of dates) {
    const [range] = workingRangesOn(hours, date);
    if (range && (first === null || range.start < first)) first = range.start;
  }
  return first;
}

/** Where a calendar scrolls to without working hours: 8 AM. */
export const DEFAULT_SCROLL_MINUTES = 8 * 60;

/**
 * The time of day a grid in `zone` scrolls to for these dates: the hour of the first opening of
 * any of the doctors (each in their own zone), or 8 AM.
 */
export function scrollMinutes(
  doctors: readonly WorkingHours[],
  dates: readonly string[],
  zone: string,
): number {
  let earliest: number | null = null;
  for (const hours of doctors) {
    for (const date of dates) {
      const [range] = workingRangesOn(hours, date);
      if (!range) continue;
      const shown = minutesOfDayIn(instantAt(date, range.start, hours.timeZone), zone);
      if (earliest === null || shown < earliest) earliest = shown;
    }
  }
  if (earliest === null) return DEFAULT_SCROLL_MINUTES;
  return Math.floor(earliest / 60) * 60;
}

/** The slot to book: its calendar date and the spec's time slot text, in the doctor's zone. */
export interface PickedSlot {
  date: string;
  timeSlot: string;
}

/** The free slot that holds the instant, from the API's list of free slots. */
export function freeSlotAt(slots: readonly FreeSlot[], instant: Date): PickedSlot | null {
  const time = instant.getTime();
  const slot = slots.find(
    (s) => new Date(s.start).getTime() <= time && time < new Date(s.end).getTime(),
  );
  return slot ? { date: slot.date, timeSlot: slot.timeSlot } : null;
}

/**
 * The slot of the doctor's grid that holds the instant, from the hours alone (ranges cut in
 * `slotMinutes` from their start): used when the list of free slots cannot be had.
 */
export function gridSlotAt(hours: WorkingHours, instant: Date): PickedSlot | null {
  const date = calendarDateIn(instant, hours.timeZone);
  const minute = minutesOfDayIn(instant, hours.timeZone);
  const length = hours.slotMinutes > 0 ? hours.slotMinutes : 30;
  for (const range of workingRangesOn(hours, date)) {
    if (minute < range.start || minute >= range.end) continue;
    const start = range.start + Math.floor((minute - range.start) / length) * length;
    if (start + length > range.end) return null;
    return { date, timeSlot: timeSlotText(start, start + length) };
  }
  return null;
}

/** The grid's step (minutes a row) for a slot length: 30 → 30, 45 → 15, 20 → 20. */
export function gridStep(slotMinutes: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const step = gcd(60, Math.max(5, Math.round(slotMinutes)));
  return step >= 5 ? step : 30;
}

/** The hours a grid shows when no doctor's hours are known: 8 AM to 6 PM. */
export const DEFAULT_SHOWN_HOURS: MinuteRange = { start: 8 * 60, end: 18 * 60 };

/**
 * The part of the day a grid in `zone` shows for these dates: from an hour before the earliest
 * opening to an hour after the latest closing of any of the doctors (each in their own zone), on
 * whole hours, widened to hold every event. The hour either side shows where work starts and
 * ends (shaded outside); the rest of the night is left out so that the working day fits.
 */
export function shownHours(
  doctors: readonly WorkingHours[],
  dates: readonly string[],
  zone: string,
  events: readonly { start: Date; end: Date }[] = [],
): MinuteRange {
  let start: number | null = null;
  let end: number | null = null;
  const take = (from: number, to: number) => {
    if (start === null || from < start) start = from;
    if (end === null || to > end) end = to;
  };
  for (const hours of doctors) {
    for (const date of dates) {
      for (const range of workingRangesOn(hours, date)) {
        const from = minutesOfDayIn(instantAt(date, range.start, hours.timeZone), zone);
        const length = range.end - range.start;
        // A range that crosses midnight in the grid's zone shows as the whole day.
        if (from + length > 24 * 60) take(0, 24 * 60);
        else take(from - 60, from + length + 60);
      }
    }
  }
  const shownDates = new Set(dates);
  for (const event of events) {
    if (!shownDates.has(calendarDateIn(event.start, zone))) continue;
    const from = minutesOfDayIn(event.start, zone);
    const sameDay = calendarDateIn(event.end, zone) === calendarDateIn(event.start, zone);
    take(from, sameDay ? minutesOfDayIn(event.end, zone) : 24 * 60);
  }
  if (start === null || end === null) return DEFAULT_SHOWN_HOURS;
  return {
    start: Math.max(0, Math.floor(start / 60) * 60),
    end: Math.min(24 * 60, Math.ceil(end / 60) * 60),
  };
}
