// Dashboard figures, computed by the database.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  appointmentDayCounts,
  appointments,
  doctors,
  healthComplaints,
  patients,
} from '../../db/schema.js';
import { addDays } from '../../lib/dates.js';
import { patientsReader } from '../patients/patients.read.js';
import type { PlanTables } from '../plans/plans.repository.js';

export interface Scope {
  doctorId?: string;
  patientId?: string;
}

interface CountRow extends Record<string, unknown> {
  key: string;
  n: number;
}

async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A period of calendar dates, both ends included and both optional ('YYYY-MM-DD', in the server's
 * time zone). Appointments count by their date; complaints, plans and ratings by the day they were
 * made (a rating by the day it was last given).
 */
export interface DateRange {
  from?: string;
  to?: string;
}

/** Midnight (server time) starting `isoDate`, as an ISO timestamp for timestamptz comparisons. */
function startOfDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toISOString();
}

/** `column` (a timestamptz) falls on a day of the range; true without a range. */
function madeIn(column: SQL | AnyColumn, range: DateRange): SQL {
  return (
    and(
      range.from ? sql`${column} >= ${startOfDay(range.from)}::timestamptz` : undefined,
      range.to ? sql`${column} < ${startOfDay(addDays(range.to, 1))}::timestamptz` : undefined,
    ) ?? sql`true`
  );
}

/** `column` (a date) is a day of the range; true without a range. */
function dayIn(column: SQL, range: DateRange): SQL {
  return (
    and(
      range.from ? sql`${column} >= ${range.from}::date` : undefined,
      range.to ? sql`${column} <= ${range.to}::date` : undefined,
    ) ?? sql`true`
  );
}

const hasRange = (range: DateRange) => Boolean(range.from || range.to);

/** Whole days from `from` to `to`, both included. */
function daysBetween(from: string, to: string): number {
  const utc = (d: string) => Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10));
  return Math.round((utc(to) - utc(from)) / 86_400_000) + 1;
}

export async function appointmentFigures(
  db: Db,
  scope: Scope,
  today: string,
  range: DateRange = {},
) {
  // Without a range: the week ending today. With one: the week ending on its last day.
  const end = range.to ?? today;
  const weekFrom = addDays(end, -6);
  const scoped = Boolean(scope.doctorId || scope.patientId);
  // Everyone's figures come from the per-day counters; one doctor's or patient's from their rows.
  const source = scoped
    ? sql`(select ${appointments.date} as date, ${appointments.status} as status, 1 as n from ${appointments}
           where ${and(
             scope.doctorId ? eq(appointments.doctorId, scope.doctorId) : undefined,
             scope.patientId ? eq(appointments.patientId, scope.patientId) : undefined,
           )}) a`
    : sql`${appointmentDayCounts} a`;
  const inRange = dayIn(sql`a.date`, range);
  const upcomingFrom = range.from && range.from > today ? range.from : today;
  const [byStatus, byDay, upcoming, rangeDays] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select a.status as key, sum(a.n)::int as n from ${source} where ${inRange}
          group by 1 having sum(a.n) > 0 order by 1`,
    ),
    rows<CountRow>(
      db,
      sql`select a.date::text as key, sum(a.n)::int as n from ${source}
          where a.date between ${weekFrom} and ${end} and ${inRange} group by 1`,
    ),
    rows<CountRow>(
      db,
      sql`select 'upcoming' as key, coalesce(sum(a.n), 0)::int as n from ${source}
          where a.date >= ${upcomingFrom} and ${inRange} and a.status in ('pending', 'confirmed')`,
    ),
    hasRange(range)
      ? rows<CountRow>(
          db,
          sql`select a.date::text as key, sum(a.n)::int as n from ${source} where ${inRange}
              group by 1 having sum(a.n) > 0 order by 1`,
        )
      : Promise.resolve(null),
  ]);
  const perDay = new Map(byDay.map((r) => [r.key, Number(r.n)]));
  const last7Days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(weekFrom, i);
    return { date, count: perDay.get(date) ?? 0 };
  });
  const total = byStatus.reduce((sum, r) => sum + Number(r.n), 0);
  const figures = {
    total,
    last7Days,
    averagePerDay: round1(last7Days.reduce((sum, d) => sum + d.count, 0) / 7),
    byStatus: byStatus.map((r) => ({ status: r.key, count: Number(r.n) })),
    upcoming: Number(upcoming[0]?.n ?? 0),
  };
  if (!rangeDays) return figures;
  // An open end of the range is closed by the first or last day that has appointments.
  const first = range.from ?? rangeDays[0]?.key;
  const last = range.to ?? rangeDays.at(-1)?.key;
  const days = first && last && first <= last ? daysBetween(first, last) : 0;
  return {
    ...figures,
    averagePerDay: days ? round1(total / days) : 0,
    byDay: rangeDays.map((r) => ({ date: r.key, count: Number(r.n) })),
  };
}

export async function healthFigures(db: Db, scope: Scope, range: DateRange = {}) {
  const filter = scope.patientId
    ? sql`${healthComplaints.patientId} = ${scope.patientId}`
    : scope.doctorId
      ? sql`${healthComplaints.patientId} in (select ${patients.id} from ${patients} where ${patientsReader.patientsOfDoctor(scope.doctorId)})`
      : sql`true`;
  const byStatus = await rows<CountRow>(
    db,
    sql`select coalesce(nullif(${healthComplaints.status}, ''), 'Unknown') as key, count(*)::int as n
        from ${healthComplaints} where ${filter} and ${madeIn(healthComplaints.createdAt, range)}
        group by 1 order by 2 desc, 1`,
  );
  return {
    total: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    byStatus: byStatus.map((r) => ({ status: r.key, count: Number(r.n) })),
    topStatus: byStatus[0]?.key ?? null,
  };
}

export async function ratingFigures(db: Db, t: PlanTables, scope: Scope, range: DateRange = {}) {
  const planFilter = scope.patientId
    ? sql`${t.plans.patientId} = ${scope.patientId}`
    : scope.doctorId
      ? sql`${t.plans.doctorId} = ${scope.doctorId}`
      : sql`true`;
  const given = madeIn(sql`f.updated_at`, range);
  const [row] = await rows<{
    plans: number;
    ratings: number;
    latest: number | null;
    average: number | null;
  }>(
    db,
    sql`select
          (select count(*)::int from ${t.plans} where ${planFilter} and ${madeIn(t.plans.createdAt, range)}) as plans,
          count(f.id)::int as ratings,
          (select f2.rating::int from ${t.feedback} f2 join ${t.plans} on ${t.plans.id} = f2.plan_id
             where ${planFilter} and ${madeIn(sql`f2.updated_at`, range)}
             order by f2.updated_at desc limit 1) as latest,
          round(avg(f.rating)::numeric, 1)::float8 as average
        from ${t.feedback} f join ${t.plans} on ${t.plans.id} = f.plan_id
        where ${planFilter} and ${given}`,
  );
  return {
    plans: Number(row?.plans ?? 0),
    ratings: Number(row?.ratings ?? 0),
    latestRating: row?.latest === null || row?.latest === undefined ? null : Number(row.latest),
    averageRating: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}

export async function peopleCounts(db: Db) {
  const [row] = await rows<{ patients: number; doctors: number; pending: number }>(
    db,
    sql`select
          (select count(*)::int from ${patients} where ${patients.deletedAt} is null) as patients,
          (select count(*)::int from ${doctors} where ${doctors.deletedAt} is null) as doctors,
          (select count(*)::int from ${doctors} where ${doctors.deletedAt} is null and ${doctors.approvedAt} is null and ${doctors.rejectedAt} is null) as pending`,
  );
  return {
    patients: Number(row?.patients ?? 0),
    doctors: Number(row?.doctors ?? 0),
    pendingDoctors: Number(row?.pending ?? 0),
  };
}

export async function countPatientsOfDoctor(db: Db, doctorId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${patients} where ${patients.deletedAt} is null and ${patientsReader.patientsOfDoctor(doctorId)}`,
  );
  return Number(row?.n ?? 0);
}

export async function countDoctorsOfPatient(db: Db, patientId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct ${appointments.doctorId})::int as n from ${appointments} where ${appointments.patientId} = ${patientId}`,
  );
  return Number(row?.n ?? 0);
}
