import Type, { type Static } from 'typebox';
import {
  CalendarDate,
  DateInput,
  DateTime,
  DoctorRef,
  Id,
  ListQuery,
  PatientRef,
} from '../common/common.schemas.js';

/**
 * 'proposed': a doctor's booking for a patient outside their care, waiting for the patient to
 * accept ('confirmed') or decline ('declined') it.
 */
export const AppointmentStatus = Type.Enum(
  ['pending', 'confirmed', 'completed', 'cancelled', 'no-show', 'proposed', 'declined'],
  {
    errorMessage:
      'must be one of: pending, confirmed, completed, cancelled, no-show, proposed, declined',
  },
);
export type AppointmentStatus = Static<typeof AppointmentStatus>;

/** A visit in person at the practice, or by video in the browser. */
export const VisitKind = Type.Enum(['in_person', 'video'], {
  errorMessage: 'must be in_person or video',
});
export type VisitKind = Static<typeof VisitKind>;

export const Appointment = Type.Object({
  _id: Id,
  patient: PatientRef,
  doctor: DoctorRef,
  /** Calendar date 'YYYY-MM-DD'. */
  date: CalendarDate,
  /** '10:00 AM - 10:30 AM' in the doctor's time zone (`timeZone`). */
  timeSlot: Type.String(),
  /** The real start and end; null only for an old row whose slot could not be read. */
  start: Type.Union([DateTime, Type.Null()]),
  end: Type.Union([DateTime, Type.Null()]),
  /** The doctor's IANA time zone, in which `date` and `timeSlot` are written. */
  timeZone: Type.String({ examples: ['Europe/Paris'] }),
  /** Set on old rows the move to real times could not place: an administrator moves them. */
  scheduleIssue: Type.Optional(Type.Enum(['unreadable', 'overlap'])),
  kind: VisitKind,
  status: AppointmentStatus,
  reason: Type.Optional(Type.String()),
  notes: Type.Optional(Type.String()),
  /** When the patient confirmed they will come (a reminder's link or their Confirm button). */
  patientConfirmedAt: Type.Optional(DateTime),
  /** The reason given when it was cancelled, if any. */
  cancelReason: Type.Optional(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Appointment = Static<typeof Appointment>;

export const AppointmentList = Type.Array(Appointment);
export type AppointmentList = Static<typeof AppointmentList>;

export const AppointmentListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(AppointmentStatus),
  from: Type.Optional(
    Type.String({ format: 'date', description: 'Only appointments on or after this date.' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date', description: 'Only appointments on or before this date.' }),
  ),
  when: Type.Optional(
    Type.Enum(['upcoming', 'past'], {
      description:
        "upcoming: a plan still ahead (pending, confirmed or proposed, on or after `today`); past: everything else (before `today`, or completed, cancelled, no-show or declined). The two lists split one patient's appointments with none in both.",
    }),
  ),
  today: Type.Optional(
    Type.String({
      format: 'date',
      description: "The caller's today for `when` (default: today in UTC).",
    }),
  ),
  order: Type.Optional(
    Type.Enum(['soonest', 'latest'], {
      description:
        'soonest: earliest start first; latest: latest start first. Without it: newest date first, then the latest booked.',
    }),
  ),
});
export type AppointmentListQuery = Static<typeof AppointmentListQuery>;

const TimeSlot = Type.String({
  minLength: 1,
  maxLength: 60,
  pattern: '\\S',
  errorMessage: { required: 'Time slot is required.', invalid: 'Time slot is required.' },
});

const Start = Type.String({
  format: 'date-time',
  description: 'The start of a free slot (as the slots routes give it).',
  errorMessage: 'must be a date and time like 2026-12-01T10:00:00Z',
});

export const CreateAppointmentBody = Type.Object({
  /** Patient record id. A patient booking for themself may leave it out. */
  patient: Type.Optional(Id),
  /** Doctor record id. A doctor booking may leave it out (it is always themself). */
  doctor: Type.Optional(Id),
  /** Either `start`, or the spec's `date` and `timeSlot`. */
  start: Type.Optional(Start),
  date: Type.Optional(DateInput),
  timeSlot: Type.Optional(TimeSlot),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  /** In person when left out; only a kind the chosen slot allows. */
  kind: Type.Optional(VisitKind),
});
export type CreateAppointmentBody = Static<typeof CreateAppointmentBody>;

export const UpdateAppointmentBody = Type.Object({
  date: Type.Optional(DateInput),
  timeSlot: Type.Optional(TimeSlot),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  status: Type.Optional(AppointmentStatus),
});
export type UpdateAppointmentBody = Static<typeof UpdateAppointmentBody>;

export const RescheduleBody = Type.Object({
  /** Either `start`, or `date` and `timeSlot`. */
  start: Type.Optional(Start),
  date: Type.Optional(DateInput),
  timeSlot: Type.Optional(TimeSlot),
});
export type RescheduleBody = Static<typeof RescheduleBody>;

export const CancelReason = Type.String({
  maxLength: 500,
  errorMessage: 'The reason can be at most 500 characters.',
});

export const StatusBody = Type.Object({
  status: AppointmentStatus,
  /** Why it is cancelled (optional; kept only with 'cancelled'). */
  reason: Type.Optional(CancelReason),
});
export type StatusBody = Static<typeof StatusBody>;

export const AppointmentSettings = Type.Object({
  /** Patients may cancel online until this many hours before the start (0: until the start). */
  cancellationNoticeHours: Type.Integer({ minimum: 0, maximum: 168 }),
});
export type AppointmentSettings = Static<typeof AppointmentSettings>;

export const LinkAction = Type.Enum(['confirm', 'cancel']);
export type LinkAction = Static<typeof LinkAction>;

const LinkToken = Type.String({
  minLength: 1,
  maxLength: 400,
  errorMessage: 'This link is not valid. Open the link from the email again.',
});

export const LinkQuery = Type.Object({ token: LinkToken });
export type LinkQuery = Static<typeof LinkQuery>;

export const LinkBody = Type.Object({
  token: LinkToken,
  /** Why the patient cancels (cancel links only; optional). */
  reason: Type.Optional(CancelReason),
});
export type LinkBody = Static<typeof LinkBody>;

/** What a reminder link's page shows: the appointment and whether the action is still open. */
export const LinkView = Type.Object({
  action: LinkAction,
  /** open: the button acts; done: this link was used (or the appointment already is so). */
  state: Type.Enum(['open', 'done']),
  doctorName: Type.String(),
  specialization: Type.String(),
  date: CalendarDate,
  timeSlot: Type.String(),
  timeZone: Type.String(),
  start: Type.Union([DateTime, Type.Null()]),
  status: AppointmentStatus,
  patientConfirmed: Type.Boolean(),
  cancellationNoticeHours: Type.Integer(),
  /** For a cancel link: online cancelling has closed (the notice has begun). */
  cancellingClosed: Type.Boolean(),
  message: Type.String(),
});
export type LinkView = Static<typeof LinkView>;
