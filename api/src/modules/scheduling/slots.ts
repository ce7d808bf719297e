// The slot engine: which times a doctor's hours offer, and which of them are free. Pure functions
// of the doctor's rules, the busy times and "now"; all wall-clock reasoning happens in the
// doctor's IANA zone (luxon), all comparisons on instants (epoch milliseconds), so a day of 23 or
// 25 hours (DST) yields exactly the slots its wall clock shows.
import { DateTime } from 'luxon';
import type { DateOverride, TimeOff, TimeRange, WeeklyHours } from '../../db/schema.js';

export interface ScheduleRules {
  timeZone: string;
  slotMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  maxUpcomingPerPatient: number;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  timeOff: TimeOff[];
}

/** A booked time (epoch ms), of any live appointment of the doctor or patient. */
export interface Busy {
  start: number;
  end: number;
}

export interface Slot {
  /** Epoch ms. */
  start: number;
  end: number;
  /** The date and '10:00 AM - 10:30 AM' in the doctor's zone. */
  date: string;
  timeSlot: string;
}

const MINUTE = 60_000;

/** The rules that limit what a patient may book: not in the past, notice, horizon. */
export interface PatientLimits {
  now: number;
}

function local(date: string, clock: string, zone: string): DateTime {
  if (clock === '24:00') return DateTime.fromISO(date, { zone }).plus({ days: 1 });
  return DateTime.fromISO(`${date}T${clock}`, { zone });
}

/** '09:00 AM - 09:30 AM' for an instant range, in `zone`. */
export function slotLabel(start: number, end: number, zone: string): string {
  const fmt = (ms: number) =>
    DateTime.fromMillis(ms, { zone }).setLocale('en-US').toFormat('hh:mm a');
  return `${fmt(start)} - ${fmt(end)}`;
}

/** The calendar date of an instant in `zone`. */
export function localDate(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toISODate()!;
}

/** The working ranges of one date: an override wins over the weekly hours; time off closes it. */
export function hoursOn(rules: ScheduleRules, date: string): TimeRange[] {
  if (rules.timeOff.some((off) => off.from <= date && date <= off.to)) return [];
  const override = rules.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  const weekday = DateTime.fromISO(date, { zone: rules.timeZone }).weekday;
  return rules.weekly
    .filter((w) => w.weekday === weekday)
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Every date from `from` to `to` (inclusive, 'YYYY-MM-DD'). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let day = DateTime.fromISO(from, { zone: 'UTC' });
  const last = DateTime.fromISO(to, { zone: 'UTC' });
  while (day <= last) {
    out.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return out;
}

/**
 * The slots the hours offer on the dates `from`..`to` in the doctor's zone, busy or not: each
 * range is cut into appointments of `slotMinutes`, spaced by the buffers.
 */
export function gridSlots(rules: ScheduleRules, from: string, to: string): Slot[] {
  const zone = rules.timeZone;
  const length = rules.slotMinutes * MINUTE;
  const before = rules.bufferBeforeMinutes * MINUTE;
  const after = rules.bufferAfterMinutes * MINUTE;
  const slots: Slot[] = [];
  for (const date of datesBetween(from, to)) {
    for (const range of hoursOn(rules, date)) {
      const rangeStart = local(date, range.start, zone).toMillis();
      const rangeEnd = local(date, range.end, zone).toMillis();
      for (let start = rangeStart + before; start + length + after <= rangeEnd;) {
        const end = start + length;
        slots.push({
          start,
          end,
          date: localDate(start, zone),
          timeSlot: slotLabel(start, end, zone),
        });
        start = end + after + before;
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** Whether [start, end) keeps the buffers clear of every busy time. */
export function isFree(rules: ScheduleRules, busy: readonly Busy[], start: number, end: number) {
  const gap = (rules.bufferBeforeMinutes + rules.bufferAfterMinutes) * MINUTE;
  return !busy.some((b) => b.start < end + gap && b.end > start - gap);
}

/** Whether a patient may take the slot now: in the future, after the notice, within the horizon. */
export function withinPatientLimits(rules: ScheduleRules, slot: Slot, now: number): boolean {
  if (slot.start < now + rules.minimumNoticeHours * 60 * MINUTE) return false;
  const lastDate = DateTime.fromMillis(now, { zone: rules.timeZone })
    .plus({ days: rules.horizonDays })
    .toISODate()!;
  return slot.date <= lastDate;
}

/**
 * The free, bookable slots: offered by the hours, clear of busy times (with buffers) and, for a
 * patient, within the notice and horizon; for staff, any time not in the past.
 */
export function freeSlots(
  rules: ScheduleRules,
  busy: readonly Busy[],
  from: string,
  to: string,
  options: { now: number; patient: boolean },
): Slot[] {
  return gridSlots(rules, from, to).filter(
    (slot) =>
      (options.patient
        ? withinPatientLimits(rules, slot, options.now)
        : slot.start > options.now) && isFree(rules, busy, slot.start, slot.end),
  );
}

/** Whether [start, end) lies inside one working range of its date (outside-hours check). */
export function withinHours(rules: ScheduleRules, start: number, end: number): boolean {
  const date = localDate(start, rules.timeZone);
  return hoursOn(rules, date).some(
    (range) =>
      local(date, range.start, rules.timeZone).toMillis() <= start &&
      end <= local(date, range.end, rules.timeZone).toMillis(),
  );
}
