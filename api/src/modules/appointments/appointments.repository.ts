import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import { compileRows } from '../../db/row-mapper.js';
import {
  appointmentDayCounts,
  appointmentLinkUses,
  appointments,
  appointmentSettings,
  appointmentStatuses,
  doctors,
  type VisitKind,
  patients,
  users,
} from '../../db/schema.js';
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
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  timeZone: appointments.timeZone,
  scheduleIssue: appointments.scheduleIssue,
  kind: appointments.kind,
  status: appointments.status,
  reason: appointments.reason,
  notes: appointments.notes,
  sequence: appointments.sequence,
  patientConfirmedAt: appointments.patientConfirmedAt,
  cancelReason: appointments.cancelReason,
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
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
  scheduleIssue: string | null;
  /** 'in_person' or 'video'. */
  kind: VisitKind;
  status: string;
  reason: string | null;
  notes: string | null;
  /** The invitations' SEQUENCE (see the schema). */
  sequence: number;
  /** When the patient confirmed they will come. */
  patientConfirmedAt: string | null;
  cancelReason: string | null;
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

/** `patientDetail`: 'names' for a doctor who has no access to the patient's record. */
export function toAppointment(
  row: AppointmentRow,
  patientDetail: 'contact' | 'names' = 'contact',
): Appointment {
  return {
    _id: row.id,
    patient: toPatientRef(
      row.patientId,
      { ...row.patientPerson, deletedAt: row.patientDeletedAt ?? row.patientPerson.deletedAt },
      patientDetail,
    ),
    doctor: toDoctorRef(
      row.doctorId,
      { ...row.doctorPerson, deletedAt: row.doctorDeletedAt ?? row.doctorPerson.deletedAt },
      { specialization: row.specialization, hospital: row.hospital },
    ),
    date: row.date,
    timeSlot: row.timeSlot,
    start: row.startsAt ? toIsoDateTime(row.startsAt) : null,
    end: row.endsAt ? toIsoDateTime(row.endsAt) : null,
    timeZone: row.timeZone,
    ...(row.scheduleIssue ? { scheduleIssue: row.scheduleIssue as 'unreadable' | 'overlap' } : {}),
    kind: row.kind,
    status: row.status as AppointmentStatus,
    reason: row.reason || undefined,
    notes: row.notes || undefined,
    ...(row.patientConfirmedAt
      ? { patientConfirmedAt: toIsoDateTime(row.patientConfirmedAt) }
      : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
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
  /** Plans still ahead, or the rest (see `planned`), split at `today` ('YYYY-MM-DD'). */
  when?: { phase: 'upcoming' | 'past'; today: string };
}

/** An appointment in these states is a plan; any other state is history, whatever its date. */
export const PLANNED_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed', 'proposed'];

/** Upcoming: a plan on or after today; past: everything else (so no row is in both). */
function phaseOf(
  when: NonNullable<AppointmentFilter['when']>,
  columns: { date: AnyColumn; status: AnyColumn },
): SQL | undefined {
  const upcoming = and(
    gte(columns.date, when.today),
    inArray(columns.status, [...PLANNED_STATUSES]),
  );
  return when.phase === 'upcoming' ? upcoming : sql`not (${upcoming})`;
}

/**
 * A list's order. Without one: newest date first, then the latest booked (the spec's order).
 * 'soonest': earliest start first (what comes next); 'latest': latest start first (what was last).
 */
export type AppointmentOrder = 'soonest' | 'latest';

export const searchTuning = {
  /** More people than this matching a search: their appointments are read in the list's order. */
  peopleById: 200,
  /** A short search looks for matches in any order first when the pages asked for are this deep. */
  probeMax: 1000,
  /**
   * A search counts at most this many matches past the page asked for (X-Total-Count is then a
   * lower bound: the next pages stay reachable, and no request counts 1,000,000 rows).
   */
  countAhead: 250,
};

const fullName = (user: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql`(${user.firstName} || ' ' || ${user.lastName})`;

/**
 * pg_trgm finds a 'contains' match by index only when the text has three letters or digits in a
 * row; shorter texts would make it read the whole index, so they are compared row by row.
 */
const trigramFriendly = (q: string) => /[\p{L}\p{N}]{3}/u.test(q);

/**
 * The patients and doctors whose name matches (users_full_name_trgm_idx), or null when there are
 * more than searchTuning.peopleById: few ids let the database look their appointments up by index.
 */
async function peopleMatching(db: Db, pattern: string) {
  const ids = (table: typeof patients | typeof doctors) =>
    db
      .select({ id: table.id })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(ilike(fullName(users), pattern))
      .limit(searchTuning.peopleById + 1)
      .then((rows) => (rows.length > searchTuning.peopleById ? null : rows.map((r) => r.id)));
  const [patientIds, doctorIds] = await Promise.all([ids(patients), ids(doctors)]);
  return { patientIds, doctorIds };
}

interface Search {
  where: SQL | undefined;
  /** The text can use the trigram indexes. */
  indexed: boolean;
  /** The condition reads the joined names (patient_user, doctor_user). */
  joined: boolean;
}

/**
 * The search: patient or doctor name, reason, time slot or status contains the text (any case).
 * A rare match is collected from indexes (the people's ids, then their appointments, and the
 * trigram indexes of reason and time slot); a common one is read in the list's order, with each
 * row's names from the join, until the page is full. A text too short for the trigram indexes
 * that matches few people reads the appointments in order, on their own columns.
 */
async function searchOf(db: Db, q: string): Promise<Search> {
  const pattern = likePattern(q);
  const indexed = trigramFriendly(q);
  // Wrapped columns keep the planner off the trigram indexes for texts they cannot narrow.
  const text = (column: typeof appointments.reason | typeof appointments.timeSlot) =>
    indexed ? column : sql`(${column} || '')`;
  const { patientIds, doctorIds } = await peopleMatching(db, pattern);
  const joined = patientIds === null || doctorIds === null;
  const byPeople = (
    column: typeof appointments.patientId | typeof appointments.doctorId,
    user: { firstName: AnyColumn; lastName: AnyColumn },
    ids: string[] | null,
  ) =>
    ids === null
      ? ilike(fullName(user), pattern)
      : ids.length > 0
        ? inArray(column, ids)
        : undefined;
  // The five statuses are known: the ones containing the text are compared by equality.
  const needle = q.toLowerCase();
  const statuses = appointmentStatuses.filter((status) => status.includes(needle));
  return {
    joined,
    indexed,
    where: or(
      byPeople(appointments.patientId, patientUser, patientIds),
      byPeople(appointments.doctorId, doctorUser, doctorIds),
      ilike(text(appointments.reason), pattern),
      ilike(text(appointments.timeSlot), pattern),
      statuses.length > 0 ? inArray(appointments.status, statuses) : undefined,
    ),
  };
}

function whereOf(filter: AppointmentFilter, search: SQL | undefined): SQL | undefined {
  return and(
    filter.doctorId ? eq(appointments.doctorId, filter.doctorId) : undefined,
    filter.patientId ? eq(appointments.patientId, filter.patientId) : undefined,
    filter.status ? eq(appointments.status, filter.status) : undefined,
    filter.from ? gte(appointments.date, filter.from) : undefined,
    filter.to ? lte(appointments.date, filter.to) : undefined,
    filter.when ? phaseOf(filter.when, appointments) : undefined,
    search,
  );
}

/** The appointments, joined to the people's names when the condition reads them. */
function matching(db: Db, joined: boolean) {
  const from = db.select({ id: appointments.id }).from(appointments).$dynamic();
  return joined
    ? from
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .innerJoin(patientUser, eq(patientUser.id, patients.userId))
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    : from;
}

/** The planner's estimate of how many rows a query returns (it is planned, not run). */
async function estimatedRows(db: Db, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const raw = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? Infinity);
}

/** Everyone's appointments without a search: counted from the per-day counters (exact). */
async function countFromDayCounts(db: Db, filter: AppointmentFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${appointmentDayCounts.n}), 0)::int` })
    .from(appointmentDayCounts)
    .where(
      and(
        filter.status ? eq(appointmentDayCounts.status, filter.status) : undefined,
        filter.from ? gte(appointmentDayCounts.date, filter.from) : undefined,
        filter.to ? lte(appointmentDayCounts.date, filter.to) : undefined,
        filter.when ? phaseOf(filter.when, appointmentDayCounts) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

const newestFirst = [
  desc(appointments.date),
  desc(appointments.createdAt),
  desc(appointments.id),
] as const;

const byStart = {
  soonest: [
    asc(appointments.date),
    sql`${appointments.startsAt} asc nulls last`,
    asc(appointments.createdAt),
    asc(appointments.id),
  ],
  latest: [
    desc(appointments.date),
    sql`${appointments.startsAt} desc nulls last`,
    desc(appointments.createdAt),
    desc(appointments.id),
  ],
} as const;

function preparedLists(db: Db) {
  const byColumn = (
    column: typeof appointments.doctorId | typeof appointments.patientId,
    name: string,
  ) => ({
    rows: compileRows(
      selectAppointments(db)
        .where(eq(column, sql.placeholder('id')))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`careconnect_appointments_by_${name}`),
    ),
    total: db
      .select({ n: count() })
      .from(appointments)
      .where(eq(column, sql.placeholder('id')))
      .prepare(`careconnect_appointments_count_by_${name}`),
  });
  return {
    doctor: byColumn(appointments.doctorId, 'doctor'),
    patient: byColumn(appointments.patientId, 'patient'),
    // Everyone's (administrators), counted from the per-day counters.
    all: {
      rows: compileRows(
        selectAppointments(db)
          .orderBy(...newestFirst)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare('careconnect_appointments_all'),
      ),
      total: db
        .select({ n: sql<number>`coalesce(sum(${appointmentDayCounts.n}), 0)::int` })
        .from(appointmentDayCounts)
        .prepare('careconnect_appointments_count_all'),
    },
  };
}

// The lists of one doctor, one patient or everyone without filters are the common case: their
// statements are built once per database handle (and prepared by PostgreSQL).
const prepared = new WeakMap<Db, ReturnType<typeof preparedLists>>();

/** Newest first by date. */
export async function listAppointments(
  db: Db,
  filter: AppointmentFilter,
  paging: Paging,
  order?: AppointmentOrder,
): Promise<Page<AppointmentRow>> {
  const plain = !paging.q && !filter.status && !filter.from && !filter.to && !filter.when && !order;
  const ordered = order ? byStart[order] : newestFirst;
  const single =
    filter.doctorId && !filter.patientId
      ? 'doctor'
      : filter.patientId && !filter.doctorId
        ? 'patient'
        : null;
  const everyone = !filter.doctorId && !filter.patientId;
  if (plain && (single || everyone)) {
    let lists = prepared.get(db);
    if (!lists) {
      lists = preparedLists(db);
      prepared.set(db, lists);
    }
    if (!single) {
      const [rows, [total]] = await Promise.all([
        lists.all.rows.execute({ limit: paging.limit, offset: paging.offset }),
        lists.all.total.execute(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    }
    const id = (single === 'doctor' ? filter.doctorId : filter.patientId)!;
    const [rows, [total]] = await Promise.all([
      lists[single].rows.execute({ id, limit: paging.limit, offset: paging.offset }),
      lists[single].total.execute({ id }),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  const search = paging.q ? await searchOf(db, paging.q) : undefined;
  const where = whereOf(filter, search?.where);
  const rowsQuery = selectAppointments(db)
    .where(where)
    .orderBy(...ordered)
    .limit(paging.limit)
    .offset(paging.offset);
  if (search && !search.indexed && paging.offset + paging.limit <= searchTuning.probeMax) {
    // A short text may match many rows (then the list's order finds a page at once) or very few
    // (then reading in that order would visit every row through the index): the matches are first
    // looked for in any order, and when there are not more than the pages so far need, the page
    // is made of them.
    const need = paging.offset + paging.limit;
    const probe = await matching(db, search.joined)
      .where(where)
      .limit(need + 1);
    if (probe.length <= need) {
      const rows =
        probe.length === 0
          ? []
          : await selectAppointments(db)
              .where(
                inArray(
                  appointments.id,
                  probe.map((r) => r.id),
                ),
              )
              .orderBy(...ordered)
              .limit(paging.limit)
              .offset(paging.offset);
      return { rows, total: probe.length };
    }
  }
  if (search) {
    const rows = await rowsQuery;
    // A page that is not full (or a first page) tells the total without counting.
    if (rows.length < paging.limit && (rows.length > 0 || paging.offset === 0)) {
      return { rows, total: paging.offset + rows.length };
    }
    // Otherwise at most searchTuning.countAhead matches past this page are counted.
    const cap = paging.offset + paging.limit + searchTuning.countAhead;
    const matches = matching(db, search.joined).where(where);
    // A rare match is counted through its indexes: planned on its own (a materialised CTE, read
    // lazily up to the cap), because under a LIMIT the planner expects the cap to be reached early
    // and picks a sequential read with a per-row ILIKE. A common one (as the planner estimates
    // it, or names read through the join) is counted by that early-stopping read.
    const rare = search.indexed && !search.joined && (await estimatedRows(db, matches)) < cap * 4;
    const counted = (await db.execute(
      rare
        ? sql`with matches as materialized (${matches})
              select count(*)::int as n from (select 1 from matches limit ${cap}) capped`
        : sql`select count(*)::int as n from (${matches.limit(cap)}) capped`,
    )) as unknown as { rows: { n: number }[] };
    const total = Number(counted.rows[0]?.n ?? 0);
    return { rows, total, ...(total >= cap ? { totalIsLowerBound: true } : {}) };
  }
  const totalQuery =
    !filter.doctorId && !filter.patientId
      ? countFromDayCounts(db, filter)
      : db
          .select({ n: count() })
          .from(appointments)
          .where(where)
          .then(([row]) => Number(row?.n ?? 0));
  const [rows, total] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total };
}

export async function findAppointment(db: Db, id: string): Promise<AppointmentRow | null> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

/** Where an appointment is in time: the real range, and how it reads in the doctor's zone. */
export interface AppointmentTime {
  date: string;
  timeSlot: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export interface NewAppointment extends AppointmentTime {
  patientId: string;
  doctorId: string;
  reason?: string | null;
  notes?: string | null;
  /** In person when left out. */
  kind?: VisitKind;
  /** 'proposed' for a doctor's proposal to a patient outside their care. */
  status?: 'pending' | 'proposed';
}

/** Throws the database's exclusion violation (appointments_*_no_overlap) on an overlap. */
export async function insertAppointment(db: Db, appointment: NewAppointment): Promise<string> {
  const [row] = await db
    .insert(appointments)
    .values({ ...appointment, status: appointment.status ?? 'pending' })
    .returning({ id: appointments.id });
  return row!.id;
}

export interface AppointmentPatch extends Partial<AppointmentTime> {
  /** Cleared when a flagged appointment gets a real, checked time. */
  scheduleIssue?: null;
  reason?: string | null;
  notes?: string | null;
  status?: AppointmentStatus;
  patientConfirmedAt?: string | null;
  cancelReason?: string | null;
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
        sql`${appointments.status} in ('pending', 'confirmed', 'proposed')`,
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

/** The clinic's cancellation notice in hours (the migration writes the one row). */
export async function cancellationNoticeHours(db: Db): Promise<number> {
  const [row] = await db
    .select({ hours: appointmentSettings.cancellationNoticeHours })
    .from(appointmentSettings)
    .limit(1);
  return row?.hours ?? 2;
}

export async function setCancellationNoticeHours(
  db: Db,
  hours: number,
  updatedBy: string,
): Promise<void> {
  await db
    .insert(appointmentSettings)
    .values({ id: true, cancellationNoticeHours: hours, updatedBy })
    .onConflictDoUpdate({
      target: appointmentSettings.id,
      set: { cancellationNoticeHours: hours, updatedBy, updatedAt: sql`now()` },
    });
}

/** Records a reminder link's use; false when it was used before (nothing is written then). */
export async function recordLinkUse(
  db: Db,
  use: { tokenHash: string; appointmentId: string; action: 'confirm' | 'cancel' },
): Promise<boolean> {
  const rows = await db
    .insert(appointmentLinkUses)
    .values(use)
    .onConflictDoNothing()
    .returning({ tokenHash: appointmentLinkUses.tokenHash });
  return rows.length === 1;
}

export async function linkUsed(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: appointmentLinkUses.tokenHash })
    .from(appointmentLinkUses)
    .where(eq(appointmentLinkUses.tokenHash, tokenHash))
    .limit(1);
  return rows.length === 1;
}
