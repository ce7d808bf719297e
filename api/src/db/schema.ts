// The database schema. drizzle-kit generates the SQL migrations in ../../migrations from this file
// (`npm run db:generate`); the same migrations run on PGlite and on PostgreSQL 15.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'string' });

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bio: text('bio'),
    image: text('image'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
    /** Email copies of notifications, by kind (`{ message: false }`); a missing kind means on. */
    emailCopies: jsonb('email_copies').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_name_idx').on(t.lastName, t.firstName),
    // The appointment search by patient or doctor name (pg_trgm, migration 0005). Trigram
    // indexes skip GIN's pending list (fastupdate): PGlite has no autovacuum to empty it, and
    // every search would read it whole.
    index('users_full_name_trgm_idx')
      .using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('users_role_check', sql`${t.role} in ('patient', 'doctor', 'admin')`),
  ],
);

/**
 * Sign-ups waiting for the emailed code. Anyone may type any address, so an address can have
 * several; verifying creates the account from the one whose password the verifier gives and
 * discards the others (docs/decisions/account-recovery.md).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    gender: text('gender'),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrations_email_idx').on(t.email, t.createdAt),
    check('registrations_role_check', sql`${t.role} in ('patient', 'doctor')`),
  ],
);

/** The code emailed to an address with pending sign-ups: one live code per address. */
export const signupCodes = pgTable('signup_codes', {
  /** Stored lower-cased. */
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

/** A requested change of address, done when the link sent to the new address is opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_token_key').on(t.tokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Refresh tokens. A family is one sign-in; each refresh rotates the token inside the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    /** The browser that signed in or last refreshed (shown to the owner as device and browser). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Last request of this sign-in (throttled); idle too long, the sign-in ends. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId, t.familyId),
  ],
);

export const patients = pgTable(
  'patients',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bloodType: text('blood_type'),
    /** Kilograms. */
    weight: doublePrecision('weight'),
    /** Metres. */
    height: doublePrecision('height'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactRelation: text('emergency_contact_relation'),
    emergencyContactPhone: text('emergency_contact_phone'),
    insuranceProvider: text('insurance_provider'),
    insurancePolicyNumber: text('insurance_policy_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('patients_user_key').on(t.userId)],
);

/** The clinic's list of specializations (administrators keep it; doctors choose from it). */
export const specializations = pgTable(
  'specializations',
  {
    id: id(),
    name: text('name').notNull(),
    /** When an administrator retired it: no longer offered, kept by the doctors who hold it. */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('specializations_name_key').on(sql`lower(${t.name})`),
    check('specializations_name_check', sql`char_length(btrim(${t.name})) BETWEEN 1 AND 100`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialization: text('specialization').notNull(),
    hospital: text('hospital'),
    licenseNumber: text('license_number').notNull(),
    yearsOfExperience: integer('years_of_experience'),
    availableSlots: jsonb('available_slots')
      .$type<{ date: string; from: string; to: string }[]>()
      .notNull()
      .default([]),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    /** An administrator turned the account down (it stays, seeing no patient data). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'string' }),
    /** SHA-256 of the secret in the doctor's private calendar feed URL; null when none is issued. */
    calendarFeedHash: text('calendar_feed_hash'),
    /** Shown to patients in the doctor's conversations (away, on leave); null when none. */
    awayMessage: text('away_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('doctors_user_key').on(t.userId),
    uniqueIndex('doctors_calendar_feed_key').on(t.calendarFeedHash),
    index('doctors_specialization_idx').on(t.specialization),
    check('doctors_away_message_check', sql`char_length(${t.awayMessage}) <= 300`),
  ],
);

export const appointmentStatuses = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no-show',
  'proposed',
  'declined',
] as const;

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The calendar date in the appointment's time zone (kept with `timeSlot` for the spec's views). */
    date: date('date', { mode: 'string' }).notNull(),
    /** '10:00 AM - 10:30 AM' in the appointment's time zone. */
    timeSlot: text('time_slot').notNull(),
    /** The real start and end; null only for an old row whose slot could not be read. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
    /** The doctor's IANA time zone when the appointment was booked or last moved. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * Set by the migration to real times: 'unreadable' (no start could be read from the slot) or
     * 'overlap' (it overlapped an earlier booking). Flagged rows are listed to administrators and
     * stay outside the no-overlap constraints until they are moved.
     */
    scheduleIssue: text('schedule_issue'),
    /** 'in_person' or 'video' (migration 0028). */
    kind: text('kind').$type<VisitKind>().notNull().default('in_person'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    notes: text('notes'),
    /**
     * The revision its invitations carry as SEQUENCE: raised by a trigger (migration 0015) on
     * every move and change of status, never written by the code.
     */
    sequence: integer('sequence').notNull().default(0),
    /** When the patient said they will come (a reminder's link or their Confirm button). */
    patientConfirmedAt: timestamp('patient_confirmed_at', { withTimezone: true, mode: 'string' }),
    /** The reason a cancellation gave, if any (shown to the doctor). */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists' order (date, createdAt, id, newest first), so that a page is read backwards
    // straight from the index. Ascending: a DESC NULLS LAST index would not match ORDER BY … DESC.
    index('appointments_doctor_list_idx').on(t.doctorId, t.date, t.createdAt, t.id),
    index('appointments_patient_list_idx').on(t.patientId, t.date, t.createdAt, t.id),
    // Busy times of one doctor or one patient in a range (slots, overlap checks).
    index('appointments_doctor_time_idx').on(t.doctorId, t.startsAt),
    index('appointments_patient_time_idx').on(t.patientId, t.startsAt),
    // The no-overlap rules are exclusion constraints written by hand in migration 0009
    // (drizzle cannot express them): appointments_doctor_no_overlap, appointments_patient_no_overlap.
    // Everyone's list (administrators), same order.
    index('appointments_list_idx').on(t.date, t.createdAt, t.id),
    // The search's parts that are free text (pg_trgm: 'contains', any case, by index).
    // (without GIN's pending list, see users_full_name_trgm_idx)
    index('appointments_reason_trgm_idx')
      .using('gin', t.reason.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('appointments_time_slot_trgm_idx')
      .using('gin', t.timeSlot.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show', 'proposed', 'declined')`,
    ),
  ],
);

export const visitKinds = ['in_person', 'video'] as const;
export type VisitKind = (typeof visitKinds)[number];

export interface TimeRange {
  /** 'HH:mm', 24-hour clock, in the doctor's time zone. */
  start: string;
  end: string;
  /** The kinds of visit its slots may be; absent: in person only (as before video visits). */
  kinds?: VisitKind[];
}
export interface WeeklyHours extends TimeRange {
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}
export interface DateOverride {
  date: string;
  /** Empty: closed that day. */
  ranges: TimeRange[];
}
export interface TimeOff {
  from: string;
  to: string;
  note?: string;
}

/** A doctor's bookable hours; a doctor without a row has the defaults of scheduling/availability.ts. */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    doctorId: uuid('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    minimumNoticeHours: smallint('minimum_notice_hours').notNull().default(0),
    horizonDays: smallint('horizon_days').notNull(),
    maxUpcomingPerPatient: smallint('max_upcoming_per_patient').notNull(),
    weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
    overrides: jsonb('overrides').$type<DateOverride[]>().notNull().default([]),
    timeOff: jsonb('time_off').$type<TimeOff[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('doctor_schedules_slot_minutes_check', sql`${t.slotMinutes} in (15, 20, 30, 45, 60)`),
  ],
);

export const careStatuses = ['requested', 'active', 'declined', 'ended'] as const;
export const careOrigins = ['booking', 'admin', 'request'] as const;

/**
 * The care team: a doctor reaches a patient's records only while a relationship between them is
 * active. It starts when the patient books the doctor, an administrator assigns the doctor, or the
 * patient accepts the doctor's request; it ends when the patient or an administrator removes the
 * doctor. One row per patient and doctor, kept after it ends (the history of who had access).
 */
export const careRelationships = pgTable(
  'care_relationships',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    origin: text('origin').notNull(),
    /** When the doctor asked (origin 'request'). */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
    /** The user who ended it (the patient or an administrator). */
    endedBy: uuid('ended_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('care_relationships_pair_key').on(t.patientId, t.doctorId),
    index('care_relationships_doctor_idx').on(t.doctorId, t.status),
    check(
      'care_relationships_status_check',
      sql`${t.status} in ('requested', 'active', 'declined', 'ended')`,
    ),
    check('care_relationships_origin_check', sql`${t.origin} in ('booking', 'admin', 'request')`),
  ],
);

/**
 * Emergency access ("break the glass"): a doctor outside a patient's care team opens the record
 * for a stated reason, for a limited time. Every grant is kept; the audit trail has the reads.
 */
export const emergencyAccesses = pgTable(
  'emergency_accesses',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'string' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('emergency_accesses_doctor_idx').on(t.doctorId, t.patientId, t.expiresAt),
    index('emergency_accesses_list_idx').on(t.grantedAt, t.id),
  ],
);

/**
 * Appointments per day and status, kept by triggers on appointments (migration 0002), so that
 * the administrator's figures read a few hundred rows instead of every appointment.
 */
export const appointmentDayCounts = pgTable(
  'appointment_day_counts',
  {
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.status] })],
);

export const complaintStatuses = ['open', 'in review', 'resolved'] as const;

export const healthComplaints = pgTable(
  'health_complaints',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('health_complaints_patient_list_idx').on(t.patientId, t.createdAt, t.id),
    index('health_complaints_status_idx').on(t.status),
    check('health_complaints_status_check', sql`${t.status} in ('open', 'in review', 'resolved')`),
  ],
);

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

export const foodPlans = pgTable(
  'food_plans',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<FoodItem[]>().notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('food_plans_patient_list_idx').on(t.patientId, t.createdAt, t.id),
    index('food_plans_doctor_idx').on(t.doctorId),
  ],
);

export const sportPlans = pgTable(
  'sport_plans',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<SportItem[]>().notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sport_plans_patient_list_idx').on(t.patientId, t.createdAt, t.id),
    index('sport_plans_doctor_idx').on(t.doctorId),
  ],
);

/** A patient's rating of one of their food plans (the admin dashboard's "nutrition reports"). */
export const foodFeedback = pgTable(
  'food_feedback',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => foodPlans.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('food_feedback_plan_key').on(t.planId),
    index('food_feedback_list_idx').on(t.updatedAt, t.id),
    check('food_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** A patient's rating of one of their sports plans (the admin dashboard's "sports feedbacks"). */
export const sportFeedback = pgTable(
  'sport_feedback',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => sportPlans.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sport_feedback_plan_key').on(t.planId),
    index('sport_feedback_list_idx').on(t.updatedAt, t.id),
    check('sport_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    /** What it is about (the email-copy preference of each kind). */
    kind: text('kind').notNull().default('general'),
    /**
     * The record it is about (an appointment, a plan…), both or neither: the apps link the
     * notification to it. No foreign key: the record may go while the notification stays.
     */
    subjectType: text('subject_type'),
    subjectId: uuid('subject_id'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    /** A later change made it out of date (a move, a decision on a doctor): it counts as read. */
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_list_idx').on(t.userId, t.createdAt, t.id),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('appointment', 'plan', 'care', 'message', 'reminder', 'general')`,
    ),
    check(
      'notifications_subject_check',
      sql`(${t.subjectType} is null) = (${t.subjectId} is null) and (${t.subjectType} is null or ${t.subjectType} in ('appointment', 'foodPlan', 'sportsPlan', 'healthComplaint', 'doctor', 'patient', 'care', 'emergencyAccess', 'visitSummary'))`,
    ),
  ],
);

/**
 * Email copies waiting to go (an outbox, written in the transaction of what they are about, so a
 * crash after the commit loses none). A worker claims due rows with FOR UPDATE SKIP LOCKED and
 * pushes `due_at` past the send's time-out, so two instances never send the same row; a failed
 * send comes due again later. Never any health data: the email says only the kind.
 */
export const emailCopyJobs = pgTable(
  'email_copy_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** appointment, plan, care (a notification's copy) or message (an unread chat message). */
    kind: text('kind').notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** When it may go (on the app's clock); while claimed, when the claim runs out. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Null while waiting; then sent, off (the user turned copies off), read, gone or failed. */
    outcome: text('outcome'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_copy_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`${t.outcome} is null`),
    // One waiting message email per conversation and recipient: later messages join it.
    uniqueIndex('email_copy_jobs_message_key')
      .on(t.conversationId, t.userId)
      .where(sql`${t.outcome} is null and ${t.kind} = 'message'`),
    check(
      'email_copy_jobs_kind_check',
      sql`${t.kind} in ('appointment', 'plan', 'care', 'message')`,
    ),
  ],
);

/** One conversation per patient and doctor; either may write while the patient is in the doctor's care. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** Closed by the doctor: read-only until reopened. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.patientId, t.doctorId),
    index('conversations_doctor_idx').on(t.doctorId, t.lastMessageAt),
  ],
);

/** Secure messages: patient data, deleted with the patient's account (cascade) and audited. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // A page of one conversation, newest first, read straight from the index.
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id),
    // Unread counts read only the unread rows.
    index('messages_unread_idx')
      .on(t.conversationId, t.sender)
      .where(sql`${t.readAt} is null`),
    check('messages_sender_check', sql`${t.sender} in ('patient', 'doctor')`),
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * What the live stream sends: one row per user and event, ids only (never a body). Kept 24 hours
 * so a stream that reconnects catches up (Last-Event-ID).
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_user_idx').on(t.userId, t.id),
    index('events_created_idx').on(t.createdAt),
    check(
      'events_type_check',
      sql`${t.type} in ('message', 'read', 'conversation', 'notification', 'appointment', 'signout', 'video')`,
    ),
  ],
);

/**
 * Single-use tickets that open a live stream (an EventSource cannot send a header): the SHA-256
 * of the ticket, kept 30 seconds, deleted when used, so any instance can take it exactly once.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** The sign-in that asked for the ticket: once it ends, the ticket opens nothing. */
    sessionFamilyId: uuid('session_family_id'),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * The counts of the rate limits and the sign-in slowdown, shared by every API instance: one fixed
 * window per key. The key (it holds emails and addresses) is kept only as its SHA-256; expired
 * rows are pruned by the instances as they count.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends, on the app's clock. */
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_idx').on(t.resetAt)],
);

/**
 * Uploaded images: the row always, the bytes in `data` on a PostgreSQL server and in a folder
 * beside the embedded database (modules/files/file-store.ts; `data` null then).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/** Emails kept by the server in demo mode (no SMTP server). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The iCalendar invitation that went with the email (text/calendar), if any. */
    calendar: text('calendar'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_list_idx').on(t.to, t.createdAt, t.id)],
);

/** The reminder links used: a second use of one finds its row and acts no more (migration 0026). */
export const appointmentLinkUses = pgTable(
  'appointment_link_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_link_uses_appointment_idx').on(t.appointmentId),
    check('appointment_link_uses_action_check', sql`${t.action} in ('confirm', 'cancel')`),
  ],
);

/** The clinic's appointment settings: one row (migration 0026). */
export const appointmentSettings = pgTable(
  'appointment_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Patients cancel online up to this many hours before the start (0: up to the start). */
    cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(2),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check('appointment_settings_one_row', sql`${t.id}`),
    check('appointment_settings_notice_check', sql`${t.cancellationNoticeHours} between 0 and 168`),
  ],
);

/** Server settings kept in the database, e.g. the generated JWT secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The audit trail: who read or changed which patient's data, when and from where. Append-only: a
 * trigger (migration 0004) refuses UPDATE and DELETE. No foreign keys, so that the trail outlives
 * what it describes and an insert costs no lookups.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    // A sequence, not a random uuid: the cheapest key to append to (reads are many).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** Null for a list: one entry per patient whose data the list returned. */
    entityId: uuid('entity_id'),
    /** How many records of the patient the request returned or changed. */
    recordCount: integer('record_count').notNull().default(1),
    patientId: uuid('patient_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_patient_idx').on(t.patientId, t.at, t.id),
    check('audit_log_action_check', sql`${t.action} in ('read', 'create', 'update', 'delete')`),
  ],
);

// Second factors ---------------------------------------------------------------------------------

/** A user's authenticator app: the TOTP secret, encrypted; confirmed once a first code matched. */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  /** The last 30-second step whose code was accepted: that code and older ones are refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** A passkey (WebAuthn credential) of a user. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id (base64url), as the authenticator names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/** Single-use recovery codes, stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * A sign-in waiting for its second step ('sign-in') or for a first factor to be enrolled
 * ('enrol'), or a passkey registration waiting for the authenticator ('passkey-registration').
 * Single use, short-lived; the token is stored as a hash.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash'),
    /** The WebAuthn challenge of this step, when a passkey ceremony was started. */
    challenge: text('challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('two_step_challenges_token_key').on(t.tokenHash),
    index('two_step_challenges_user_idx').on(t.userId),
    check(
      'two_step_challenges_purpose_check',
      sql`${t.purpose} in ('sign-in', 'enrol', 'passkey-registration')`,
    ),
  ],
);

/** Append-only: who enrolled, removed or reset whose second factors, and when. */
export const secondFactorEvents = pgTable(
  'second_factor_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    userId: uuid('user_id').notNull(),
    actorUserId: uuid('actor_user_id').notNull(),
    action: text('action').notNull(),
    ip: text('ip'),
  },
  (t) => [index('second_factor_events_user_idx').on(t.userId, t.at)],
);

/**
 * Domain events, written in the transaction of their change and handled after it commits
 * (lib/domain-events.ts): one not handled yet is tried again by the sweep.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'string' }),
    /** Dispatches begun, the one after the commit included. */
    attempts: integer('attempts').notNull().default(0),
    /** When the sweep may take it: a later try's backoff, or the lease of the dispatch under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** The handlers that succeeded: a later try runs only the others. */
    handlersDone: text('handlers_done')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastError: text('last_error'),
  },
  (t) => [
    index('domain_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.handledAt} is null`),
    index('domain_events_handled_idx')
      .on(t.handledAt)
      .where(sql`${t.handledAt} is not null`),
  ],
);

export const waitlistEntryStatuses = ['waiting', 'booked', 'left', 'ended'] as const;
export const waitlistOfferStatuses = ['open', 'accepted', 'declined', 'expired', 'taken'] as const;

/**
 * A patient waiting for an earlier or any time of a doctor or of a specialization (migration
 * 0027): the days (ISO weekdays) and the minutes of the day, in the doctor's zone, that suit them,
 * until a date; `appointmentId` is the upcoming appointment an offer would bring forward.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    /** The order they joined in (ties of `joinedAt` included). */
    position: bigserial('position', { mode: 'number' }).notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    specialization: text('specialization'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    weekDays: smallint('week_days').array().notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    until: date('until', { mode: 'string' }),
    status: text('status', { enum: waitlistEntryStatuses }).notNull().default('waiting'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_doctor_key')
      .on(t.patientId, t.doctorId)
      .where(sql`${t.status} = 'waiting' and ${t.doctorId} is not null`),
    uniqueIndex('waitlist_entries_specialization_key')
      .on(t.patientId, t.specialization)
      .where(sql`${t.status} = 'waiting' and ${t.specialization} is not null`),
    index('waitlist_entries_doctor_idx')
      .on(t.doctorId, t.position)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_specialization_idx')
      .on(t.specialization, t.position)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_appointment_idx')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    check(
      'waitlist_entries_target_check',
      sql`(${t.doctorId} is null) <> (${t.specialization} is null)`,
    ),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'booked', 'left', 'ended')`,
    ),
    check(
      'waitlist_entries_minutes_check',
      sql`${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.fromMinute} < ${t.toMinute}`,
    ),
  ],
);

/** One freed time offered to one waiting patient; the first to accept books it. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** How the time is shown: its date and label in the doctor's zone. */
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: waitlistOfferStatuses }).notNull().default('open'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'string' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /** Days between the old appointment (or the day they joined) and the new one. */
    daysGained: doublePrecision('days_gained'),
  },
  (t) => [
    uniqueIndex('waitlist_offers_slot_key').on(t.entryId, t.doctorId, t.startsAt),
    index('waitlist_offers_slot_idx').on(t.doctorId, t.startsAt),
    index('waitlist_offers_patient_idx').on(t.patientId, t.sentAt),
    index('waitlist_offers_sent_idx').on(t.sentAt),
    check(
      'waitlist_offers_status_check',
      sql`${t.status} in ('open', 'accepted', 'declined', 'expired', 'taken')`,
    ),
  ],
);
