// The appointments module's read interface: what other modules may read of an appointment (the
// reminders read it again when one is due). It imports only this module's repository.
import type { Db } from '../../db/index.js';
import { signAppointmentLink, type LinkAction } from './appointment-links.js';
import * as repo from './appointments.repository.js';

export type { AppointmentRow } from './appointments.repository.js';

export interface AppointmentsReader {
  /** An appointment with its patient's and doctor's names and contact details. */
  findAppointment(db: Db, id: string): Promise<repo.AppointmentRow | null>;
  /** The signed token of a one-tap link (good until the row's start, for that start only). */
  linkToken(key: Buffer, row: repo.AppointmentRow, action: LinkAction): string;
}

export const appointmentsReader: AppointmentsReader = {
  findAppointment: repo.findAppointment,
  linkToken: (key, row, action) =>
    signAppointmentLink(key, {
      appointmentId: row.id,
      action,
      start: row.startsAt ? new Date(row.startsAt).getTime() : 0,
    }),
};
