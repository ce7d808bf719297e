// Food and sports plans share one shape (a list of items, notes, a patient, a doctor, feedback), so
// one repository serves both, given the kind's tables.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import {
  doctors,
  foodFeedback,
  foodPlans,
  patients,
  sportFeedback,
  sportPlans,
  users,
} from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toDoctorRef, toPatientRef, type PersonColumns } from '../common/people.js';
import type { DoctorRef, PatientRef } from '../common/common.schemas.js';
import type { PlanReport } from './plans.schemas.js';

export interface PlanTables {
  plans: typeof foodPlans;
  feedback: typeof foodFeedback;
}

export const foodTables: PlanTables = { plans: foodPlans, feedback: foodFeedback };
// The sports tables have exactly the food tables' columns.
export const sportTables: PlanTables = {
  plans: sportPlans as unknown as typeof foodPlans,
  feedback: sportFeedback as unknown as typeof foodFeedback,
};

const patientUser = alias(users, 'plan_patient_user');
const doctorUser = alias(users, 'plan_doctor_user');

export interface PlanRow {
  id: string;
  patientId: string;
  doctorId: string | null;
  items: Record<string, unknown>[];
  notes: string | null;
  createdAt: string;
  patientDeletedAt: string | null;
  patientPerson: PersonColumns;
  doctorDeletedAt: string | null;
  doctorUserId: string | null;
  specialization: string | null;
  hospital: string | null;
  doctorPerson: PersonColumns | null;
  rating: number | null;
  comment: string | null;
  feedbackCreatedAt: string | null;
  feedbackUpdatedAt: string | null;
}

export interface Plan {
  _id: string;
  patient: PatientRef;
  doctor: DoctorRef | null;
  items: Record<string, unknown>[];
  notes?: string;
  feedback?: { rating: number; comment?: string; createdAt: string; updatedAt: string };
  createdAt: string;
}

function doctorRefOf(row: {
  doctorId: string | null;
  doctorPerson: PersonColumns | null;
  doctorDeletedAt: string | null;
  specialization: string | null;
  hospital: string | null;
}): DoctorRef | null {
  if (!row.doctorId || !row.doctorPerson) return null;
  return toDoctorRef(
    row.doctorId,
    { ...row.doctorPerson, deletedAt: row.doctorDeletedAt ?? row.doctorPerson.deletedAt },
    { specialization: row.specialization, hospital: row.hospital },
  );
}

export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    patient: toPatientRef(row.patientId, {
      ...row.patientPerson,
      deletedAt: row.patientDeletedAt ?? row.patientPerson.deletedAt,
    }),
    doctor: doctorRefOf(row),
    items: row.items,
    notes: row.notes || undefined,
    feedback:
      row.rating !== null
        ? {
            rating: row.rating,
            comment: row.comment || undefined,
            createdAt: toIsoDateTime(row.feedbackCreatedAt!),
            updatedAt: toIsoDateTime(row.feedbackUpdatedAt!),
          }
        : undefined,
    createdAt: toIsoDateTime(row.createdAt),
  };
}

function selectPlans(db: Db, t: PlanTables) {
  return db
    .select({
      id: t.plans.id,
      patientId: t.plans.patientId,
      doctorId: t.plans.doctorId,
      items: t.plans.items,
      notes: t.plans.notes,
      createdAt: t.plans.createdAt,
      patientDeletedAt: patients.deletedAt,
      patientPerson: personColumns(patientUser),
      doctorDeletedAt: doctors.deletedAt,
      doctorUserId: doctors.userId,
      specialization: doctors.specialization,
      hospital: doctors.hospital,
      doctorPerson: personColumns(doctorUser),
      rating: t.feedback.rating,
      comment: t.feedback.comment,
      feedbackCreatedAt: t.feedback.createdAt,
      feedbackUpdatedAt: t.feedback.updatedAt,
    })
    .from(t.plans)
    .innerJoin(patients, eq(patients.id, t.plans.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(doctors, eq(doctors.id, t.plans.doctorId))
    .leftJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .leftJoin(t.feedback, eq(t.feedback.planId, t.plans.id));
}

export interface PlanFilter {
  patientId?: string;
  doctorId?: string;
}

function planWhere(t: PlanTables, filter: PlanFilter, q: string | undefined): SQL | undefined {
  return and(
    filter.patientId ? eq(t.plans.patientId, filter.patientId) : undefined,
    filter.doctorId ? eq(t.plans.doctorId, filter.doctorId) : undefined,
    q
      ? or(
          ilike(t.plans.notes, likePattern(q)),
          ilike(sql`${t.plans.items}::text`, likePattern(q)),
          ilike(sql`${patientUser.firstName} || ' ' || ${patientUser.lastName}`, likePattern(q)),
        )
      : undefined,
  );
}

/** Newest first. */
export async function listPlans(
  db: Db,
  t: PlanTables,
  filter: PlanFilter,
  paging: Paging,
): Promise<Page<PlanRow>> {
  const where = planWhere(t, filter, paging.q);
  const [rows, [total]] = await Promise.all([
    selectPlans(db, t)
      .where(where)
      .orderBy(desc(t.plans.createdAt), desc(t.plans.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(t.plans)
      .innerJoin(patients, eq(patients.id, t.plans.patientId))
      .innerJoin(patientUser, eq(patientUser.id, patients.userId))
      .where(where),
  ]);
  return { rows: rows as unknown as PlanRow[], total: Number(total?.n ?? 0) };
}

export async function findPlan(db: Db, t: PlanTables, id: string): Promise<PlanRow | null> {
  const [row] = await selectPlans(db, t).where(eq(t.plans.id, id)).limit(1);
  return (row as PlanRow | undefined) ?? null;
}

export async function insertPlan(
  db: Db,
  t: PlanTables,
  plan: {
    patientId: string;
    doctorId: string | null;
    items: Record<string, unknown>[];
    notes: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(t.plans)
    .values({ ...plan, items: plan.items as never })
    .returning({ id: t.plans.id });
  return row!.id;
}

export async function deletePlan(db: Db, t: PlanTables, id: string): Promise<void> {
  await db.delete(t.plans).where(eq(t.plans.id, id));
}

/** Records or replaces the patient's rating of a plan; true when it is the first one. */
export async function saveFeedback(
  db: Db,
  t: PlanTables,
  feedback: { planId: string; patientId: string; rating: number; comment: string | null },
): Promise<{ id: string; created: boolean }> {
  const [row] = await db
    .insert(t.feedback)
    .values(feedback)
    .onConflictDoUpdate({
      target: t.feedback.planId,
      set: { rating: feedback.rating, comment: feedback.comment, updatedAt: sql`now()` },
    })
    .returning({ id: t.feedback.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: Boolean(row!.created) };
}

function selectReports(db: Db, t: PlanTables) {
  return db
    .select({
      id: t.feedback.id,
      planId: t.feedback.planId,
      rating: t.feedback.rating,
      comment: t.feedback.comment,
      createdAt: t.feedback.createdAt,
      updatedAt: t.feedback.updatedAt,
      patientId: t.feedback.patientId,
      patientDeletedAt: patients.deletedAt,
      patientPerson: personColumns(patientUser),
      doctorId: t.plans.doctorId,
      doctorDeletedAt: doctors.deletedAt,
      specialization: doctors.specialization,
      hospital: doctors.hospital,
      doctorPerson: personColumns(doctorUser),
    })
    .from(t.feedback)
    .innerJoin(t.plans, eq(t.plans.id, t.feedback.planId))
    .innerJoin(patients, eq(patients.id, t.feedback.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(doctors, eq(doctors.id, t.plans.doctorId))
    .leftJoin(doctorUser, eq(doctorUser.id, doctors.userId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function toReport(row: ReportRow): PlanReport {
  return {
    _id: row.id,
    plan: row.planId,
    patient: toPatientRef(row.patientId, {
      ...row.patientPerson,
      deletedAt: row.patientDeletedAt ?? row.patientPerson.deletedAt,
    }),
    doctor: doctorRefOf(row as Parameters<typeof doctorRefOf>[0]),
    rating: row.rating,
    comment: row.comment || undefined,
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

/** Ratings, newest first. */
export async function listReports(
  db: Db,
  t: PlanTables,
  filter: PlanFilter,
  paging: Paging,
): Promise<Page<PlanReport>> {
  const where = and(
    filter.patientId ? eq(t.feedback.patientId, filter.patientId) : undefined,
    filter.doctorId ? eq(t.plans.doctorId, filter.doctorId) : undefined,
    paging.q
      ? or(
          ilike(t.feedback.comment, likePattern(paging.q)),
          ilike(
            sql`${patientUser.firstName} || ' ' || ${patientUser.lastName}`,
            likePattern(paging.q),
          ),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectReports(db, t)
      .where(where)
      .orderBy(desc(t.feedback.updatedAt), desc(t.feedback.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(t.feedback)
      .innerJoin(t.plans, eq(t.plans.id, t.feedback.planId))
      .innerJoin(patients, eq(patients.id, t.feedback.patientId))
      .innerJoin(patientUser, eq(patientUser.id, patients.userId))
      .where(where),
  ]);
  return { rows: rows.map(toReport), total: Number(total?.n ?? 0) };
}

export async function findReport(db: Db, t: PlanTables, id: string): Promise<PlanReport | null> {
  const [row] = await selectReports(db, t).where(eq(t.feedback.id, id)).limit(1);
  return row ? toReport(row) : null;
}

export interface GivenPlanRow {
  id: string;
  items: Record<string, unknown>[];
  notes: string | null;
  createdAt: string;
}

/** The plans a doctor gave a patient on one calendar day of a time zone (oldest first). */
export async function plansGivenOn(
  db: Db,
  t: PlanTables,
  given: { patientId: string; doctorId: string; date: string; timeZone: string },
): Promise<GivenPlanRow[]> {
  const rows = await db
    .select({
      id: t.plans.id,
      items: t.plans.items,
      notes: t.plans.notes,
      createdAt: t.plans.createdAt,
    })
    .from(t.plans)
    .where(
      and(
        eq(t.plans.patientId, given.patientId),
        eq(t.plans.doctorId, given.doctorId),
        sql`(${t.plans.createdAt} at time zone ${given.timeZone})::date = ${given.date}::date`,
      ),
    )
    .orderBy(t.plans.createdAt, t.plans.id)
    .limit(50);
  return rows as unknown as GivenPlanRow[];
}
