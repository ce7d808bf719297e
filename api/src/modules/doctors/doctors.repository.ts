import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { doctors, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toUserSummary, type PersonColumns } from '../common/people.js';
import type { Doctor } from './doctors.schemas.js';

const columns = {
  id: doctors.id,
  specialization: doctors.specialization,
  hospital: doctors.hospital,
  licenseNumber: doctors.licenseNumber,
  yearsOfExperience: doctors.yearsOfExperience,
  availableSlots: doctors.availableSlots,
  approvedAt: doctors.approvedAt,
  rejectedAt: doctors.rejectedAt,
  createdAt: doctors.createdAt,
  updatedAt: doctors.updatedAt,
  deletedAt: doctors.deletedAt,
  person: personColumns(users),
};

export interface DoctorRow {
  id: string;
  specialization: string;
  hospital: string | null;
  licenseNumber: string;
  yearsOfExperience: number | null;
  availableSlots: { date: string; from: string; to: string }[];
  approvedAt: string | null;
  rejectedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  person: PersonColumns;
}

/** `names` for callers who are neither the doctor nor an administrator: no email or phone. */
export function toDoctor(row: DoctorRow, detail: 'contact' | 'names' = 'contact'): Doctor {
  return {
    _id: row.id,
    user: toUserSummary(
      { ...row.person, deletedAt: row.deletedAt ?? row.person.deletedAt },
      detail,
    ),
    specialization: row.specialization,
    hospital: row.hospital || undefined,
    licenseNumber: row.licenseNumber || undefined,
    yearsOfExperience: row.yearsOfExperience ?? undefined,
    availableSlots: row.availableSlots ?? [],
    approved: row.approvedAt !== null,
    approvedAt: row.approvedAt ? toIsoDateTime(row.approvedAt) : undefined,
    ...(row.rejectedAt ? { rejected: true, rejectedAt: toIsoDateTime(row.rejectedAt) } : {}),
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

export interface DoctorFilter {
  approved?: boolean;
  /** true: only those an administrator turned down; false: none of them. */
  rejected?: boolean;
  specialization?: string;
}

export async function listDoctors(
  db: Db,
  filter: DoctorFilter,
  paging: Paging,
): Promise<Page<DoctorRow>> {
  const where = and(
    isNull(doctors.deletedAt),
    filter.approved === true ? isNotNull(doctors.approvedAt) : undefined,
    filter.approved === false ? isNull(doctors.approvedAt) : undefined,
    filter.rejected === true ? isNotNull(doctors.rejectedAt) : undefined,
    filter.rejected === false ? isNull(doctors.rejectedAt) : undefined,
    filter.specialization
      ? ilike(doctors.specialization, likePattern(filter.specialization.trim()))
      : undefined,
    paging.q
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(paging.q)),
          ilike(doctors.specialization, likePattern(paging.q)),
          ilike(doctors.hospital, likePattern(paging.q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(doctors.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findDoctor(db: Db, id: string): Promise<DoctorRow | null> {
  const [row] = await db
    .select(columns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.id, id), isNull(doctors.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findDoctorByUser(db: Db, userId: string): Promise<DoctorRow | null> {
  const [row] = await db
    .select(columns)
    .from(doctors)
    .innerJoin(users, eq(users.id, doctors.userId))
    .where(and(eq(doctors.userId, userId), isNull(doctors.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface DoctorFields {
  specialization?: string;
  hospital?: string | null;
  licenseNumber?: string;
  yearsOfExperience?: number | null;
  availableSlots?: { date: string; from: string; to: string }[];
}

/** Throws the unique violation doctors_user_key when the user already has a doctor record. */
export async function insertDoctor(
  db: Db,
  userId: string,
  fields: Required<Pick<DoctorFields, 'specialization' | 'licenseNumber'>> & DoctorFields,
  approved = false,
): Promise<string> {
  const [row] = await db
    .insert(doctors)
    .values({
      userId,
      specialization: fields.specialization,
      licenseNumber: fields.licenseNumber,
      hospital: fields.hospital ?? null,
      yearsOfExperience: fields.yearsOfExperience ?? null,
      availableSlots: fields.availableSlots ?? [],
      approvedAt: approved ? sql`now()` : null,
    })
    .returning({ id: doctors.id });
  return row!.id;
}

export async function updateDoctor(db: Db, id: string, fields: DoctorFields): Promise<void> {
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await db
    .update(doctors)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(doctors.id, id));
}

/**
 * Sends a doctor back to "awaiting approval" (from approved or rejected); false when they were
 * waiting already.
 */
export async function withdrawApproval(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(doctors)
    .set({ approvedAt: null, rejectedAt: null, updatedAt: sql`now()` })
    .where(
      and(eq(doctors.id, id), or(isNotNull(doctors.approvedAt), isNotNull(doctors.rejectedAt))),
    )
    .returning({ id: doctors.id });
  return rows.length > 0;
}

/** Approves a doctor (a rejected one too); false when it was already approved. */
export async function approveDoctor(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(doctors)
    .set({ approvedAt: sql`now()`, rejectedAt: null, updatedAt: sql`now()` })
    .where(and(eq(doctors.id, id), isNull(doctors.approvedAt)))
    .returning({ id: doctors.id });
  return rows.length > 0;
}

/** Turns a waiting doctor down; false when they were approved or rejected already. */
export async function rejectDoctor(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(doctors)
    .set({ rejectedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(doctors.id, id), isNull(doctors.approvedAt), isNull(doctors.rejectedAt)))
    .returning({ id: doctors.id });
  return rows.length > 0;
}

export async function softDeleteDoctor(db: Db, id: string): Promise<void> {
  await db
    .update(doctors)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(doctors.id, id));
}
