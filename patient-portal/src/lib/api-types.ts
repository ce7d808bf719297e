// The response shapes this area reads, as the API declares them (api/src/modules/*/*.schemas.ts).
// `@careconnect/api/contracts` does not exist yet; when it does, these become `import type`
// re-exports from it and this is the only file to change.

export type AppointmentStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show';
export type ComplaintStatus = 'open' | 'in review' | 'resolved';

/** The person behind a patient or doctor record (null once deleted). */
export interface UserSummary {
  _id: string;
  firstName: string;
  lastName: string;
  username?: string;
  email?: string;
  image?: string;
  phoneNumber?: string;
}

export interface PatientRef {
  _id: string;
  user: UserSummary | null;
}

export interface DoctorRef {
  _id: string;
  specialization?: string;
  hospital?: string;
  user: UserSummary | null;
}

export interface Patient {
  _id: string;
  user: UserSummary | null;
}

export interface Doctor {
  _id: string;
  user: UserSummary | null;
  specialization: string;
  hospital?: string;
  yearsOfExperience?: number;
}

export interface Appointment {
  _id: string;
  patient: PatientRef;
  doctor: DoctorRef;
  /** Calendar date 'YYYY-MM-DD'. */
  date: string;
  timeSlot: string;
  /** Shown as Pending when absent (spec §3). */
  status?: AppointmentStatus;
  reason?: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/appointment/create (the patient may be left out: the server books for the caller). */
export interface CreateAppointmentBody {
  patient?: string;
  doctor: string;
  date: string;
  timeSlot: string;
  reason?: string;
  notes?: string;
}

/** GET /api/doctor/slots/{doctorId}?date= */
export interface DoctorSlot {
  /** e.g. '10:00 AM - 10:30 AM', sent back as the appointment's timeSlot. */
  timeSlot: string;
  available: boolean;
}

export interface DayCount {
  date: string;
  count: number;
}

export interface StatusCount {
  status: string;
  count: number;
}

/** GET /api/stats/patient/{patientId} */
export interface PatientStats {
  doctors: number;
  appointments: {
    total: number;
    last7Days: DayCount[];
    averagePerDay: number;
    byStatus: StatusCount[];
    upcoming: number;
  };
  health: {
    total: number;
    byStatus: StatusCount[];
    topStatus: string | null;
  };
}

export interface PlanFeedback {
  rating: number;
  comment?: string;
  createdAt: string;
  updatedAt: string;
}

export interface FoodItem {
  name: string;
  quantity?: string;
  timeOfDay?: string;
}

export interface SportItem {
  name: string;
  duration?: string;
  frequency?: string;
  intensity?: string;
}

interface PlanBase {
  _id: string;
  patient: PatientRef;
  doctor: DoctorRef | null;
  notes?: string;
  feedback?: PlanFeedback;
  createdAt: string;
}

export interface FoodPlan extends PlanBase {
  recommendedFoods: FoodItem[];
}

export interface SportPlan extends PlanBase {
  recommendedSports: SportItem[];
}

/** POST /api/{foods|sports}/feedback/{planId} */
export interface FeedbackBody {
  rating: number;
  comment?: string;
}

export interface HealthComplaint {
  _id: string;
  patient: PatientRef;
  subject: string;
  description?: string;
  status?: ComplaintStatus;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/health/create */
export interface CreateComplaintBody {
  subject: string;
  description?: string;
}
