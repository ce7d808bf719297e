// A doctor's availability: the defaults of a doctor who never set hours, and the checks a new set
// of hours must pass (each refusal is one sentence a doctor can act on).
import { DateTime } from 'luxon';
import type { TimeRange } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';
import type { ScheduleRules } from './slots.js';

export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;

/**
 * Until a doctor saves hours, every day 09:00–17:00 in half hours: the grid every doctor had
 * before availability existed, so that no doctor loses bookable time by the upgrade.
 */
export function defaultRules(timeZone = 'UTC'): ScheduleRules {
  return {
    timeZone,
    slotMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeHours: 1,
    horizonDays: 90,
    maxUpcomingPerPatient: 2,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    overrides: [],
    timeOff: [],
  };
}

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

let ianaNames: Set<string> | undefined;

/**
 * Whether `zone` is an IANA zone name the runtime knows: one of `Intl.supportedValuesOf`'s, 'UTC',
 * or an older name of one of them ('Asia/Kolkata' for 'Asia/Calcutta'). Never an offset such as
 * 'UTC+3', which luxon would take as a fixed offset and calendars would read as floating time.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  ianaNames ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zone === 'UTC' || ianaNames.has(zone)) return true;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  return zone.includes('/') && (canonical === 'UTC' || ianaNames.has(canonical));
}

export const notATimeZone = (zone: string) =>
  `"${zone}" is not a time zone we know (use a name like Europe/Paris).`;

function checkRanges(where: string, ranges: readonly TimeRange[]): void {
  for (const range of ranges) {
    if (!CLOCK.test(range.start) || !CLOCK.test(range.end) || range.start === '24:00')
      throw badRequest(`${where}: times must be written like 09:00 or 17:30.`);
    if (range.end <= range.start)
      throw badRequest(
        `${where}: the end (${range.end}) must be after the start (${range.start}).`,
      );
  }
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  for (let i = 1; i < sorted.length; i++) {
    const range = sorted[i]!;
    if (range.start < sorted[i - 1]!.end)
      throw badRequest(`${where} ${range.start}–${range.end} overlaps another range.`);
  }
}

function realDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && DateTime.fromISO(date).isValid;
}

/** Refuses a set of hours that cannot be used, with the first problem found. */
export function checkRules(rules: ScheduleRules): ScheduleRules {
  if (!isTimeZone(rules.timeZone)) throw badRequest(notATimeZone(rules.timeZone));
  if (!SLOT_LENGTHS.includes(rules.slotMinutes as (typeof SLOT_LENGTHS)[number]))
    throw badRequest('Appointment length must be 15, 20, 30, 45 or 60 minutes.');
  for (let weekday = 1; weekday <= 7; weekday++)
    checkRanges(
      WEEKDAYS[weekday]!,
      rules.weekly.filter((w) => w.weekday === weekday),
    );
  const seen = new Set<string>();
  for (const override of rules.overrides) {
    if (!realDate(override.date)) throw badRequest(`${override.date} is not a real date.`);
    if (seen.has(override.date))
      throw badRequest(`${override.date} has two date overrides; keep one.`);
    seen.add(override.date);
    checkRanges(override.date, override.ranges);
  }
  for (const off of rules.timeOff) {
    if (!realDate(off.from) || !realDate(off.to))
      throw badRequest('Time off needs real dates like 2026-12-24.');
    if (off.to < off.from)
      throw badRequest(`Time off from ${off.from} must end on or after its start (${off.to}).`);
  }
  return {
    ...rules,
    weekly: [...rules.weekly].sort(
      (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
    ),
    overrides: [...rules.overrides].sort((a, b) => a.date.localeCompare(b.date)),
    timeOff: [...rules.timeOff].sort((a, b) => a.from.localeCompare(b.from)),
  };
}
