// The request and response shapes the admin area uses, as the API declares them
// (api/src/modules/*/*.schemas.ts). When `@careconnect/api/contracts` exists these become
// `import type` re-exports from it; this is the only file to change.

export interface UserSummary {
  _id: string;
  firstName: string;
  lastName: string;
  username?: string;
  email?: string;
  image?: string;
  gender?: string;
  phoneNumber?: string;
  address?: string;
  /** 'YYYY-MM-DD' */
  dateOfBirth?: string;
}

/** A patient as embedded in appointments; `user` is null once the patient was deleted. */
export interface PatientRef {
  _id: string;
  user: UserSummary | null;
}

/** A doctor as embedded in appointments; `user` is null once the doctor was deleted. */
export interface DoctorRef {
  _id: string;
  specialization?: string;
  hospital?: string;
  user: UserSummary | null;
}

export interface Doctor {
  _id: string;
  user: UserSummary | null;
  specialization: string;
  hospital?: string;
  licenseNumber?: string;
  yearsOfExperience?: number;
  availableSlots?: { date: string; from: string; to: string }[];
  /** Whether an administrator approved the account; unapproved doctors see no patient data. */
  approved: boolean;
  approvedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface Patient {
  _id: string;
  user: UserSummary | null;
  bloodType?: string;
  /** Kilograms. */
  weight?: number;
  /** Metres. */
  height?: number;
  emergencyContact?: { name?: string; relation?: string; phone?: string };
  insurance?: { provider?: string; policyNumber?: string };
  createdAt?: string;
  updatedAt?: string;
}

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no-show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface Appointment {
  _id: string;
  patient: PatientRef;
  doctor: DoctorRef;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Free text such as '10:00 AM - 10:30 AM'. */
  timeSlot: string;
  /** Absent on old records: shown as Pending. */
  status?: AppointmentStatus;
  reason?: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/appointment/create (an administrator names both people). */
export interface CreateAppointmentBody {
  patient: string;
  doctor: string;
  date: string;
  timeSlot: string;
  reason?: string;
  notes?: string;
}

/** PUT /api/appointment/update/{id} */
export interface UpdateAppointmentBody {
  date?: string;
  timeSlot?: string;
  reason?: string;
  notes?: string;
  status?: AppointmentStatus;
}

/** One half hour of GET /api/doctor/slots/{doctorId}?date= */
export interface Slot {
  timeSlot: string;
  available: boolean;
}

export interface MessageResponse {
  message: string;
}

export interface DayCount {
  /** 'YYYY-MM-DD' */
  date: string;
  count: number;
}

export interface StatusCount {
  status: string;
  count: number;
}

export interface AppointmentFigures {
  total: number;
  /** The last 7 days, oldest first, today last (by appointment date). */
  last7Days: DayCount[];
  /** Appointments of the last 7 days divided by 7, to one decimal. */
  averagePerDay: number;
  byStatus: StatusCount[];
  /** Pending or confirmed, from today on. */
  upcoming: number;
}

export interface HealthFigures {
  total: number;
  byStatus: StatusCount[];
  /** The most frequent status; null when there are no complaints (shown as N/A). */
  topStatus: string | null;
}

export interface RatingFigures {
  plans: number;
  ratings: number;
  latestRating: number | null;
  averageRating: number | null;
}

/** GET /api/stats/admin */
export interface AdminStats {
  patients: number;
  doctors: number;
  pendingDoctors: number;
  appointments: AppointmentFigures;
  health: HealthFigures;
  nutrition: RatingFigures;
  sports: RatingFigures;
}

/** GET /api/stats/doctor/{doctorId} */
export interface DoctorStats {
  patients: number;
  appointments: AppointmentFigures;
  health: HealthFigures;
  nutrition: RatingFigures;
  sports: RatingFigures;
}
