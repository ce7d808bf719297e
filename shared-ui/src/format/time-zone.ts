// Instants shown in a doctor's time zone, with the browser's own Intl (no date library on the
// page). A doctor's date, timeSlot and hours are in the doctor's IANA zone; the browser may be
// anywhere else.

type Instant = string | Date;

const UTC_NAMES = new Set([
  'utc',
  'etc/utc',
  'etc/uct',
  'uct',
  'etc/gmt',
  'gmt',
  'etc/universal',
  'universal',
  'etc/zulu',
  'zulu',
  'etc/greenwich',
  'greenwich',
  'gmt0',
  'etc/gmt0',
  'etc/gmt+0',
  'etc/gmt-0',
]);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and shape: building them is the slow part of Intl. */
function formatter(zone: string, shape: string, options: Intl.DateTimeFormatOptions) {
  const key = `${shape}|${zone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

function toDate(instant: Instant): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(parts: Intl.DateTimeFormatPart[]) {
  const found: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of parts) found[part.type] = part.value;
  return found;
}

/** The browser's IANA zone, e.g. 'Europe/Berlin' ('UTC' when the browser does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's name as Intl spells it ('america/new_york' → 'America/New_York'); null if unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

/** Whether times in `zone` read the same as the browser's clock (the same zone, by name). */
export function isBrowserTimeZone(zone: string, browserZone: string = browserTimeZone()): boolean {
  const a = (canonicalTimeZone(zone) ?? zone).toLowerCase();
  const b = (canonicalTimeZone(browserZone) ?? browserZone).toLowerCase();
  return a === b || (UTC_NAMES.has(a) && UTC_NAMES.has(b));
}

/** Every zone the browser knows, for a choice of zone ('UTC' first, then A–Z). */
export function supportedTimeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}

/** Intl writes a narrow no-break space before AM/PM in newer browsers; the app's texts use a space. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

/**
 * '09:00 AM': the hour as the app's time slots write it; on the two days a year the zone's clock
 * changes, with the zone's abbreviation ('01:00 AM EDT', '01:00 AM EST'), as the API's slot
 * labels have it, so that the repeated hour reads twice apart and a jump is visible.
 */
export function formatTimeInZone(instant: Instant, zone: string): string {
  const date = toDate(instant);
  if (!date) return '';
  const p = partsOf(
    formatter(zone, 'time', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }).formatToParts(date),
  );
  const time = plainSpaces(`${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`.trim());
  return clockChangesOnDayOf(date, zone) ? `${time} ${zoneAbbreviation(date, zone)}` : time;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function shortZoneName(locale: string, date: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
  return parts.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const isOffsetName = (name: string) => /^(GMT|UTC)[+-]/.test(name);

/**
 * The zone's abbreviation at an instant: 'EDT', 'CEST', 'BST', or the offset ('GMT+11') where
 * English has none; US English names American zones only, so Europe's come from British English.
 */
export function zoneAbbreviation(instant: Instant, zone: string): string {
  const date = toDate(instant);
  if (!date) return '';
  try {
    const us = shortZoneName('en-US', date, zone);
    if (!isOffsetName(us)) return us;
    const gb = shortZoneName('en-GB', date, zone);
    return isOffsetName(gb) ? us : gb;
  } catch {
    return '';
  }
}

/** Minutes the zone's clock is ahead of UTC at an instant. */
function offsetAt(ms: number, zone: string): number {
  const p = partsOf(
    formatter(zone, 'wall clock', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(ms)),
  );
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return Math.round((wall - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

/** The instant of local midnight starting the date 'YYYY-MM-DD' in `zone` (near enough). */
function midnightOf(day: string, zone: string): number {
  const naive = Date.parse(`${day}T00:00:00Z`);
  const guess = naive - offsetAt(naive, zone) * MINUTE;
  return naive - offsetAt(guess, zone) * MINUTE;
}

const changeDays = new Map<string, boolean>();

/** Whether the zone's clock goes forward or back on the calendar day of `instant` there. */
export function clockChangesOnDayOf(instant: Instant, zone: string): boolean {
  const date = toDate(instant);
  if (!date) return false;
  let day: string;
  try {
    day = calendarDateInZone(date, zone);
  } catch {
    return false; // a zone this browser does not know
  }
  const key = `${day}|${zone}`;
  let changes = changeDays.get(key);
  if (changes === undefined) {
    const start = midnightOf(day, zone);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    const end = midnightOf(next, zone);
    changes = offsetAt(start, zone) !== offsetAt(end - MINUTE, zone);
    changeDays.set(key, changes);
  }
  return changes;
}

/** 'Tue 1 Dec 2026' (or 'Tue 1 Dec' without the year): the calendar day in `zone`. */
export function formatDayInZone(instant: Instant, zone: string, { year = true } = {}): string {
  const date = toDate(instant);
  if (!date) return '';
  const p = partsOf(
    formatter(zone, 'day', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).formatToParts(date),
  );
  return `${p.weekday} ${p.day} ${p.month}${year ? ` ${p.year}` : ''}`;
}

/** 'Tue 1 Dec 2026, 10:00 AM' (or 'Tue 1 Dec, 10:00 AM'): an instant as read in `zone`. */
export function formatInZone(instant: Instant, zone: string, { year = true } = {}): string {
  const day = formatDayInZone(instant, zone, { year });
  return day ? `${day}, ${formatTimeInZone(instant, zone)}` : '';
}

/** The calendar date 'YYYY-MM-DD' of an instant in `zone`. */
export function calendarDateInZone(instant: Instant, zone: string): string {
  const date = toDate(instant);
  if (!date) return '';
  const p = partsOf(
    formatter(zone, 'iso', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date),
  );
  return `${p.year}-${p.month}-${p.day}`;
}

/** Today's date 'YYYY-MM-DD' on a clock in `zone`. */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return calendarDateInZone(now, zone);
}

/** The zone's name in words at that moment: 'Eastern Standard Time' ('Coordinated Universal Time'). */
export function timeZoneDisplayName(zone: string, at: Date = new Date()): string {
  if (!isValidTimeZone(zone)) return zone;
  const p = partsOf(formatter(zone, 'long-name', { timeZoneName: 'long' }).formatToParts(at));
  return p.timeZoneName ?? zone;
}

/** The zone's offset from UTC at that moment: 'GMT-05:00' ('GMT' for UTC itself). */
export function timeZoneOffset(zone: string, at: Date = new Date()): string {
  if (!isValidTimeZone(zone)) return '';
  const p = partsOf(formatter(zone, 'offset', { timeZoneName: 'longOffset' }).formatToParts(at));
  return p.timeZoneName ?? '';
}

/** The zone's short name at that moment: 'EST', 'EDT', 'GMT+1' (Intl's own abbreviations). */
export function timeZoneAbbreviation(zone: string, at: Date = new Date()): string {
  if (!isValidTimeZone(zone)) return '';
  const p = partsOf(formatter(zone, 'short-name', { timeZoneName: 'short' }).formatToParts(at));
  return p.timeZoneName ?? '';
}

/**
 * The zone as a person reads it: 'New York (EST)', 'Berlin (GMT+1)', 'UTC'. The place is the
 * last part of the zone's name; the abbreviation depends on the date (EST or EDT).
 */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const name = canonicalTimeZone(zone) ?? zone;
  const place = (name.split('/').at(-1) ?? name).replace(/_/g, ' ');
  const short = timeZoneAbbreviation(name, at);
  return short && short !== place ? `${place} (${short})` : place;
}
