import { and, count, desc, eq, gte, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { appointments, doctors, patients, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { toDoctorRef, toPatientRef, type PersonColumns } from '../common/people.js';
import type { Appointment, AppointmentStatus } from './appointments.schemas.js';

const patientUser = alias(users, 'patient_user');
const doctorUser = alias(users, 'doctor_user');

const columns = {
  id: appointments.id,
  patientId: appointments.patientId,
  doctorId: appointments.doctorId,
  date: appointments.date,
  timeSlot: appointments.timeSlot,
  status: appointments.status,
  reason: appointments.reason,
  notes: appointments.notes,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  patientDeletedAt: patients.deletedAt,
  patientPerson: personColumns(patientUser),
  doctorDeletedAt: doctors.deletedAt,
  doctorUserId: doctors.userId,
  specialization: doctors.specialization,
  hospital: doctors.hospital,
  doctorPerson: personColumns(doctorUser),
};

export interface AppointmentRow {
  id: string;
  patientId: string;
  doctorId: string;
  date: string;
  timeSlot: string;
  status: string;
  reason: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  patientDeletedAt: string | null;
  patientPerson: PersonColumns;
  doctorDeletedAt: string | null;
  doctorUserId: string;
  specialization: string;
  hospital: string | null;
  doctorPerson: PersonColumns;
}

function selectAppointments(db: Db) {
  return db
    .select(columns)
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId));
}

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    _id: row.id,
    patient: toPatientRef(row.patientId, {
      ...row.patientPerson,
      deletedAt: row.patientDeletedAt ?? row.patientPerson.deletedAt,
    }),
    doctor: toDoctorRef(
      row.doctorId,
      { ...row.doctorPerson, deletedAt: row.doctorDeletedAt ?? row.doctorPerson.deletedAt },
      { specialization: row.specialization, hospital: row.hospital },
    ),
    date: row.date,
    timeSlot: row.timeSlot,
    status: row.status as AppointmentStatus,
    reason: row.reason || undefined,
    notes: row.notes || undefined,
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

export interface AppointmentFilter {
  doctorId?: string;
  patientId?: string;
  status?: AppointmentStatus;
  from?: string;
  to?: string;
}

function whereOf(filter: AppointmentFilter, q: string | undefined): SQL | undefined {
  return and(
    filter.doctorId ? eq(appointments.doctorId, filter.doctorId) : undefined,
    filter.patientId ? eq(appointments.patientId, filter.patientId) : undefined,
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.from ? gte(appointments.date, filter.from) : undefined,
    filter.to ? lte(appointments.date, filter.to) : undefined,
    q
      ? or(
          ilike(sql`${patientUser.firstName} || ' ' || ${patientUser.lastName}`, likePattern(q)),
          ilike(sql`${doctorUser.firstName} || ' ' || ${doctorUser.lastName}`, likePattern(q)),
          ilike(appointments.reason, likePattern(q)),
          ilike(appointments.timeSlot, likePattern(q)),
          ilike(appointments.status, likePattern(q)),
        )
      : undefined,
  );
}

const newestFirst = [
  desc(appointments.date),
  desc(appointments.createdAt),
  desc(appointments.id),
] as const;

function preparedLists(db: Db) {
  const byColumn = (
    column: typeof appointments.doctorId | typeof appointments.patientId,
    name: string,
  ) => ({
    rows: selectAppointments(db)
      .where(eq(column, sql.placeholder('id')))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`careconnect_appointments_by_${name}`),
    total: db
      .select({ n: count() })
      .from(appointments)
      .where(eq(column, sql.placeholder('id')))
      .prepare(`careconnect_appointments_count_by_${name}`),
  });
  return {
    doctor: byColumn(appointments.doctorId, 'doctor'),
    patient: byColumn(appointments.patientId, 'patient'),
  };
}

// The lists of one doctor or one patient without filters are the common case: their statements
// are built once per database handle (and prepared by PostgreSQL).
const prepared = new WeakMap<Db, ReturnType<typeof preparedLists>>();

/** Newest first by date. */
export async function listAppointments(
  db: Db,
  filter: AppointmentFilter,
  paging: Paging,
): Promise<Page<AppointmentRow>> {
  const plain = !paging.q && !filter.status && !filter.from && !filter.to;
  const single =
    filter.doctorId && !filter.patientId
      ? 'doctor'
      : filter.patientId && !filter.doctorId
        ? 'patient'
        : null;
  if (plain && single) {
    let lists = prepared.get(db);
    if (!lists) {
      lists = preparedLists(db);
      prepared.set(db, lists);
    }
    const id = (single === 'doctor' ? filter.doctorId : filter.patientId)!;
    const [rows, [total]] = await Promise.all([
      lists[single].rows.execute({ id, limit: paging.limit, offset: paging.offset }),
      lists[single].total.execute({ id }),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  const where = whereOf(filter, paging.q);
  const rowsQuery = selectAppointments(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(paging.limit)
    .offset(paging.offset);
  // Without a search the count needs no joins.
  const totalQuery = paging.q
    ? db
        .select({ n: count() })
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .innerJoin(patientUser, eq(patientUser.id, patients.userId))
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
        .where(where)
    : db.select({ n: count() }).from(appointments).where(where);
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAppointment(db: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

export interface NewAppointment {
  patientId: string;
  doctorId: string;
  date: string;
  timeSlot: string;
  reason?: string | null;
  notes?: string | null;
}

/** Throws the database's unique violation (appointments_doctor_slot_key) on a double booking. */
export async function insertAppointment(db: Db, appointment: NewAppointment): Promise<string> {
  const [row] = await db
    .insert(appointments)
    .values({ ...appointment, status: 'pending' })
    .returning({ id: appointments.id });
  return row!.id;
}

export interface AppointmentPatch {
  date?: string;
  timeSlot?: string;
  reason?: string | null;
  notes?: string | null;
  status?: AppointmentStatus;
}

export async function updateAppointment(
  db: Db,
  id: string,
  patch: AppointmentPatch,
): Promise<void> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .update(appointments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(appointments.id, id));
}

export async function deleteAppointment(db: Db, id: string): Promise<void> {
  await db.delete(appointments).where(eq(appointments.id, id));
}

/** Cancels the pending or confirmed appointments of a person from `fromDate` on; returns them. */
export async function cancelUpcoming(
  db: Db,
  who: { patientId?: string; doctorId?: string },
  fromDate: string,
): Promise<AppointmentRow[]> {
  const ids = await db
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        who.patientId ? eq(appointments.patientId, who.patientId) : undefined,
        who.doctorId ? eq(appointments.doctorId, who.doctorId) : undefined,
        gte(appointments.date, fromDate),
        sql`${appointments.status} in ('pending', 'confirmed')`,
      ),
    )
    .returning({ id: appointments.id });
  if (ids.length === 0) return [];
  return selectAppointments(db).where(
    sql`${appointments.id} in (${sql.join(
      ids.map((r) => sql`${r.id}`),
      sql`, `,
    )})`,
  );
}

/** The time slots of a doctor's day that are taken (any status but cancelled). */
export async function takenSlots(db: Db, doctorId: string, date: string): Promise<string[]> {
  const rows = await db
    .select({ timeSlot: appointments.timeSlot })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.date, date),
        ne(appointments.status, 'cancelled'),
      ),
    );
  return rows.map((r) => r.timeSlot);
}
