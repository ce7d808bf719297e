// The slot engine: which times a doctor's hours offer, and which of them are free. Pure functions
// of the doctor's rules, the busy times and "now"; all wall-clock reasoning happens in the
// doctor's IANA zone (luxon), all comparisons on instants (epoch milliseconds), so a day of 23 or
// 25 hours (DST) yields exactly the slots its wall clock shows.
import { DateTime, Info } from 'luxon';
import type { DateOverride, TimeOff, TimeRange, VisitKind, WeeklyHours } from '../../db/schema.js';

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
  /** The kinds of visit the slot may be (its working range's). */
  kinds: VisitKind[];
}

/** A range's kinds of visit: in person when it says none (hours saved before video visits). */
export function kindsOf(range: TimeRange): VisitKind[] {
  return range.kinds && range.kinds.length > 0 ? range.kinds : ['in_person'];
}

const MINUTE = 60_000;

/** The rules that limit what a patient may book: not in the past, notice, horizon. */
export interface PatientLimits {
  now: number;
}

/**
 * Zone conversions cost tens of microseconds each (luxon over Intl), and first-available asks for
 * thousands per request; the answers never change, so each is kept (bounded; cleared when full).
 */
function memo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

// normalizeZone, not IANAZone: a fixed offset saved before zones were checked ('UTC+3') still reads.
const zoneOf = memo(1_000, (name) => Info.normalizeZone(name));

/** The offset (minutes) of `zone` at an instant. */
const offsetAt = (zone: string, ms: number) => zoneOf(zone).offset(ms);

/**
 * The instant of a wall-clock time, read as RFC 5545 and Temporal's 'compatible' read it: a time
 * that happens twice (clocks go back) is its earlier instant; a time that never happens (clocks
 * go forward) is read with the offset before the jump, i.e. moved on by the jump.
 */
export function wallClockToInstant(date: string, clock: string, zone: string): number {
  const { fits, naive, before } = wallClockInstants(date, clock, zone);
  return fits[0] ?? naive - before * MINUTE;
}

/** Every instant at which the zone's clock reads `clock` on `date`: none, one, or two. */
function wallClockInstants(date: string, clock: string, zone: string) {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, sec] = clock.split(':').map(Number) as [number, number, number?];
  const naive = Date.UTC(y, mo - 1, d, h, mi, sec ?? 0);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const before = offsetAt(zone, naive - DAY);
  const after = offsetAt(zone, naive + DAY);
  const fits = [...new Set([before, after])]
    .map((offset) => naive - offset * MINUTE)
    .filter((ms) => naive - offsetAt(zone, ms) * MINUTE === ms)
    .sort((a, b) => a - b);
  return { fits, naive, before };
}

/**
 * Whether the zone's clock shows the wall-clock time of `ms` twice (the repeated hour when
 * clocks go back): such a time, written as local time with a TZID, would be read as its first
 * occurrence (RFC 5545 §3.3.5).
 */
export function isRepeatedWallClock(ms: number, zone: string): boolean {
  const time = DateTime.fromMillis(ms, { zone });
  if (!time.isValid) return false;
  return wallClockInstants(time.toISODate()!, time.toFormat('HH:mm:ss'), zone).fits.length > 1;
}

const localMs = memo(50_000, (key) => {
  const [date, clock, zone] = key.split('|') as [string, string, string];
  // 24:00 is the next midnight (00:00 of the next date).
  if (clock === '24:00') return wallClockToInstant(plusDays(date, 1), '00:00', zone);
  return wallClockToInstant(date, clock, zone);
});

/** The instant of a wall-clock time on a date in `zone`. */
function local(date: string, clock: string, zone: string): number {
  return localMs(`${date}|${clock}|${zone}`);
}

const clockLabel = memo(50_000, (key) => {
  const [ms, zone] = key.split('|') as [string, string];
  return DateTime.fromMillis(Number(ms), { zone }).setLocale('en-US').toFormat('hh:mm a');
});

function shortName(locale: string, ms: number, zone: string): string {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(ms)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return ''; // a fixed offset luxon reads but Intl does not ('UTC+3')
  }
}

/**
 * The zone's abbreviation at an instant: 'EDT', 'EST', 'CEST', 'BST', or the offset ('GMT+11')
 * where the zone has no abbreviation in English. US English knows American names only, so a
 * European zone takes British English's ('CEST' rather than 'GMT+2').
 */
export const zoneAbbreviation = (ms: number, zone: string): string =>
  abbreviationMemo(`${ms}|${zone}`);
const abbreviationMemo = memo(10_000, (key) => {
  const [ms, zone] = key.split('|') as [string, string];
  const us = shortName('en-US', Number(ms), zone);
  if (!/^(GMT|UTC)[+-]/.test(us)) return us;
  const gb = shortName('en-GB', Number(ms), zone);
  return /^(GMT|UTC)[+-]/.test(gb) ? us : gb;
});

/**
 * Whether the zone's clock changes on the date (the day clocks go forward or back): its times
 * are then labelled with the zone's abbreviation, so that a repeated time reads twice apart
 * ('01:00 AM EDT', '01:00 AM EST') and a jump is visible.
 */
export function clockChangesOn(date: string, zone: string): boolean {
  return changeDays(`${date}|${zone}`);
}
const changeDays = memo(10_000, (key) => {
  const [date, zone] = key.split('|') as [string, string];
  const start = local(date, '00:00', zone);
  const end = local(plusDays(date, 1), '00:00', zone);
  return offsetAt(zone, start) !== offsetAt(zone, end - MINUTE);
});

/**
 * '09:00 AM - 09:30 AM' for an instant range, in `zone`; on a day the clock changes (`date`, the
 * slot's date), each time with the zone's abbreviation: '01:00 AM EST - 01:30 AM EST'.
 */
export function slotLabel(start: number, end: number, zone: string, date?: string): string {
  const at = (ms: number) =>
    date !== undefined && clockChangesOn(date, zone)
      ? `${clockLabel(`${ms}|${zone}`)} ${zoneAbbreviation(ms, zone)}`
      : clockLabel(`${ms}|${zone}`);
  return `${at(start)} - ${at(end)}`;
}

const dateAt = memo(10_000, (key) => {
  const [minute, zone] = key.split('|') as [string, string];
  return DateTime.fromMillis(Number(minute) * MINUTE, { zone }).toISODate()!;
});

/** The calendar date of an instant in `zone`. */
export function localDate(ms: number, zone: string): string {
  return dateAt(`${Math.floor(ms / MINUTE)}|${zone}`);
}

const DAY = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `date` (calendar arithmetic, no zone involved). */
export function plusDays(date: string, days: number): string {
  return isoOf(utcDay(date) + days * DAY);
}

/** The working ranges of one date: an override wins over the weekly hours; time off closes it. */
export function hoursOn(rules: ScheduleRules, date: string): TimeRange[] {
  if (rules.timeOff.some((off) => off.from <= date && date <= off.to)) return [];
  const override = rules.overrides.find((o) => o.date === date);
  if (override) return [...override.ranges].sort((a, b) => a.start.localeCompare(b.start));
  // A calendar date's weekday is the same in every zone.
  const weekday = new Date(utcDay(date)).getUTCDay() || 7;
  return rules.weekly
    .filter((w) => w.weekday === weekday)
    .map(({ start, end, kinds }) => ({ start, end, ...(kinds ? { kinds } : {}) }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** How many dates `from`..`to` covers, both included (0 when `to` comes first), without listing them. */
export function daysSpanned(from: string, to: string): number {
  return Math.max(0, Math.round((utcDay(to) - utcDay(from)) / DAY) + 1);
}

/** Every date from `from` to `to` (inclusive, 'YYYY-MM-DD'). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = utcDay(from), last = utcDay(to); day <= last; day += DAY) out.push(isoOf(day));
  return out;
}

/** A slot before its label is written (labels cost a zone conversion each). */
export interface Candidate {
  start: number;
  end: number;
  date: string;
  kinds: VisitKind[];
}

/**
 * The slots the hours offer on the dates `from`..`to` in the doctor's zone, busy or not, in time
 * order: each range is cut into appointments of `slotMinutes` from its start. Buffers are not
 * part of the grid: they keep time free beside busy time only (`isFree`), so that an empty day
 * offers every start. Steps are real minutes, so a range that holds the repeated hour of an
 * autumn night offers its times twice, and one over the spring jump offers none that is skipped.
 */
function* candidates(rules: ScheduleRules, from: string, to: string): Generator<Candidate> {
  const zone = rules.timeZone;
  const length = rules.slotMinutes * MINUTE;
  for (const date of datesBetween(from, to)) {
    for (const range of hoursOn(rules, date)) {
      const rangeStart = local(date, range.start, zone);
      const rangeEnd = local(date, range.end, zone);
      const kinds = kindsOf(range);
      for (let start = rangeStart; start + length <= rangeEnd; start += length)
        yield { start, end: start + length, date, kinds };
    }
  }
}

/** Every slot the hours offer on the dates `from`..`to`, busy or not. */
export function gridSlots(rules: ScheduleRules, from: string, to: string): Slot[] {
  return [...candidates(rules, from, to)].map((c) => labelled(c, rules.timeZone));
}

/**
 * Whether [start, end) keeps the buffers clear of every busy time: no busy time inside the new
 * booking's own buffers, and the booking not inside the buffers of a busy time (each appointment
 * of the doctor has the same buffers, so the gap between two is before + after).
 */
export function isFree(rules: ScheduleRules, busy: readonly Busy[], start: number, end: number) {
  const gap = (rules.bufferBeforeMinutes + rules.bufferAfterMinutes) * MINUTE;
  return !busy.some((b) => b.start < end + gap && b.end > start - gap);
}

/** The first instant and the last date a patient may book now. */
function patientWindow(rules: ScheduleRules, now: number) {
  return {
    earliest: now + rules.minimumNoticeHours * 60 * MINUTE,
    lastDate: plusDays(localDate(now, rules.timeZone), rules.horizonDays),
  };
}

/** Whether a patient may take the slot now: in the future, after the notice, within the horizon. */
export function withinPatientLimits(
  rules: ScheduleRules,
  slot: { start: number; date: string },
  now: number,
): boolean {
  const { earliest, lastDate } = patientWindow(rules, now);
  return slot.start >= earliest && slot.date <= lastDate;
}

/**
 * The free, bookable times in order, without their labels: offered by the hours, clear of busy
 * times (with buffers) and, for a patient, within the notice and horizon; for staff, any time not
 * in the past. `limit`: stop after that many.
 */
export function freeTimes(
  rules: ScheduleRules,
  busy: readonly Busy[],
  from: string,
  to: string,
  options: { now: number; patient: boolean; limit?: number },
): Candidate[] {
  const window = options.patient
    ? patientWindow(rules, options.now)
    : { earliest: options.now + 1, lastDate: '9999-12-31' };
  const limit = options.limit ?? Infinity;
  const out: Candidate[] = [];
  for (const c of candidates(rules, from, to)) {
    if (out.length >= limit || c.date > window.lastDate) break;
    if (c.start < window.earliest || !isFree(rules, busy, c.start, c.end)) continue;
    out.push(c);
  }
  return out;
}

/** `freeTimes` with their labels ('10:00 AM - 10:30 AM' in the doctor's zone). */
export function freeSlots(
  rules: ScheduleRules,
  busy: readonly Busy[],
  from: string,
  to: string,
  options: { now: number; patient: boolean; limit?: number },
): Slot[] {
  return freeTimes(rules, busy, from, to, options).map((c) => labelled(c, rules.timeZone));
}

/** Adds the label of a time in `zone`. */
export function labelled(c: Candidate, zone: string): Slot {
  return { ...c, timeSlot: slotLabel(c.start, c.end, zone, c.date) };
}

/** Whether [start, end) lies inside one working range of its date (outside-hours check). */
export function withinHours(rules: ScheduleRules, start: number, end: number): boolean {
  const date = localDate(start, rules.timeZone);
  return hoursOn(rules, date).some(
    (range) =>
      local(date, range.start, rules.timeZone) <= start &&
      end <= local(date, range.end, rules.timeZone),
  );
}
