// The API's shapes the admin area uses, from the server's own schemas (one source of truth).
import type { AppointmentStatus } from '@careconnect/api/contracts';

export type {
  Administrator,
  AdminStats,
  Appointment,
  AppointmentFigures,
  AppointmentSettings,
  AppointmentStatus,
  Availability,
  CareMember,
  CreateAppointmentBody,
  PatientChoice,
  DayCount,
  Doctor,
  DoctorRef,
  DoctorStats,
  EmergencyAccess,
  FailedReminder,
  FreeSlot,
  HealthFigures,
  InvitationResponse,
  InviteAdministratorBody,
  MessageResponse,
  NoShowFigures,
  Patient,
  PatientRef,
  QuestionInput,
  QuestionnaireVersion,
  QuestionnaireVersionSummary,
  RatingFigures,
  Slot,
  StatusCount,
  UpdateAppointmentBody,
  UserSummary,
} from '@careconnect/api/contracts';

/** The appointment life cycle (spec §4), in the order the filters list it. */
export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no-show',
  'proposed',
  'declined',
] as const satisfies readonly AppointmentStatus[];
