// VTIMEZONE components written from the IANA database that Node's Intl carries (through luxon),
// for the TZIDs of the events: RFC 5545 wants one for every TZID, and Outlook relies on it.
import { DateTime, IANAZone } from 'luxon';
import { zoneAbbreviation } from '../scheduling/slots.js';

const MINUTE = 60_000;
/** Offsets are sampled this far apart; no zone changes its offset twice within it. */
const STEP = 6 * 60 * MINUTE;

/** The zones written as UTC ('…Z') rather than with a TZID. */
export function isUtcZone(zone: string): boolean {
  return ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT', 'Z'].includes(zone);
}

export interface Observance {
  kind: 'STANDARD' | 'DAYLIGHT';
  /** The instant the observance starts. */
  at: number;
  /** Offsets from UTC in minutes, before and after `at`. */
  offsetFrom: number;
  offsetTo: number;
  name: string;
}

const offsetAt = (zone: IANAZone, at: number) => zone.offset(at);

/** The first minute in (low, high] with the offset of `high`. */
function transitionBetween(zone: IANAZone, low: number, high: number): number {
  const target = offsetAt(zone, high);
  let lo = Math.floor(low / MINUTE);
  let hi = Math.ceil(high / MINUTE);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(zone, mid * MINUTE) === target) hi = mid;
    else lo = mid;
  }
  return hi * MINUTE;
}

function observanceAt(zone: IANAZone, at: number, offsetFrom: number): Observance {
  const local = DateTime.fromMillis(at, { zone });
  return {
    kind: local.isInDST ? 'DAYLIGHT' : 'STANDARD',
    at,
    offsetFrom,
    offsetTo: local.offset,
    // 'CET' rather than luxon's 'GMT+1': the names the slot labels use.
    name: zoneAbbreviation(at, zone.name) || zone.name,
  };
}

/**
 * The observances of `zoneName` that cover [from, to]: the one in force at `from`, then one per
 * change of offset up to `to`. Null for a zone that Intl does not know.
 */
export function observances(zoneName: string, from: Date, to: Date): Observance[] | null {
  const zone = IANAZone.create(zoneName);
  if (!zone.isValid) return null;
  const start = from.getTime();
  const end = to.getTime();
  const first = offsetAt(zone, start);
  const list = [observanceAt(zone, start, first)];
  let previous = first;
  for (let at = start; at < end; at += STEP) {
    const next = Math.min(at + STEP, end);
    const offset = offsetAt(zone, next);
    if (offset === previous) continue;
    list.push(observanceAt(zone, transitionBetween(zone, at, next), previous));
    previous = offset;
  }
  return list;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The local wall-clock time of `at` in a zone `offset` minutes from UTC, as iCalendar writes it. */
function localStamp(at: number, offset: number): string {
  return new Date(at + offset * MINUTE)
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replace(/[-:]/g, '');
}

/** A VTIMEZONE component for `zoneName` valid over [from, to], or null for an unknown zone. */
export function vtimezone(zoneName: string, from: Date, to: Date): string | null {
  const list = observances(zoneName, from, to);
  if (!list) return null;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zoneName}`, `X-LIC-LOCATION:${zoneName}`];
  for (const o of list) {
    lines.push(
      `BEGIN:${o.kind}`,
      // An observance starts at the local time read with the offset in force before it.
      `DTSTART:${localStamp(o.at, o.offsetFrom)}`,
      `TZOFFSETFROM:${formatOffset(o.offsetFrom)}`,
      `TZOFFSETTO:${formatOffset(o.offsetTo)}`,
      `TZNAME:${o.name}`,
      `END:${o.kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** The VTIMEZONE lines of `zone` for events between `from` and `to`; null for UTC or an unknown zone. */
export function vtimezoneFor(zone: string, from: Date, to: Date): string[] | null {
  if (isUtcZone(zone)) return null;
  // A day either side (an event's end; clients that read the observance before its start), from
  // a midnight UTC so that the first observance starts at a tidy time.
  const day = 24 * 60 * MINUTE;
  const before = new Date((Math.floor(from.getTime() / day) - 1) * day);
  const after = new Date(to.getTime() + day);
  return vtimezone(zone, before, after)?.split('\r\n') ?? null;
}
