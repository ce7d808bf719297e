import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { personColumns } from '../../db/columns.js';
import { patients, users } from '../../db/schema.js';
import { careReader } from '../care/care.read.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toUserSummary, type Detail } from '../common/people.js';
import type { Patient, PatientChoice } from './patients.schemas.js';

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

export type PatientRow = {
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
  return careReader.inCareOf(doctorId);
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

export async function dateOfBirthOf(db: Db, patientId: string): Promise<string | null> {
  const [row] = await db
    .select({ dateOfBirth: users.dateOfBirth })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.id, patientId))
    .limit(1);
  return row?.dateOfBirth ?? null;
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

/** What a choice search looks for: a date of birth, the end of a phone number, or a name. */
export type ChoiceSearch =
  | { kind: 'none' }
  | { kind: 'birth'; date: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'name'; text: string };

/** Reads the search text of a patient choice ('1985-03-04', '0142', '(555) 01', 'coop'). */
export function choiceSearch(q: string | undefined): ChoiceSearch {
  const text = q?.trim() ?? '';
  if (!text) return { kind: 'none' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    // An impossible date (2026-02-30) matches nobody rather than failing in the database.
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text)
      return { kind: 'birth', date: text };
    return { kind: 'name', text };
  }
  if (/^[\d\s()+.-]+$/.test(text) && /\d/.test(text))
    return { kind: 'phone', digits: text.replace(/\D/g, '') };
  return { kind: 'name', text };
}

/** Digits a doctor may search by outside their care: no more than a choice shows (the last two). */
export const OUTSIDE_CARE_PHONE_DIGITS = 2;

export interface PatientChoiceRow {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  yours: boolean | null;
}

/** What a patient choice reads of a patient (with `yours`, which depends on the asker). */
const choiceColumns = {
  id: patients.id,
  firstName: users.firstName,
  lastName: users.lastName,
  dateOfBirth: users.dateOfBirth,
  phoneNumber: users.phoneNumber,
};

/**
 * Patients to choose from, by name, phone ending or date of birth. With `doctorId` the doctor's
 * own patients come first (`yours`), and a phone search beyond the digits a choice shows only
 * reaches them, so nobody's number can be guessed digit by digit. `contacts` (administrators)
 * also matches email and username.
 */
export async function searchPatientChoices(
  db: Db,
  options: {
    q: string | undefined;
    id?: string;
    limit: number;
    doctorId?: string;
    onlyMine?: boolean;
    contacts?: boolean;
  },
): Promise<PatientChoiceRow[]> {
  const { doctorId } = options;
  const search = choiceSearch(options.q);
  const mine = doctorId ? careReader.inCareOf(doctorId) : undefined;
  const phoneDigits = sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g')`;
  let match: SQL | undefined;
  if (search.kind === 'birth') match = eq(users.dateOfBirth, search.date);
  else if (search.kind === 'phone') {
    match = sql`${phoneDigits} like ${`%${search.digits}`}`;
    if (mine && search.digits.length > OUTSIDE_CARE_PHONE_DIGITS) match = and(match, mine);
  } else if (search.kind === 'name') {
    const pattern = likePattern(search.text);
    match = or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      options.contacts ? ilike(users.email, pattern) : undefined,
      options.contacts ? ilike(users.username, pattern) : undefined,
    );
  }
  const yours = mine ? sql<boolean>`(${mine})` : sql<null>`null`;
  return db
    .select({
      ...choiceColumns,
      yours: yours.mapWith(Boolean),
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        isNull(patients.deletedAt),
        isNull(users.deletedAt),
        options.onlyMine ? mine : undefined,
        options.id ? eq(patients.id, options.id) : undefined,
        match,
      ),
    )
    .orderBy(
      ...(mine ? [desc(yours)] : []),
      asc(users.lastName),
      asc(users.firstName),
      asc(patients.id),
    )
    .limit(options.limit);
}

/**
 * Other patient accounts likely to be the same person as `patientId`: the same first and last
 * name (case and surrounding spaces aside) and the same date of birth. None when the patient has
 * no date of birth: a name alone is shared by too many people to warn about.
 */
export async function likelyDuplicates(db: Db, patientId: string): Promise<PatientChoiceRow[]> {
  const [self] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.id, patientId))
    .limit(1);
  if (!self?.dateOfBirth) return [];
  const same = (column: SQL | typeof users.firstName | typeof users.lastName, value: string) =>
    sql`lower(btrim(${column})) = lower(btrim(${value}))`;
  return db
    .select({
      ...choiceColumns,
      yours: sql<null>`null`,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        isNull(patients.deletedAt),
        isNull(users.deletedAt),
        sql`${patients.id} <> ${patientId}`,
        eq(users.dateOfBirth, self.dateOfBirth),
        same(users.firstName, self.firstName),
        same(users.lastName, self.lastName),
      ),
    )
    .orderBy(asc(patients.createdAt), asc(patients.id))
    .limit(20);
}

/**
 * A choice row as the API gives it: the phone reduced to its last two digits; the date of birth
 * whole (`birth: 'date'`) or only its year (`'year'`, a doctor's view of a patient outside their
 * care: enough to tell namesakes apart, not a birthday to collect).
 */
export function toPatientChoice(
  row: PatientChoiceRow,
  birth: 'date' | 'year' = 'date',
): PatientChoice {
  const digits = (row.phoneNumber ?? '').replace(/\D/g, '');
  const choice: PatientChoice = { _id: row.id, firstName: row.firstName, lastName: row.lastName };
  if (row.dateOfBirth && birth === 'date') choice.dateOfBirth = row.dateOfBirth;
  if (row.dateOfBirth && birth === 'year') choice.birthYear = Number(row.dateOfBirth.slice(0, 4));
  if (digits) choice.phoneEnding = digits.slice(-OUTSIDE_CARE_PHONE_DIGITS);
  if (row.yours !== null) choice.yours = row.yours;
  return choice;
}
