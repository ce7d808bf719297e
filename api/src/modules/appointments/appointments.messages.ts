// The notification sentences about appointments.
import { longDay } from '../../lib/dates.js';
import { fullName } from '../common/people.js';
import type { AppointmentRow } from './appointments.repository.js';

export type AppointmentEvent =
  | 'booked'
  | 'confirmed'
  | 'cancelled'
  | 'completed'
  | 'no-show'
  | 'moved'
  | 'proposed'
  | 'accepted'
  | 'declined';

const verbs: Record<Exclude<AppointmentEvent, 'moved' | 'proposed'>, string> = {
  booked: 'was booked',
  confirmed: 'was confirmed',
  cancelled: 'was cancelled',
  completed: 'was marked as completed',
  'no-show': 'was marked as a no-show',
  accepted: 'was accepted',
  declined: 'was declined',
};

function doctorName(row: AppointmentRow) {
  return `Dr. ${fullName(row.doctorPerson)}`;
}

/**
 * One notification for the patient and one for the doctor (people who were deleted get none).
 * `patientEmailed`: the patient gets an email with the calendar invitation about this change, so
 * their notification needs no email copy; the doctor's always gets one (when their copies of
 * appointments are on), as the invitation emails go only to the patient.
 */
export function appointmentNotifications(
  row: AppointmentRow,
  event: AppointmentEvent,
  extra = '',
  patientEmailed = false,
) {
  // Dates read as in the apps ('December 3, 2026'), not as stored.
  const day = longDay(row.date);
  const when = `on ${day} at ${row.timeSlot}`;
  const patientText =
    event === 'moved'
      ? `Your appointment with ${doctorName(row)} was moved to ${day} at ${row.timeSlot}.`
      : event === 'proposed'
        ? `${doctorName(row)} proposed an appointment ${when}. Accept or decline it in your appointments.`
        : event === 'accepted' || event === 'declined'
          ? `You ${event} the appointment with ${doctorName(row)} ${when}.`
          : `Your appointment with ${doctorName(row)} ${when} ${verbs[event]}.`;
  const doctorText =
    event === 'booked'
      ? `New appointment with ${fullName(row.patientPerson)} ${when}.`
      : event === 'proposed'
        ? `Your proposed appointment with ${fullName(row.patientPerson)} ${when} waits for their answer.`
        : event === 'moved'
          ? `The appointment with ${fullName(row.patientPerson)} was moved to ${day} at ${row.timeSlot}.`
          : event === 'accepted' || event === 'declined'
            ? `${fullName(row.patientPerson)} ${event} the appointment ${when}.`
            : `The appointment with ${fullName(row.patientPerson)} ${when} ${verbs[event]}.`;
  const about = { type: 'appointment' as const, id: row.id };
  const out: {
    userId: string;
    message: string;
    kind: 'appointment';
    about: typeof about;
    emailCopy?: boolean;
  }[] = [];
  if (!row.patientDeletedAt)
    out.push({
      userId: row.patientPerson.userId,
      message: patientText + extra,
      kind: 'appointment',
      about,
      ...(patientEmailed ? { emailCopy: false } : {}),
    });
  if (!row.doctorDeletedAt)
    out.push({ userId: row.doctorUserId, message: doctorText + extra, kind: 'appointment', about });
  return out;
}
