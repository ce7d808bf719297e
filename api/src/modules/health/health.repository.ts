import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { healthComplaints, patients, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toPatientRef, type PersonColumns } from '../common/people.js';
import { patientsReader } from '../patients/patients.read.js';
import type { ComplaintStatus, HealthComplaint } from './health.schemas.js';

const columns = {
  id: healthComplaints.id,
  patientId: healthComplaints.patientId,
  subject: healthComplaints.subject,
  description: healthComplaints.description,
  status: healthComplaints.status,
  createdAt: healthComplaints.createdAt,
  updatedAt: healthComplaints.updatedAt,
  patientDeletedAt: patients.deletedAt,
  person: personColumns(users),
};

export interface ComplaintRow {
  id: string;
  patientId: string;
  subject: string;
  description: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  patientDeletedAt: string | null;
  person: PersonColumns;
}

export function toComplaint(row: ComplaintRow): HealthComplaint {
  return {
    _id: row.id,
    patient: toPatientRef(row.patientId, {
      ...row.person,
      deletedAt: row.patientDeletedAt ?? row.person.deletedAt,
    }),
    subject: row.subject,
    description: row.description || undefined,
    status: row.status as ComplaintStatus,
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

function selectComplaints(db: Db) {
  return db
    .select(columns)
    .from(healthComplaints)
    .innerJoin(patients, eq(patients.id, healthComplaints.patientId))
    .innerJoin(users, eq(users.id, patients.userId));
}

export interface ComplaintFilter {
  patientId?: string;
  /** Only complaints of this doctor's patients. */
  doctorId?: string;
  status?: ComplaintStatus;
}

/** Newest first. */
export async function listComplaints(
  db: Db,
  filter: ComplaintFilter,
  paging: Paging,
): Promise<Page<ComplaintRow>> {
  const where = and(
    filter.patientId ? eq(healthComplaints.patientId, filter.patientId) : undefined,
    filter.doctorId ? patientsReader.patientsOfDoctor(filter.doctorId) : undefined,
    filter.status ? eq(healthComplaints.status, filter.status) : undefined,
    paging.q
      ? or(
          ilike(healthComplaints.subject, likePattern(paging.q)),
          ilike(healthComplaints.description, likePattern(paging.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(paging.q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectComplaints(db)
      .where(where)
      .orderBy(desc(healthComplaints.createdAt), desc(healthComplaints.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(healthComplaints)
      .innerJoin(patients, eq(patients.id, healthComplaints.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findComplaint(db: Db, id: string): Promise<ComplaintRow | null> {
  const [row] = await selectComplaints(db).where(eq(healthComplaints.id, id)).limit(1);
  return row ?? null;
}

export async function insertComplaint(
  db: Db,
  complaint: { patientId: string; subject: string; description: string | null },
): Promise<string> {
  const [row] = await db
    .insert(healthComplaints)
    .values(complaint)
    .returning({ id: healthComplaints.id });
  return row!.id;
}

export async function setComplaintStatus(
  db: Db,
  id: string,
  status: ComplaintStatus,
): Promise<void> {
  await db
    .update(healthComplaints)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(healthComplaints.id, id));
}
