// What the people of an appointment are told in the app when it changes (the notifications
// module follows the appointments module's events), and the calls other modules make to tell
// someone something.
import type { AppContext } from '../../context.js';
import { APPOINTMENT_EVENTS, type AppointmentChange } from '../appointments/appointments.events.js';
import {
  appointmentNotifications,
  type AppointmentEvent,
} from '../appointments/appointments.messages.js';
import { createNotifications, supersedeNotifications } from './notifications.repository.js';

export {
  createNotifications,
  deleteAllNotifications,
  findEmailCopies,
  supersedeNotifications,
} from './notifications.repository.js';

/**
 * Who is told: not the doctor who made the change (they see it on screen; their bell is for what
 * others do). A patient keeps the note of their own booking or answer (their record of it, beside
 * the invitation email), but not of their own move.
 */
function told<T extends { userId: string }>(change: AppointmentChange, kind: string, notes: T[]) {
  const by = change.by;
  if (!by) return notes;
  if (by.role === 'doctor' || (by.role === 'patient' && kind === 'moved'))
    return notes.filter((n) => n.userId !== by.userId);
  return notes;
}

async function notifyAppointmentChange(
  ctx: AppContext,
  kind: AppointmentEvent,
  change: AppointmentChange,
): Promise<void> {
  const row = change.appointment;
  // The patient's email covers their notification when there is one.
  const emailed = change.email !== null;
  const ids: string[] = [];
  if (kind !== 'moved')
    ids.push(
      ...(await createNotifications(
        ctx.db,
        told(change, kind, appointmentNotifications(row, kind, change.note, emailed)),
      )),
    );
  if (change.moved) {
    ids.push(
      ...(await createNotifications(
        ctx.db,
        told(change, 'moved', appointmentNotifications(row, 'moved', change.note, emailed)),
      )),
    );
    // What the people were told before names the old time, so it is out of date.
    await supersedeNotifications(
      ctx.db,
      { type: 'appointment', id: row.id },
      { userIds: [row.patientPerson.userId, row.doctorUserId], keep: ids },
    );
  }
}

export function subscribeNotifications(ctx: AppContext): void {
  for (const type of APPOINTMENT_EVENTS) {
    const kind = type.slice('appointment.'.length);
    if (kind === 'updated' || kind === 'deleted') continue;
    ctx.domainEvents.on(type, 'notifications', (event) =>
      notifyAppointmentChange(ctx, kind as AppointmentEvent, event),
    );
  }
}
