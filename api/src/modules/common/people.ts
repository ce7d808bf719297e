// Mapping of the person columns embedded in other records (SQL rows → API shapes).
import { boundedName } from '../../lib/text.js';
import type { DoctorRef, PatientRef, UserSummary } from './common.schemas.js';

export interface PersonColumns {
  userId: string;
  firstName: string;
  lastName: string;
  username?: string | null;
  email?: string | null;
  image?: string | null;
  gender?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  /** Set when the person was deleted: they are then shown as null (the screens print N/A). */
  deletedAt: string | null;
}

const value = <T>(v: T | null | undefined): T | undefined =>
  v === null || v === '' ? undefined : (v ?? undefined);

export type Detail = 'names' | 'contact' | 'full';

/** `names`: names and photo; `contact`: also username, email, phone, gender; `full`: also address and birth date. */
export function toUserSummary(p: PersonColumns, detail: Detail = 'full'): UserSummary | null {
  if (p.deletedAt) return null;
  // Empty values stay out, as the serialiser would leave undefined ones.
  const summary: UserSummary = { _id: p.userId, firstName: p.firstName, lastName: p.lastName };
  if (p.image) summary.image = p.image;
  if (detail === 'names') return summary;
  if (p.username) summary.username = p.username;
  if (p.email) summary.email = p.email;
  if (p.gender) summary.gender = p.gender;
  if (p.phoneNumber) summary.phoneNumber = p.phoneNumber;
  if (detail === 'contact') return summary;
  if (p.address) summary.address = p.address;
  if (p.dateOfBirth) summary.dateOfBirth = p.dateOfBirth;
  return summary;
}

export function toPatientRef(
  patientId: string,
  p: PersonColumns,
  detail: Detail = 'contact',
): PatientRef {
  return { _id: patientId, user: toUserSummary(p, detail) };
}

export function toDoctorRef(
  doctorId: string,
  p: PersonColumns,
  extra: { specialization?: string | null; hospital?: string | null },
): DoctorRef {
  return {
    _id: doctorId,
    specialization: value(extra.specialization),
    hospital: value(extra.hospital),
    user: toUserSummary(p, 'contact'),
  };
}

/**
 * A person's name as other people's notifications and emails print it: never more than a bounded
 * name (names written before the name rule may be longer, or carry invisible characters).
 */
export function fullName(p: { firstName: string; lastName: string }): string {
  return `${boundedName(p.firstName)} ${boundedName(p.lastName)}`.trim();
}
