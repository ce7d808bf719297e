// iCalendar documents: the doctor's feed and the patient's invitations. Both carry the times and
// who the appointment is with, never its reason or notes
// (docs/decisions/calendar-feed-and-invitations.md).
// Written here line by line, to the letter of RFC 5545 (CRLF after every line, lines folded at
// 75 octets) and RFC 6868 (parameter values with ^-escapes), which calendar parsers read alike.
import { DateTime, IANAZone } from 'luxon';
import { isRepeatedWallClock } from '../scheduling/slots.js';
import type { FeedAppointment } from './calendar.repository.js';
import { isUtcZone, vtimezoneFor } from './vtimezone.js';

const PRODID = '-//CareConnect//Appointments//EN';

/** The UID of an appointment's event: the same in the feed and in every invitation. */
export const eventUid = (appointmentId: string) => `${appointmentId}@careconnect`;

export type EventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

/** Pending and proposed appointments are tentative; confirmed and completed ones took or take place. */
export function eventStatus(status: string): EventStatus {
  if (status === 'cancelled' || status === 'declined') return 'CANCELLED';
  return status === 'confirmed' || status === 'completed' ? 'CONFIRMED' : 'TENTATIVE';
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function textValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value, always quoted: RFC 6868 writes a caret as ^^, a line break as ^n and a
 * double quote as ^' (a backslash escapes nothing inside a quoted parameter value).
 */
export function paramValue(value: string): string {
  const encoded = value
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'")
    // Other control characters are not allowed in a parameter value at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
  return `"${encoded}"`;
}

const encoder = new TextEncoder();

/**
 * One content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * and no UTF-8 sequence is split between two lines.
 */
export function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The lines of a document, each folded and each ended by CRLF, the last one too. */
function document(lines: string[]): string {
  return lines.map((line) => `${fold(line)}\r\n`).join('');
}

const utcStamp = (ms: number) =>
  DateTime.fromMillis(ms, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss'Z'");

/**
 * DTSTART and DTEND: local time with the zone's TZID; UTC for UTC, for a zone that is not an
 * IANA name this server knows, and for an event that starts or ends in the repeated hour of a
 * night clocks go back, whose local time would be read as its first occurrence (RFC 5545 §3.3.5).
 */
function eventTimes(start: number, end: number, zone: string): { lines: string[]; tzid?: string } {
  // An IANA name only: a fixed offset saved before zones were checked ('UTC+3') has no VTIMEZONE.
  const known = !isUtcZone(zone) && IANAZone.isValidZone(zone);
  if (!known || isRepeatedWallClock(start, zone) || isRepeatedWallClock(end, zone))
    return { lines: [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`] };
  const at = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("yyyyMMdd'T'HHmmss");
  return {
    lines: [`DTSTART;TZID=${zone}:${at(start)}`, `DTEND;TZID=${zone}:${at(end)}`],
    tzid: zone,
  };
}

interface EventParts {
  uid: string;
  sequence: number;
  stamp: number;
  start: number;
  end: number;
  timeZone: string;
  summary: string;
  status: EventStatus;
  people?: string[];
}

function eventLines(event: EventParts) {
  const times = eventTimes(event.start, event.end, event.timeZone);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...times.lines,
    `SUMMARY:${textValue(event.summary)}`,
    ...(event.people ?? []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
  return { lines, tzid: times.tzid };
}

/** The calendar around its events, with one VTIMEZONE for each TZID they use. */
function calendar(
  head: string[],
  events: { lines: string[]; tzid?: string | undefined }[],
  from: Date,
  to: Date,
): string {
  const zones = [...new Set(events.flatMap((e) => (e.tzid ? [e.tzid] : [])))];
  return document([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    ...head,
    ...zones.flatMap((zone) => vtimezoneFor(zone, from, to) ?? []),
    ...events.flatMap((e) => e.lines),
    'END:VCALENDAR',
  ]);
}

const ms = (iso: string) => Date.parse(iso);

export interface FeedOptions {
  /** The calendar's name in the doctor's calendar app. */
  name: string;
  from: Date;
  to: Date;
}

/** The doctor's feed: one event per appointment, named after the patient. */
export function feedCalendar(rows: FeedAppointment[], options: FeedOptions): string {
  const events = rows.map((row) =>
    eventLines({
      uid: eventUid(row.id),
      sequence: row.sequence,
      stamp: ms(row.updatedAt),
      start: ms(row.start),
      end: ms(row.end),
      timeZone: row.timeZone,
      summary: row.patientName ? `Appointment with ${row.patientName}` : 'Appointment',
      status: eventStatus(row.status),
    }),
  );
  const name = textValue(options.name);
  return calendar(
    [
      'METHOD:PUBLISH',
      `NAME:${name}`,
      `X-WR-CALNAME:${name}`,
      // Calendar apps poll a subscription; this asks for an hour (most decide for themselves).
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    events,
    options.from,
    options.to,
  );
}

export interface InvitationEvent {
  appointmentId: string;
  method: 'REQUEST' | 'CANCEL';
  /** ISO instants. */
  start: string;
  end: string;
  timeZone: string;
  /** The appointment's status (REQUEST), which gives the event's STATUS. */
  status: string;
  /** The appointment's revision: rises with every move and change of status. */
  sequence: number;
  stamp: Date;
  summary: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * An iTIP message (RFC 5546) for the patient's calendar: METHOD:REQUEST adds or updates the
 * event, METHOD:CANCEL removes it; the UID ties them to one event and SEQUENCE orders them.
 */
export function invitationCalendar(event: InvitationEvent): string {
  const cancel = event.method === 'CANCEL';
  // The patient booked it (or is asked to answer a proposal in CareConnect, not by email).
  const partstat = event.status === 'proposed' ? 'NEEDS-ACTION' : 'ACCEPTED';
  const vevent = eventLines({
    uid: eventUid(event.appointmentId),
    sequence: event.sequence,
    stamp: event.stamp.getTime(),
    start: ms(event.start),
    end: ms(event.end),
    timeZone: event.timeZone,
    summary: event.summary,
    status: cancel ? 'CANCELLED' : eventStatus(event.status),
    people: [
      `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
      `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat};RSVP=FALSE;CN=${paramValue(
        event.attendee.name,
      )}:MAILTO:${event.attendee.email}`,
    ],
  });
  return calendar([`METHOD:${event.method}`], [vevent], new Date(event.start), new Date(event.end));
}
