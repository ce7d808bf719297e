// Appointments as calendar events: placed by their real start and end, coloured by status.
import { instantAt, parseTimeSlot } from './zones';

/** The parts of an appointment (the API's Appointment) a calendar reads. */
export interface SchedulableAppointment {
  _id: string;
  date: string;
  timeSlot: string;
  status?: string | null;
  /** The real start and end instants; null for an old row the server could not read. */
  start?: string | null;
  end?: string | null;
  /** The doctor's zone, in which `date` and `timeSlot` are written. */
  timeZone?: string | null;
  doctor: { _id: string };
}

export interface CalendarEvent<A extends SchedulableAppointment = SchedulableAppointment> {
  id: string;
  /** What the block says (the patient's name). */
  title: string;
  start: Date;
  end: Date;
  status: string;
  /** The doctor's column in a resource view. */
  resourceId: string;
  appointment: A;
}

/** Statuses a calendar hides unless asked ('Show cancelled'). */
export const HIDDEN_BY_DEFAULT: readonly string[] = ['cancelled', 'declined'];

/** Every status, in the order a legend lists them. */
export const CALENDAR_STATUSES = [
  'pending',
  'proposed',
  'confirmed',
  'completed',
  'no-show',
  'cancelled',
  'declined',
] as const;

function validInstant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When an appointment takes place: its `start`/`end`; for a row without them, its date and
 * time slot read in its zone (the doctor's; `fallbackZone` when it has none). Null when neither
 * can be read.
 */
export function appointmentInterval(
  appointment: SchedulableAppointment,
  fallbackZone: string,
): { start: Date; end: Date } | null {
  const start = validInstant(appointment.start);
  const end = validInstant(appointment.end);
  if (start && end && end > start) return { start, end };
  const slot = parseTimeSlot(appointment.timeSlot ?? '');
  const date = (appointment.date ?? '').slice(0, 10);
  if (!slot || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const zone = appointment.timeZone || fallbackZone;
  const from = instantAt(date, slot.start, zone);
  const to = instantAt(date, slot.end, zone);
  if (Number.isNaN(from.getTime()) || to <= from) return null;
  return { start: from, end: to };
}

export interface ToEventsOptions<A extends SchedulableAppointment> {
  /** The zone to read a slot in when an appointment carries none. */
  fallbackZone: string;
  /** Show cancelled and declined appointments too. */
  showCancelled: boolean;
  title: (appointment: A) => string;
}

export interface EventsResult<A extends SchedulableAppointment> {
  events: CalendarEvent<A>[];
  /** Appointments shown by the filters but with no readable time (not placed on the grid). */
  unplaced: A[];
}

/** The appointments a calendar shows, as events. */
export function toCalendarEvents<A extends SchedulableAppointment>(
  appointments: readonly A[],
  { fallbackZone, showCancelled, title }: ToEventsOptions<A>,
): EventsResult<A> {
  const events: CalendarEvent<A>[] = [];
  const unplaced: A[] = [];
  const seen = new Set<string>();
  for (const appointment of appointments) {
    // Pages read while the list changes can repeat a row.
    if (seen.has(appointment._id)) continue;
    seen.add(appointment._id);
    const status = appointment.status || 'pending';
    if (!showCancelled && HIDDEN_BY_DEFAULT.includes(status)) continue;
    const interval = appointmentInterval(appointment, fallbackZone);
    if (!interval) {
      unplaced.push(appointment);
      continue;
    }
    events.push({
      id: appointment._id,
      title: title(appointment),
      start: interval.start,
      end: interval.end,
      status,
      resourceId: appointment.doctor._id,
      appointment,
    });
  }
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { events, unplaced };
}

/** Events that overlap [from, to) (a day of a grid in another zone than the doctors'). */
export function eventsBetween<E extends { start: Date; end: Date }>(
  events: readonly E[],
  from: Date,
  to: Date,
): E[] {
  return events.filter((event) => event.start < to && event.end > from);
}
