// The appointments module's domain events: what changed in an appointment, handled after commit by
// the modules that care (care team, notifications, live streams, the patient's email, reminders).
// This file imports only this module's types and lib: any module may subscribe without a circle.
import type { AppointmentEmailEvent } from '../../mail/templates/appointment-update.js';
import type { Role } from '../common/common.schemas.js';
import type { AppointmentEvent } from './appointments.messages.js';
import type { AppointmentRow } from './appointments.repository.js';

/** What happened: a status of the life cycle, a move, another edit, or a deletion. */
export type AppointmentChangeKind = AppointmentEvent | 'updated' | 'deleted';

export interface AppointmentChange {
  /** The appointment as committed (a deleted one: as it was). */
  appointment: AppointmentRow;
  /** Who made the change; null when the system did (a care team or an account ended). */
  by: { role: Role; userId: string } | null;
  /** Its time changed (also with a status change: the status is the event's kind). */
  moved: boolean;
  /** The start before the change, when it moved (its reminders are stale). */
  previousStart: string | null;
  /** The email the patient gets about it, with the calendar invitation; null: none. */
  email: AppointmentEmailEvent | null;
  /** A sentence added to what the people are told (why a system change happened). */
  note: string;
}

declare module '../../lib/domain-events.js' {
  interface DomainEventMap {
    'appointment.booked': AppointmentChange;
    'appointment.proposed': AppointmentChange;
    'appointment.accepted': AppointmentChange;
    'appointment.declined': AppointmentChange;
    'appointment.confirmed': AppointmentChange;
    'appointment.completed': AppointmentChange;
    'appointment.no-show': AppointmentChange;
    'appointment.cancelled': AppointmentChange;
    'appointment.moved': AppointmentChange;
    'appointment.updated': AppointmentChange;
    'appointment.deleted': AppointmentChange;
  }
}

export type AppointmentEventType = `appointment.${AppointmentChangeKind}`;

/** Every appointment event, for the modules that follow them all. */
export const APPOINTMENT_EVENTS: AppointmentEventType[] = [
  'appointment.booked',
  'appointment.proposed',
  'appointment.accepted',
  'appointment.declined',
  'appointment.confirmed',
  'appointment.completed',
  'appointment.no-show',
  'appointment.cancelled',
  'appointment.moved',
  'appointment.updated',
  'appointment.deleted',
];

/** The event of a change. */
export function appointmentChanged(
  kind: AppointmentChangeKind,
  appointment: AppointmentRow,
  details: Partial<Omit<AppointmentChange, 'appointment'>> = {},
): { type: AppointmentEventType } & AppointmentChange {
  return {
    type: `appointment.${kind}`,
    appointment,
    by: details.by ?? null,
    moved: details.moved ?? kind === 'moved',
    previousStart: details.previousStart ?? null,
    email: details.email ?? null,
    note: details.note ?? '',
  };
}
