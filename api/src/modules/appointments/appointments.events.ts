// The live-update event of an appointment change (kept apart from the service so that the care
// and account modules, which the service imports, can use it too).
import type { Db } from '../../db/index.js';
import { publishEvents } from '../events/events.service.js';
import type { AppointmentRow } from './appointments.repository.js';

type Parties = Pick<
  AppointmentRow,
  'id' | 'patientPerson' | 'patientDeletedAt' | 'doctorUserId' | 'doctorDeletedAt'
>;

/** Tells the live streams of the patient and the doctor (those not deleted) that it changed. */
export async function publishAppointment(tx: Db, row: Parties): Promise<void> {
  await publishAppointments(tx, [row]);
}

/** Several at once (one insert): appointments cancelled together. */
export async function publishAppointments(tx: Db, rows: Parties[]): Promise<void> {
  await publishEvents(
    tx,
    rows.flatMap((row) =>
      [
        row.patientDeletedAt ? null : row.patientPerson.userId,
        row.doctorDeletedAt ? null : row.doctorUserId,
      ]
        .filter((userId): userId is string => userId !== null)
        .map((userId) => ({
          userId,
          type: 'appointment' as const,
          payload: { appointmentId: row.id },
        })),
    ),
  );
}
