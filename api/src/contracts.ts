// The API's request and response shapes, for the browser packages:
//   import type { Appointment, LoginResponse } from '@careconnect/api/contracts';
// Each name is both a TypeBox schema (used by the server) and its TypeScript type. This file and
// the *.schemas.ts files it re-exports import nothing but `typebox`: no Node module at run time.
//
// Conventions: `_id` fields are uuids; calendar dates are 'YYYY-MM-DD'; createdAt/updatedAt are
// ISO date-times; optional fields are left out when empty; a deleted person is `user: null`.
// Lists are plain arrays and accept ?page=&limit=&q= (limit 50 by default, 200 at most); the
// total is in the X-Total-Count header. Errors are { message } (plus statusCode and error).

export {
  CalendarDate,
  DateInput,
  DateTime,
  DoctorRef,
  ErrorResponse,
  Gender,
  Id,
  ListQuery,
  MessageResponse,
  PatientRef,
  Role,
  UserSummary,
} from './modules/common/common.schemas.js';

export {
  ChangeEmailBody,
  ConfirmEmailBody,
  EmailBody,
  EndedSignIns,
  ImageResponse,
  LoginBody,
  LoginResponse,
  RefreshResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SignIn,
  SignInList,
  UpdatePasswordBody,
  UpdateProfileBody,
  User,
  UserResponse,
  VerifyBody,
} from './modules/users/users.schemas.js';

export {
  Administrator,
  AdministratorList,
  InvitationResponse,
  InviteAdministratorBody,
} from './modules/users/administrators.schemas.js';

export {
  AddPasskeyBody,
  CodeBody,
  EnrolledLoginResponse,
  Passkey,
  PasswordBody,
  PendingBody,
  PendingCodeBody,
  PendingPasskeyBody,
  RecoveryCodesResponse,
  TotpSetup,
  TwoStepRequired,
  TwoStepStatus,
  WebAuthnOptions,
} from './modules/users/two-step.schemas.js';

export {
  BloodType,
  EmergencyContact,
  Insurance,
  Patient,
  PatientChoice,
  PatientChoiceList,
  PatientChoiceQuery,
  PatientList,
  UpdatePatientBody,
} from './modules/patients/patients.schemas.js';

export {
  AvailableSlot,
  CreateDoctorBody,
  Doctor,
  DoctorList,
  DoctorListQuery,
  UpdateDoctorBody,
} from './modules/doctors/doctors.schemas.js';

export {
  Availability,
  AvailabilityBody,
  BookingAllowance,
  DaySlot,
  DaySlot as Slot,
  FirstAvailableSlot,
  FreeSlot,
  SavedAvailability,
  SlotsQuery,
} from './modules/scheduling/scheduling.schemas.js';

export {
  Appointment,
  AppointmentList,
  AppointmentListQuery,
  AppointmentSettings,
  AppointmentStatus,
  CreateAppointmentBody,
  LinkBody as AppointmentLinkBody,
  LinkView as AppointmentLinkView,
  RescheduleBody,
  StatusBody as AppointmentStatusBody,
  UpdateAppointmentBody,
  VisitKind,
} from './modules/appointments/appointments.schemas.js';

export {
  IceConfig,
  Signal as VideoSignal,
  SignalBody as VideoSignalBody,
  SignalList as VideoSignalList,
  VideoRoom,
} from './modules/video/video.schemas.js';

export {
  ComplaintListQuery,
  ComplaintStatus,
  ComplaintStatusBody,
  CreateComplaintBody,
  HealthComplaint,
  HealthComplaintList,
} from './modules/health/health.schemas.js';

export {
  Feedback,
  FeedbackBody,
  PlanReport,
  PlanReportList,
} from './modules/plans/plans.schemas.js';
export {
  CreateFoodPlanBody,
  FoodItem,
  FoodPlan,
  FoodPlanList,
} from './modules/foods/foods.schemas.js';
export {
  CreateSportPlanBody,
  SportItem,
  SportPlan,
  SportPlanList,
} from './modules/sports/sports.schemas.js';

export {
  EmailCopies,
  Notification,
  NotificationKind,
  NotificationList,
  NotificationPreferences,
  NotificationSubject,
  SubjectType,
  UnreadCount,
} from './modules/notifications/notifications.schemas.js';

export {
  AwayMessage,
  AwayMessageBody,
  ChatList,
  ChatMessage,
  ChatSummary,
  MessagePage,
  MessageStats,
  NewMessageBody,
  OpenChatBody,
} from './modules/chats/chats.schemas.js';

export { StreamTicket } from './modules/events/events.schemas.js';
export type { EventPayloads, EventType } from './modules/events/events.schemas.js';

export {
  AdminStats,
  AppointmentFigures,
  DayCount,
  DoctorStats,
  HealthFigures,
  NoShowFigures,
  PatientStats,
  RatingFigures,
  StatusCount,
} from './modules/stats/stats.schemas.js';

export { OutboxMessage } from './modules/dev/dev.schemas.js';

export {
  AccessLogEntry,
  AccessLogList,
  AuditAction,
  AuditEntityType,
  AuditEntry,
  AuditEntryList,
} from './modules/audit/audit.schemas.js';

export {
  AssignBody,
  CareAccess,
  CareMember,
  CareTeam,
  EMERGENCY_REASON_REQUIRED,
  EmergencyAccess,
  EmergencyAccessList,
  EmergencyBody,
  RequestBody,
} from './modules/care/care.schemas.js';

export { CalendarFeedLink, CalendarFeedStatus } from './modules/calendar/calendar.schemas.js';

export { FailedReminder, FailedReminderList } from './modules/reminders/reminders.schemas.js';

export {
  AnswerValue,
  Answers,
  CheckInBody,
  CheckInDetails,
  Previsit,
  PrevisitState,
  PrevisitStateList,
  PublishQuestionnaireBody,
  Question,
  QuestionInput,
  QuestionKind,
  QuestionnaireVersion,
  QuestionnaireVersionList,
  QuestionnaireVersionSummary,
  SaveAnswersBody,
  WindowState,
} from './modules/previsit/previsit.schemas.js';

export {
  Addendum,
  AddendumBody,
  FollowUp,
  FollowUpBody,
  FollowUpKind,
  NoNoteBody,
  NotePart,
  NoteStatus,
  NoteTemplate,
  NoteTemplateBody,
  NoteTemplateList,
  PendingFollowUp,
  PendingFollowUpList,
  SaveNoteBody,
  SignNoteBody,
  SummaryPlan,
  VisitNote,
  VisitSummary,
} from './modules/visit-notes/visit-notes.schemas.js';

export {
  AcceptedOffer,
  JoinWaitlistBody,
  WaitlistEntry,
  WaitlistEntryList,
  WaitlistFigures,
  WaitlistOffer,
  WaitlistOfferList,
  WaitlistSettings,
} from './modules/waitlist/waitlist.schemas.js';
