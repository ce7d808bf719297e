// The only place that writes SQL for the questionnaire and the check-in. Their tables are this
// module's own (migration 0023), declared here rather than in db/schema.ts.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { appointments } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { Answers, Question, QuestionnaireVersion } from './previsit.schemas.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const questionnaireVersions = pgTable('questionnaire_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').notNull(),
  questions: jsonb('questions').$type<Question[]>().notNull(),
  publishedBy: uuid('published_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const previsitAnswers = pgTable('previsit_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id'),
  patientId: uuid('patient_id').notNull(),
  versionId: uuid('version_id').notNull(),
  answers: jsonb('answers').$type<Answers>().notNull(),
  submittedAt: at('submitted_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const checkIns = pgTable('check_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id'),
  patientId: uuid('patient_id').notNull(),
  phoneNumber: text('phone_number').notNull(),
  address: text('address').notNull(),
  insuranceProvider: text('insurance_provider').notNull(),
  insuranceMemberNumber: text('insurance_member_number').notNull(),
  checkedInAt: at('checked_in_at').notNull().defaultNow(),
});

export interface VersionRow {
  id: string;
  number: number;
  questions: Question[];
  createdAt: string;
}

export const toVersion = (row: VersionRow): QuestionnaireVersion => ({
  _id: row.id,
  version: row.number,
  questions: row.questions,
  createdAt: toIsoDateTime(row.createdAt),
});

const versionColumns = {
  id: questionnaireVersions.id,
  number: questionnaireVersions.number,
  questions: questionnaireVersions.questions,
  createdAt: questionnaireVersions.createdAt,
};

export async function currentVersion(db: Db): Promise<VersionRow> {
  const [row] = await db
    .select(versionColumns)
    .from(questionnaireVersions)
    .orderBy(desc(questionnaireVersions.number))
    .limit(1);
  // Migration 0023 publishes version 1; versions are never deleted.
  if (!row) throw new Error('the questionnaire has no version');
  return row;
}

export async function findVersion(db: Db, id: string): Promise<VersionRow | null> {
  const [row] = await db
    .select(versionColumns)
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.id, id))
    .limit(1);
  return row ?? null;
}

export async function listVersions(db: Db) {
  const used = db
    .select({
      versionId: previsitAnswers.versionId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(previsitAnswers)
    .groupBy(previsitAnswers.versionId)
    .as('used');
  const rows = await db
    .select({
      id: questionnaireVersions.id,
      number: questionnaireVersions.number,
      questionCount: sql<number>`jsonb_array_length(${questionnaireVersions.questions})::int`,
      answerCount: sql<number>`coalesce(${used.n}, 0)::int`,
      createdAt: questionnaireVersions.createdAt,
    })
    .from(questionnaireVersions)
    .leftJoin(used, eq(used.versionId, questionnaireVersions.id))
    .orderBy(desc(questionnaireVersions.number));
  return rows.map((row) => ({
    _id: row.id,
    version: row.number,
    questionCount: Number(row.questionCount),
    answerCount: Number(row.answerCount),
    createdAt: toIsoDateTime(row.createdAt),
  }));
}

/**
 * Publishes the next version. Two administrators publishing at once: the unique number makes one
 * of them fail (questionnaire_versions_number_key), never two versions with one number.
 */
export async function insertVersion(
  db: Db,
  questions: Question[],
  publishedBy: string,
): Promise<string> {
  const [row] = await db
    .insert(questionnaireVersions)
    .values({
      number: sql`(select coalesce(max(number), 0) + 1 from questionnaire_versions)`,
      questions,
      publishedBy,
    })
    .returning({ id: questionnaireVersions.id });
  return row!.id;
}

export interface AnswersRow {
  id: string;
  appointmentId: string | null;
  patientId: string;
  versionId: string;
  answers: Answers;
  submittedAt: string | null;
  updatedAt: string;
}

export async function findAnswers(db: Db, appointmentId: string): Promise<AnswersRow | null> {
  const [row] = await db
    .select({
      id: previsitAnswers.id,
      appointmentId: previsitAnswers.appointmentId,
      patientId: previsitAnswers.patientId,
      versionId: previsitAnswers.versionId,
      answers: previsitAnswers.answers,
      submittedAt: previsitAnswers.submittedAt,
      updatedAt: previsitAnswers.updatedAt,
    })
    .from(previsitAnswers)
    .where(eq(previsitAnswers.appointmentId, appointmentId))
    .limit(1);
  return row ?? null;
}

/** Saves the answers of an appointment (the first save fixes the version they answer). */
export async function saveAnswers(
  db: Db,
  values: {
    appointmentId: string;
    patientId: string;
    versionId: string;
    answers: Answers;
    submit: boolean;
  },
): Promise<void> {
  await db
    .insert(previsitAnswers)
    .values({
      appointmentId: values.appointmentId,
      patientId: values.patientId,
      versionId: values.versionId,
      answers: values.answers,
      submittedAt: values.submit ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: previsitAnswers.appointmentId,
      set: {
        answers: values.answers,
        // Once sent, the questionnaire stays sent: a later save updates what the clinic reads.
        submittedAt: values.submit
          ? sql`coalesce(${previsitAnswers.submittedAt}, now())`
          : previsitAnswers.submittedAt,
        updatedAt: sql`now()`,
      },
    });
}

export interface CheckInRow {
  phoneNumber: string;
  address: string;
  insuranceProvider: string;
  insuranceMemberNumber: string;
  checkedInAt: string;
}

const checkInColumns = {
  phoneNumber: checkIns.phoneNumber,
  address: checkIns.address,
  insuranceProvider: checkIns.insuranceProvider,
  insuranceMemberNumber: checkIns.insuranceMemberNumber,
  checkedInAt: checkIns.checkedInAt,
};

export async function findCheckIn(db: Db, appointmentId: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select(checkInColumns)
    .from(checkIns)
    .where(eq(checkIns.appointmentId, appointmentId))
    .limit(1);
  return row ?? null;
}

/** The patient's latest check-in: what they confirmed last time fills the next one. */
export async function lastCheckIn(db: Db, patientId: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select(checkInColumns)
    .from(checkIns)
    .where(eq(checkIns.patientId, patientId))
    .orderBy(desc(checkIns.checkedInAt))
    .limit(1);
  return row ?? null;
}

/** Returns false when the appointment was already checked in (the first check-in stands). */
export async function insertCheckIn(
  db: Db,
  values: Omit<CheckInRow, 'checkedInAt'> & { appointmentId: string; patientId: string },
): Promise<boolean> {
  const rows = await db
    .insert(checkIns)
    .values(values)
    .onConflictDoNothing({ target: checkIns.appointmentId })
    .returning({ id: checkIns.id });
  return rows.length > 0;
}

export interface StateRow {
  appointmentId: string;
  submittedAt: string | null;
  answered: boolean;
  checkedInAt: string | null;
}

/** The preparation of a doctor's appointments: by start range, or by ids. */
export async function statesOfDoctor(
  db: Db,
  doctorId: string,
  filter: { from?: string; to?: string; ids?: string[] },
): Promise<StateRow[]> {
  const conditions = [eq(appointments.doctorId, doctorId)];
  if (filter.from) conditions.push(gte(appointments.startsAt, filter.from));
  if (filter.to) conditions.push(lt(appointments.startsAt, filter.to));
  if (filter.ids) conditions.push(inArray(appointments.id, filter.ids));
  const rows = await db
    .select({
      appointmentId: appointments.id,
      answered: sql<boolean>`${previsitAnswers.id} is not null`,
      submittedAt: previsitAnswers.submittedAt,
      checkedInAt: checkIns.checkedInAt,
    })
    .from(appointments)
    .leftJoin(previsitAnswers, eq(previsitAnswers.appointmentId, appointments.id))
    .leftJoin(checkIns, eq(checkIns.appointmentId, appointments.id))
    .where(
      and(...conditions, sql`(${previsitAnswers.id} is not null or ${checkIns.id} is not null)`),
    )
    .orderBy(appointments.startsAt)
    .limit(1000);
  return rows;
}
