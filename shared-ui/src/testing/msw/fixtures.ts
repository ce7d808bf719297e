// Records shared by every package's tests, typed against the API's contracts.
import type { ChatSummary, Notification, UserSummary } from '@careconnect/api/contracts';

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

/** One notification as GET /api/notify/get/{userId} lists it: 'Notification n', read, about nothing. */
export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: `n-${n}`,
    message: `Notification ${n}`,
    kind: 'general',
    about: null,
    read: true,
    readAt: '2026-11-24T09:31:00.000Z',
    createdAt: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}

/** A conversation as GET /api/chats lists it: Jane Doe with Dr. Omar Silva, nothing unread. */
export function conversation(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    _id: 'c-1',
    patient: { _id: 'p-1', name: 'Jane Doe' },
    doctor: {
      _id: 'd-1',
      name: 'Omar Silva',
      specialization: 'Cardiology',
      awayMessage: null,
      replyTime: null,
    },
    lastMessage: { body: 'See you Monday', createdAt: '2026-11-24T10:00:00.000Z', mine: false },
    unread: 0,
    closed: false,
    ...overrides,
  };
}
