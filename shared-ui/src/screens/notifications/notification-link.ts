import type { NotificationSubject } from '@careconnect/api/contracts';
import type { Role } from '@careconnect/shared-ui/core';

type Subject = Pick<NotificationSubject, 'type' | 'id'>;
type Targets = Partial<Record<NotificationSubject['type'], (id: string) => string>>;

const enc = encodeURIComponent;

/**
 * Where each reader follows what a notification is about: the screen of their own area that
 * shows it. A subject with no screen in the reader's area (a doctor's care answer a patient
 * cannot open, a plan an administrator never sees) stays plain text.
 */
const TARGETS: Record<Role, Targets> = {
  patient: {
    appointment: (id) => `/patient/appointments/view/${enc(id)}`,
    foodPlan: () => '/patient/nutrition',
    sportsPlan: () => '/patient/sports',
    healthComplaint: () => '/patient/reports',
    care: () => '/patient/settings/doctors',
    visitSummary: (id) => `/patient/appointments/${enc(id)}/summary`,
  },
  doctor: {
    appointment: (id) => `/doctor/appointments/view/${enc(id)}`,
    patient: (id) => `/doctor/patients/view/${enc(id)}`,
  },
  admin: {
    appointment: (id) => `/admin/appointments/view/${enc(id)}`,
    doctor: (id) => `/admin/doctors/view/${enc(id)}`,
    patient: (id) => `/admin/patients/view/${enc(id)}`,
    emergencyAccess: () => '/admin/emergency-access',
  },
};

/** The path a notification links to for this reader, or null (plain text). */
export function notificationLink(
  role: Role | null | undefined,
  about: Subject | null | undefined,
): string | null {
  if (!role || !about) return null;
  return TARGETS[role]?.[about.type]?.(about.id) ?? null;
}
