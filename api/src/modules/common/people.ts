// Mapping of the person columns embedded in other records (SQL rows → API shapes).
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
  const names: UserSummary = {
    _id: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    image: value(p.image),
  };
  if (detail === 'names') return names;
  const contact: UserSummary = {
    ...names,
    username: value(p.username),
    email: value(p.email),
    gender: value(p.gender),
    phoneNumber: value(p.phoneNumber),
  };
  if (detail === 'contact') return contact;
  return { ...contact, address: value(p.address), dateOfBirth: value(p.dateOfBirth) };
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

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}
