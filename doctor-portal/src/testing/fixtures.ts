// Test-only records shaped like the API's answers.
import type {
  Appointment,
  Doctor,
  DoctorStats,
  FoodPlan,
  HealthComplaint,
  Patient,
  PatientChoice,
  SportPlan,
  VisitNote,
} from '../lib/api-types';
import { browserTimeZone } from '@careconnect/shared-ui';
import { availability, fixtures, mockApi, type MockApi } from '@careconnect/shared-ui/testing';

/** The signed-in doctor: the shared fixtures' doctor user. */
export const DOCTOR_USER_ID = fixtures.DOCTOR_USER_ID;
export const DOCTOR_ID = '00000000-0000-4000-8000-0000000000d1';
export const JANE_ID = '00000000-0000-4000-8000-0000000000a1';
export const OMAR_ID = '00000000-0000-4000-8000-0000000000a2';

export const doctorSession = fixtures.sessions.doctor;

const stamp = '2026-11-20T09:00:00.000Z';

export function doctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: DOCTOR_ID,
    user: {
      _id: DOCTOR_USER_ID,
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'doctor@careconnect.test',
    },
    specialization: 'Cardiology',
    hospital: 'Riverside General Hospital',
    availableSlots: [],
    approved: true,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function patient(overrides: Partial<Patient> = {}): Patient {
  return {
    _id: JANE_ID,
    user: {
      _id: 'u-jane',
      firstName: 'Jane',
      lastName: 'Cooper',
      email: 'patient@careconnect.test',
      phoneNumber: '+1 555 0200',
      gender: 'female',
      dateOfBirth: '1990-04-12',
      address: '12 Oak Street',
    },
    bloodType: 'O+',
    weight: 64,
    height: 1.68,
    emergencyContact: { name: 'Sam Cooper', relation: 'Spouse', phone: '+1 555 0300' },
    insurance: { provider: 'CarePlus', policyNumber: 'POL-700100' },
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export const omar = (): Patient => ({
  _id: OMAR_ID,
  user: { _id: 'u-omar', firstName: 'Omar', lastName: 'Farouk', email: 'omar@careconnect.test' },
});

/** Patients as the patient choice lists them: Jane is the doctor's patient, Omar is not. */
export const janeChoice = (overrides: Partial<PatientChoice> = {}): PatientChoice => ({
  _id: JANE_ID,
  firstName: 'Jane',
  lastName: 'Cooper',
  dateOfBirth: '1990-04-12',
  phoneEnding: '00',
  yours: true,
  ...overrides,
});

export const omarChoice = (): PatientChoice => ({
  _id: OMAR_ID,
  firstName: 'Omar',
  lastName: 'Farouk',
  yours: false,
});

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'ap-1',
    patient: { _id: JANE_ID, user: { _id: 'u-jane', firstName: 'Jane', lastName: 'Cooper' } },
    doctor: { _id: DOCTOR_ID, user: { _id: DOCTOR_USER_ID, firstName: 'Ana', lastName: 'Silva' } },
    date: '2026-11-24',
    timeSlot: '10:00 AM - 10:30 AM',
    start: '2026-11-24T10:00:00.000Z',
    end: '2026-11-24T10:30:00.000Z',
    timeZone: 'UTC',
    kind: 'in_person',
    status: 'pending',
    reason: 'Annual check-up',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function complaint(overrides: Partial<HealthComplaint> = {}): HealthComplaint {
  return {
    _id: 'hc-1',
    patient: { _id: JANE_ID, user: { _id: 'u-jane', firstName: 'Jane', lastName: 'Cooper' } },
    subject: 'Recurring headaches',
    description: 'Most afternoons.',
    status: 'open',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function foodPlan(overrides: Partial<FoodPlan> = {}): FoodPlan {
  return {
    _id: 'fp-1',
    patient: { _id: JANE_ID, user: null },
    doctor: null,
    recommendedFoods: [
      { name: 'Oatmeal with berries', quantity: '1 bowl', timeOfDay: 'Breakfast' },
      { name: 'Almonds' },
    ],
    notes: 'Drink water.',
    createdAt: stamp,
    ...overrides,
  };
}

export function sportPlan(overrides: Partial<SportPlan> = {}): SportPlan {
  return {
    _id: 'sp-1',
    patient: { _id: JANE_ID, user: null },
    doctor: null,
    recommendedSports: [
      {
        name: 'Swimming',
        duration: '45 minutes',
        frequency: '2 times a week',
        intensity: 'moderate',
      },
    ],
    createdAt: stamp,
    ...overrides,
  };
}

export function stats(overrides: Partial<DoctorStats> = {}): DoctorStats {
  const rating = { plans: 0, ratings: 0, latestRating: null, averageRating: null };
  return {
    patients: 12,
    appointments: {
      total: 40,
      last7Days: ['18', '19', '20', '21', '22', '23', '24'].map((d, i) => ({
        date: `2026-11-${d}`,
        count: i,
      })),
      averagePerDay: 3,
      byStatus: [{ status: 'pending', count: 40 }],
      upcoming: 9,
    },
    health: { total: 5, byStatus: [{ status: 'in review', count: 5 }], topStatus: 'in review' },
    nutrition: rating,
    sports: rating,
    ...overrides,
  };
}

/**
 * A test API that knows the signed-in doctor (approved unless told otherwise), whose working
 * hours are in the browser's time zone unless a test answers otherwise.
 */
export function doctorApi(record: Doctor = doctor()): MockApi {
  return mockApi()
    .on(`GET /api/doctor/getDoctorByUser/${DOCTOR_USER_ID}`, { body: record })
    .on(`GET /api/user/getOne/${DOCTOR_USER_ID}`, { body: doctorSession.user })
    .on(`GET /api/doctor/availability/${record._id}`, {
      body: availability({ doctor: record._id, timeZone: browserTimeZone() }),
    });
}

/** A visit note of an appointment (a draft unless overridden). */
export function visitNote(overrides: Partial<VisitNote> = {}): VisitNote {
  return {
    appointment: 'ap-1',
    patient: JANE_ID,
    doctor: DOCTOR_ID,
    status: 'draft',
    subjective: '',
    objective: '',
    assessment: '',
    plan: '',
    version: 1,
    updatedAt: '2026-11-24T10:20:00.000Z',
    addenda: [],
    mayWrite: true,
    ...overrides,
  };
}
