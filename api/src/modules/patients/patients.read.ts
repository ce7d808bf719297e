// The patients module's read interface: what other modules may read of patient records.
// It imports only this module's repository, so any module may read it without a circle.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import type { Page, Paging } from '../../lib/paging.js';
import type { Detail } from '../common/people.js';
import * as repo from './patients.repository.js';
import type { Patient } from './patients.schemas.js';

export type { PatientRow } from './patients.repository.js';

export interface PatientsReader {
  /** A patient record that is not deleted, with the person's names and contact details. */
  findPatient(db: Db, id: string): Promise<repo.PatientRow | null>;
  /** Patients by name; `contacts` also matches email and username (administrators only). */
  listPatients(
    db: Db,
    paging: Paging,
    options?: { ofDoctor?: string; contacts?: boolean },
  ): Promise<Page<repo.PatientRow>>;
  /** The patient's date of birth ('YYYY-MM-DD'), or null when not given. */
  dateOfBirthOf(db: Db, patientId: string): Promise<string | null>;
  /** SQL: patients in this doctor's care. */
  patientsOfDoctor(doctorId: string): SQL;
  /** The API's shape of a record (`names`: the id and the person's names only). */
  toPatient(row: repo.PatientRow, detail?: Detail | 'record'): Patient;
}

export const patientsReader: PatientsReader = {
  findPatient: repo.findPatient,
  listPatients: repo.listPatients,
  patientsOfDoctor: repo.patientsOfDoctor,
  dateOfBirthOf: repo.dateOfBirthOf,
  toPatient: repo.toPatient,
};
