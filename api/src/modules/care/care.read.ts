// The care module's read interface: what other modules may ask about a patient's care team.
// It imports only this module's repository, so any module may read it without a circle.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { conflict } from '../../lib/http-error.js';
import * as repo from './care.repository.js';

export type PatientAccess = 'read' | 'write';

/** After a patient says no, the doctor waits this long before asking (or proposing) again. */
export const CARE_COOL_DOWN_MS = 30 * 24 * 60 * 60 * 1000;

export const askAgainFrom = (when: Date) =>
  `This patient declined your request or left your care recently. You can ask again from ${when.toISOString().slice(0, 10)}, or the patient can book you.`;

/**
 * When a doctor may ask again: 30 days after the patient declined the doctor's request or removed
 * the doctor themselves. An end the patient did not choose (an administrator's removal, a booking
 * that was cancelled) sets no wait.
 */
export function coolDownEnd(care: repo.CareRow, patientUserId: string): Date | null {
  if (!care.endedAt) return null;
  const byPatient =
    care.endedBy === patientUserId || (care.status === 'declined' && care.endedBy === null);
  if (!byPatient || (care.status !== 'declined' && care.status !== 'ended')) return null;
  return new Date(new Date(care.endedAt).getTime() + CARE_COOL_DOWN_MS);
}

export interface CareReader {
  /** The doctor is in the patient's care team. */
  isInCare(db: Db, patientId: string, doctorId: string): Promise<boolean>;
  /** SQL: the patient (`patients.id`, or the column given) is in this doctor's care. */
  inCareOf(doctorId: string, patientColumn?: Parameters<typeof repo.inCareOf>[1]): SQL;
  /**
   * Of these patients, the ones whose details the doctor may see (in care, or emergency access):
   * the others show by name only in the doctor's lists.
   */
  reachableAmong(db: Db, doctorId: string, patientIds: string[], now: Date): Promise<Set<string>>;
  /**
   * Whether a doctor may reach a patient's records: in their care for anything, or with a running
   * emergency access for reading.
   */
  doctorMayReach(
    db: Db,
    doctorId: string,
    patientId: string,
    access: PatientAccess,
    now: Date,
  ): Promise<boolean>;
  /** Refuses (409) a doctor's request or proposal while the patient's last "no" is recent. */
  assertMayAsk(
    db: Db,
    patient: { id: string; userId: string },
    doctorId: string,
    now: Date,
  ): Promise<void>;
}

export const careReader: CareReader = {
  isInCare: repo.isInCare,
  inCareOf: repo.inCareOf,
  async reachableAmong(db, doctorId, patientIds, now) {
    if (patientIds.length === 0) return new Set();
    return new Set(await repo.reachablePatients(db, doctorId, [...new Set(patientIds)], now));
  },
  async doctorMayReach(db, doctorId, patientId, access, now) {
    if (await repo.isInCare(db, patientId, doctorId)) return true;
    if (access === 'write') return false;
    return (await repo.emergencyAccessUntil(db, patientId, doctorId, now)) !== null;
  },
  async assertMayAsk(db, patient, doctorId, now) {
    const before = await repo.findCareOf(db, patient.id, doctorId);
    const waitUntil = before ? coolDownEnd(before, patient.userId) : null;
    if (waitUntil && waitUntil > now) throw conflict(askAgainFrom(waitUntil));
  },
};
