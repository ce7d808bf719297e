// The response and request shapes the doctor area uses, as the API's schemas declare them
// (api/src/modules/*/*.schemas.ts). When `@careconnect/api/contracts` exists, these become
// `import type` re-exports from it (this is the only file to change).

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

/** A patient as embedded in appointments, plans and complaints; `user` is null once deleted. */
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

export interface Doctor {
  _id: string;
  user: UserSummary | null;
  specialization: string;
  hospital?: string;
  licenseNumber?: string;
  yearsOfExperience?: number;
  /** Unapproved doctors see no patient data. */
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

export type AppointmentStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no-show';

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

export interface CreateAppointmentBody {
  patient: string;
  doctor?: string;
  date: string;
  timeSlot: string;
  reason?: string;
  notes?: string;
}

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

export type ComplaintStatus = 'open' | 'in review' | 'resolved';

export interface HealthComplaint {
  _id: string;
  patient: PatientRef;
  subject: string;
  description?: string;
  status: ComplaintStatus;
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
  feedback?: { rating: number; comment?: string; createdAt: string; updatedAt: string };
  createdAt: string;
}

export interface FoodPlan extends PlanBase {
  recommendedFoods: FoodItem[];
}

export interface SportPlan extends PlanBase {
  recommendedSports: SportItem[];
}

export interface CreateFoodPlanBody {
  patient: string;
  recommendedFoods: FoodItem[];
  notes?: string;
}

export interface CreateSportPlanBody {
  patient: string;
  recommendedSports: SportItem[];
  notes?: string;
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

export interface RatingFigures {
  plans: number;
  ratings: number;
  latestRating: number | null;
  averageRating: number | null;
}

/** GET /api/stats/doctor/{doctorId} */
export interface DoctorStats {
  patients: number;
  appointments: {
    total: number;
    /** The last 7 days, oldest first, today last. */
    last7Days: DayCount[];
    /** Appointments of the last 7 days divided by 7, to one decimal. */
    averagePerDay: number;
    byStatus: StatusCount[];
    upcoming: number;
  };
  health: {
    total: number;
    byStatus: StatusCount[];
    /** null when there are no complaints (shown as N/A). */
    topStatus: string | null;
  };
  nutrition: RatingFigures;
  sports: RatingFigures;
}
