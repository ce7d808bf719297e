// iCalendar documents: the doctor's feed and the patient's invitations. Both carry the times and
// who the appointment is with, never its reason or notes (docs/decisions.md, "Calendar feed").
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';
import { DateTime } from 'luxon';
import type { FeedAppointment } from './calendar.repository.js';
import { isUtcZone, vtimezoneGenerator } from './vtimezone.js';

const PRODID = { company: 'CareConnect', product: 'Appointments', language: 'EN' };

/** The UID of an appointment's event: the same in the feed and in every invitation. */
export const eventUid = (appointmentId: string) => `${appointmentId}@careconnect`;

/** Pending and proposed appointments are tentative; confirmed and completed ones took or take place. */
export function eventStatus(status: string): ICalEventStatus {
  if (status === 'cancelled' || status === 'declined') return ICalEventStatus.CANCELLED;
  return status === 'confirmed' || status === 'completed'
    ? ICalEventStatus.CONFIRMED
    : ICalEventStatus.TENTATIVE;
}

/** An instant in the appointment's zone (ical-generator writes a luxon time in the event's TZID). */
function zoned(iso: string, zone: string | null): DateTime {
  const time = DateTime.fromISO(iso, { zone: 'utc' });
  return zone ? time.setZone(zone) : time;
}

/** The event's TZID: none (UTC times) for UTC or a zone this server does not know. */
function tzid(zone: string): string | null {
  if (isUtcZone(zone)) return null;
  return DateTime.now().setZone(zone).isValid ? zone : null;
}

function calendarFor(from: Date, to: Date, method?: ICalCalendarMethod): ICalCalendar {
  return ical({
    prodId: PRODID,
    method: method ?? null,
    // No calendar-wide zone: each event names its own, and the generator writes its VTIMEZONE.
    timezone: { name: null, generator: vtimezoneGenerator(from, to) },
  });
}

export interface FeedOptions {
  /** The calendar's name in the doctor's calendar app. */
  name: string;
  from: Date;
  to: Date;
}

/** The doctor's feed: one event per appointment, named after the patient. */
export function feedCalendar(rows: FeedAppointment[], options: FeedOptions): string {
  const calendar = calendarFor(options.from, options.to, ICalCalendarMethod.PUBLISH);
  calendar.name(options.name);
  // Calendar apps poll a subscription; this asks for an hour (most decide for themselves).
  calendar.ttl(60 * 60);
  for (const row of rows) {
    const zone = tzid(row.timeZone);
    calendar.createEvent({
      id: eventUid(row.id),
      start: zoned(row.start, zone),
      end: zoned(row.end, zone),
      timezone: zone,
      stamp: DateTime.fromISO(row.updatedAt, { zone: 'utc' }),
      summary: row.patientName ? `Appointment with ${row.patientName}` : 'Appointment',
      status: eventStatus(row.status),
    });
  }
  return calendar.toString();
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
  const start = new Date(event.start);
  const end = new Date(event.end);
  const cancel = event.method === 'CANCEL';
  const calendar = calendarFor(
    start,
    end,
    cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  const zone = tzid(event.timeZone);
  calendar.createEvent({
    id: eventUid(event.appointmentId),
    sequence: event.sequence,
    stamp: DateTime.fromJSDate(event.stamp, { zone: 'utc' }),
    start: zoned(event.start, zone),
    end: zoned(event.end, zone),
    timezone: zone,
    summary: event.summary,
    status: cancel ? ICalEventStatus.CANCELLED : eventStatus(event.status),
    organizer: event.organizer,
    attendees: [
      {
        name: event.attendee.name,
        email: event.attendee.email,
        role: ICalAttendeeRole.REQ,
        // The patient booked it (or is asked to answer a proposal in CareConnect, not by email).
        status:
          event.status === 'proposed'
            ? ICalAttendeeStatus.NEEDSACTION
            : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
