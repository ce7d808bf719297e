// The appointments module's read interface: what other modules may read of an appointment (the
// reminders read it again when one is due). It imports only this module's repository.
import type { Db } from '../../db/index.js';
import * as repo from './appointments.repository.js';

export type { AppointmentRow } from './appointments.repository.js';

export interface AppointmentsReader {
  /** An appointment with its patient's and doctor's names and contact details. */
  findAppointment(db: Db, id: string): Promise<repo.AppointmentRow | null>;
}

export const appointmentsReader: AppointmentsReader = {
  findAppointment: repo.findAppointment,
};
