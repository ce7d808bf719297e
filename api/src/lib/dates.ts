/** Calendar dates are 'YYYY-MM-DD' strings in the server's time zone; no Date objects cross the API. */

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's calendar date (server's local time). */
export function today(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** The date `days` away from `isoDate` (negative for the past). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(y, m - 1, d + days));
}

/**
 * Reads 'YYYY-MM-DD' or a full ISO date-time and keeps its date part; null when it is not a real
 * calendar date (e.g. 2026-02-30).
 */
export function parseCalendarDate(input: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(input.trim());
  if (!match) return null;
  const [, ys, ms, ds] = match;
  const y = Number(ys);
  const m = Number(ms);
  const d = Number(ds);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d)
    return null;
  return `${ys}-${ms}-${ds}`;
}

/** A database timestamp (text from either driver) as an ISO 8601 date-time string. */
export function toIsoDateTime(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  // The common case, UTC text from the server ('2026-11-23 09:25:24.123456+00'), without parsing.
  const utc = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?\+00$/.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  // PostgreSQL text: '2026-11-23 09:25:24.123+00' — make it ISO so every engine parses it.
  const normalised = value.includes('T') ? value : value.replace(' ', 'T');
  const withZone = /[+-]\d{2}$/.test(normalised) ? `${normalised}:00` : normalised;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const longDayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar date as people read it in the apps ('December 3, 2026'), for sentences such as
 * notifications; anything that is not a real 'YYYY-MM-DD' date is returned as it is.
 */
export function longDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const stamp = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(stamp) ? date : longDayFormat.format(new Date(stamp));
}
