import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { personColumns } from '../../db/columns.js';
import { patients, users } from '../../db/schema.js';
import { inCareOf } from '../care/care.service.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toUserSummary, type Detail } from '../common/people.js';
import type { Patient } from './patients.schemas.js';

export async function insertPatient(db: Db, userId: string): Promise<string> {
  const [row] = await db.insert(patients).values({ userId }).returning({ id: patients.id });
  return row!.id;
}

const patientColumns = {
  id: patients.id,
  bloodType: patients.bloodType,
  weight: patients.weight,
  height: patients.height,
  emergencyContactName: patients.emergencyContactName,
  emergencyContactRelation: patients.emergencyContactRelation,
  emergencyContactPhone: patients.emergencyContactPhone,
  insuranceProvider: patients.insuranceProvider,
  insurancePolicyNumber: patients.insurancePolicyNumber,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
  deletedAt: patients.deletedAt,
  person: personColumns(users),
};

type PatientRow = {
  id: string;
  bloodType: string | null;
  weight: number | null;
  height: number | null;
  emergencyContactName: string | null;
  emergencyContactRelation: string | null;
  emergencyContactPhone: string | null;
  insuranceProvider: string | null;
  insurancePolicyNumber: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  person: Parameters<typeof toUserSummary>[0];
};

const v = <T>(x: T | null): T | undefined => (x === null || x === '' ? undefined : x);

function compact<T extends Record<string, unknown>>(o: T): T | undefined {
  return Object.values(o).some((x) => x !== undefined) ? o : undefined;
}

/** `names`: only the id and the person's names (a doctor choosing whom to book). */
export function toPatient(row: PatientRow, detail: Detail | 'record' = 'record'): Patient {
  if (detail === 'names')
    return {
      _id: row.id,
      user: toUserSummary(
        { ...row.person, deletedAt: row.deletedAt ?? row.person.deletedAt },
        'names',
      ),
    };
  return {
    _id: row.id,
    user: toUserSummary(
      { ...row.person, deletedAt: row.deletedAt ?? row.person.deletedAt },
      'full',
    ),
    bloodType: v(row.bloodType),
    weight: v(row.weight),
    height: v(row.height),
    emergencyContact: compact({
      name: v(row.emergencyContactName),
      relation: v(row.emergencyContactRelation),
      phone: v(row.emergencyContactPhone),
    }),
    insurance: compact({
      provider: v(row.insuranceProvider),
      policyNumber: v(row.insurancePolicyNumber),
    }),
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

/** Patients in this doctor's care (an active care relationship). */
export function patientsOfDoctor(doctorId: string): SQL {
  return inCareOf(doctorId);
}

/**
 * Patients by name; `contacts` also matches email and username (administrators only: a doctor
 * must not learn which patient owns an address).
 */
export async function listPatients(
  db: Db,
  paging: Paging,
  options: { ofDoctor?: string; contacts?: boolean } = {},
): Promise<Page<PatientRow>> {
  const q = paging.q;
  const where = and(
    isNull(patients.deletedAt),
    options.ofDoctor ? patientsOfDoctor(options.ofDoctor) : undefined,
    q
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(q)),
          options.contacts ? ilike(users.email, likePattern(q)) : undefined,
          options.contacts ? ilike(users.username, likePattern(q)) : undefined,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(patientColumns)
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(patients.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPatient(db: Db, id: string): Promise<PatientRow | null> {
  const [row] = await db
    .select(patientColumns)
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(and(eq(patients.id, id), isNull(patients.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findPatientByUser(db: Db, userId: string): Promise<PatientRow | null> {
  const [row] = await db
    .select(patientColumns)
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(and(eq(patients.userId, userId), isNull(patients.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface PatientPatch {
  bloodType?: string | null;
  weight?: number | null;
  height?: number | null;
  emergencyContactName?: string | null;
  emergencyContactRelation?: string | null;
  emergencyContactPhone?: string | null;
  insuranceProvider?: string | null;
  insurancePolicyNumber?: string | null;
}

export async function updatePatient(db: Db, id: string, patch: PatientPatch): Promise<void> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined));
  await db
    .update(patients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(patients.id, id));
}

export async function softDeletePatient(db: Db, id: string): Promise<void> {
  await db
    .update(patients)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(patients.id, id));
}
