// Records shared by every package's tests, typed against the API's contracts.
import type { UserSummary } from '@careconnect/api/contracts';

export const PATIENT_USER_ID = '00000000-0000-4000-8000-000000000001';
export const DOCTOR_USER_ID = '00000000-0000-4000-8000-000000000002';
export const ADMIN_USER_ID = '00000000-0000-4000-8000-000000000003';

type SessionUser = UserSummary & { email: string; role: 'patient' | 'doctor' | 'admin' };

export const patientUser: SessionUser = {
  _id: PATIENT_USER_ID,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'patient@careconnect.test',
  role: 'patient',
};

export const doctorUser: SessionUser = {
  _id: DOCTOR_USER_ID,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'doctor@careconnect.test',
  role: 'doctor',
};

export const adminUser: SessionUser = {
  _id: ADMIN_USER_ID,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@careconnect.test',
  role: 'admin',
};

/** What renderWithProviders({ session }) takes for a signed-in user of each role. */
export const sessions = {
  patient: { token: 'patient-token', user: patientUser },
  doctor: { token: 'doctor-token', user: doctorUser },
  admin: { token: 'admin-token', user: adminUser },
};
