// Records as the API returns them, for the unit tests.
import type { AdminStats, Appointment, Doctor, Patient, UserSummary } from '../lib/api-types';
import { fixtures } from '@careconnect/shared-ui/testing';

let next = 100;
export const uuid = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

export function user(
  firstName: string,
  lastName: string,
  extra: Partial<UserSummary> = {},
): UserSummary {
  return {
    _id: uuid(),
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@careconnect.test`,
    ...extra,
  };
}

export function patient(
  firstName: string,
  lastName: string,
  extra: Partial<Patient> = {},
): Patient {
  return { _id: uuid(), user: user(firstName, lastName), ...extra };
}

export function doctor(firstName: string, lastName: string, extra: Partial<Doctor> = {}): Doctor {
  return {
    _id: uuid(),
    user: user(firstName, lastName),
    specialization: 'Cardiology',
    hospital: 'Riverside General Hospital',
    availableSlots: [],
    approved: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...extra,
  };
}

export function appointment(p: Patient, d: Doctor, extra: Partial<Appointment> = {}): Appointment {
  return {
    _id: uuid(),
    patient: { _id: p._id, user: p.user },
    doctor: { _id: d._id, specialization: d.specialization, user: d.user },
    date: '2026-11-24',
    timeSlot: '10:00 AM - 10:30 AM',
    start: '2026-11-24T10:00:00.000Z',
    end: '2026-11-24T10:30:00.000Z',
    timeZone: 'UTC',
    kind: 'in_person',
    status: 'pending',
    reason: 'Annual check-up',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}

export const jane = patient('Jane', 'Cooper');
export const omar = patient('Omar', 'Farouk');
export const silva = doctor('Ana', 'Silva');
export const nora = doctor('Nora', 'Lindqvist', { specialization: 'Pediatrics', approved: false });

export function adminStats(extra: Partial<AdminStats> = {}): AdminStats {
  return {
    patients: 30,
    doctors: 7,
    pendingDoctors: 1,
    appointments: {
      total: 87,
      last7Days: [
        { date: '2026-11-17', count: 5 },
        { date: '2026-11-18', count: 5 },
        { date: '2026-11-19', count: 4 },
        { date: '2026-11-20', count: 4 },
        { date: '2026-11-21', count: 2 },
        { date: '2026-11-22', count: 4 },
        { date: '2026-11-23', count: 6 },
      ],
      averagePerDay: 4.3,
      byStatus: [{ status: 'pending', count: 87 }],
      upcoming: 40,
    },
    health: {
      total: 15,
      byStatus: [
        { status: 'in review', count: 6 },
        { status: 'open', count: 5 },
        { status: 'resolved', count: 4 },
      ],
      topStatus: 'in review',
    },
    nutrition: { plans: 13, ratings: 9, latestRating: 4, averageRating: 4.2 },
    sports: { plans: 13, ratings: 8, latestRating: 2, averageRating: 3.7 },
    ...extra,
  };
}

export const adminUser = fixtures.adminUser;

export const adminSession = fixtures.sessions.admin;
