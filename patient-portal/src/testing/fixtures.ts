// Records as the API returns them, for the unit tests.
import type {
  Appointment,
  Doctor,
  FoodPlan,
  HealthComplaint,
  PatientStats,
  SportPlan,
} from '../lib/api-types';
import { fixtures, type MockRoute } from '@careconnect/shared-ui/testing';

/** The signed-in patient: the shared fixtures' patient user. */
export const USER_ID = fixtures.PATIENT_USER_ID;
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000a1';

export const patientSession = fixtures.sessions.patient;

export const jane = { _id: USER_ID, firstName: 'Jane', lastName: 'Doe' };

/** GET /api/patient/getPatientByUser/{userId}: the demo patient's record. */
export const patientRoute: Record<string, MockRoute> = {
  'GET /api/patient/getPatientByUser/:userId': { body: [{ _id: PATIENT_ID, user: jane }] },
};

export const drSmith: Doctor = {
  _id: 'd0000000-0000-4000-8000-000000000001',
  user: { _id: 'u-doc-1', firstName: 'Gregory', lastName: 'Smith' },
  specialization: 'Cardiology',
  hospital: 'City Hospital',
  yearsOfExperience: 12,
  availableSlots: [],
  approved: true,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
};

export const drLee: Doctor = {
  _id: 'd0000000-0000-4000-8000-000000000002',
  user: { _id: 'u-doc-2', firstName: 'Ann', lastName: 'Lee' },
  specialization: 'Dermatology',
  availableSlots: [],
  approved: true,
  createdAt: '2026-01-06T09:00:00.000Z',
  updatedAt: '2026-01-06T09:00:00.000Z',
};

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'a0000000-0000-4000-8000-000000000001',
    patient: { _id: PATIENT_ID, user: jane },
    doctor: {
      _id: drSmith._id,
      specialization: 'Cardiology',
      hospital: 'City Hospital',
      user: drSmith.user,
    },
    date: '2026-11-24',
    timeSlot: '10:00 AM - 10:30 AM',
    start: '2026-11-24T10:00:00.000Z',
    end: '2026-11-24T10:30:00.000Z',
    timeZone: 'UTC',
    kind: 'in_person',
    status: 'pending',
    reason: 'Chest pain',
    notes: 'Bring previous results',
    createdAt: '2026-11-20T09:05:00.000Z',
    updatedAt: '2026-11-21T14:30:00.000Z',
    ...overrides,
  };
}

export const stats: PatientStats = {
  doctors: 2,
  appointments: {
    total: 5,
    last7Days: [
      { date: '2026-11-17', count: 0 },
      { date: '2026-11-18', count: 1 },
      { date: '2026-11-19', count: 0 },
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 1 },
      { date: '2026-11-22', count: 0 },
      { date: '2026-11-23', count: 1 },
    ],
    averagePerDay: 0.4,
    byStatus: [{ status: 'pending', count: 5 }],
    upcoming: 2,
  },
  health: {
    total: 3,
    byStatus: [
      { status: 'open', count: 2 },
      { status: 'resolved', count: 1 },
    ],
    topStatus: 'open',
  },
  nutrition: { plans: 1, ratings: 0, latestRating: null, averageRating: null },
  sports: { plans: 1, ratings: 0, latestRating: null, averageRating: null },
};

export function foodPlan(overrides: Partial<FoodPlan> = {}): FoodPlan {
  return {
    _id: 'f0000000-0000-4000-8000-000000000001',
    patient: { _id: PATIENT_ID, user: jane },
    doctor: { _id: drSmith._id, user: drSmith.user, specialization: 'Cardiology' },
    recommendedFoods: [
      { name: 'Oatmeal', quantity: '1 bowl', timeOfDay: 'Breakfast' },
      { name: 'Salmon' },
    ],
    notes: 'Less salt',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function sportPlan(overrides: Partial<SportPlan> = {}): SportPlan {
  return {
    _id: 's0000000-0000-4000-8000-000000000001',
    patient: { _id: PATIENT_ID, user: jane },
    doctor: { _id: drSmith._id, user: drSmith.user, specialization: 'Cardiology' },
    recommendedSports: [
      { name: 'Walking', duration: '30 min', frequency: 'Daily', intensity: 'low' },
      { name: 'Swimming' },
    ],
    createdAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export function complaint(overrides: Partial<HealthComplaint> = {}): HealthComplaint {
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    patient: { _id: PATIENT_ID, user: jane },
    subject: 'Headaches',
    description: 'Every morning',
    status: 'open',
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}
