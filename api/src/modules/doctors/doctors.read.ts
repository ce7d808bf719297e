// The doctors module's read interface: what other modules may read of doctor records.
// It imports only this module's repository, so any module may read it without a circle.
import type { Db } from '../../db/index.js';
import type { Actor } from '../../plugins/auth.js';
import * as repo from './doctors.repository.js';

export type { DoctorRow } from './doctors.repository.js';

export interface DoctorsReader {
  /** A doctor record that is not deleted (approved or not), with the person's details. */
  findDoctor(db: Db, id: string): Promise<repo.DoctorRow | null>;
  /** Approved doctors are visible to everyone signed in; others to themselves and administrators. */
  mayViewDoctor(actor: Actor, row: repo.DoctorRow): boolean;
}

export const doctorsReader: DoctorsReader = {
  findDoctor: repo.findDoctor,
  mayViewDoctor: (actor, row) =>
    actor.role === 'admin' || row.approvedAt !== null || actor.doctorId === row.id,
};
