// Dashboard figures, computed by the database.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  appointmentDayCounts,
  appointments,
  doctors,
  healthComplaints,
  patients,
} from '../../db/schema.js';
import { addDays } from '../../lib/dates.js';
import { patientsOfDoctor } from '../patients/patients.repository.js';
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

export async function appointmentFigures(db: Db, scope: Scope, today: string) {
  const from = addDays(today, -6);
  const scoped = Boolean(scope.doctorId || scope.patientId);
  // Everyone's figures come from the per-day counters; one doctor's or patient's from their rows.
  const source = scoped
    ? sql`(select ${appointments.date} as date, ${appointments.status} as status, 1 as n from ${appointments}
           where ${and(
             scope.doctorId ? eq(appointments.doctorId, scope.doctorId) : undefined,
             scope.patientId ? eq(appointments.patientId, scope.patientId) : undefined,
           )}) a`
    : sql`${appointmentDayCounts} a`;
  const [byStatus, byDay, upcoming] = await Promise.all([
    rows<CountRow>(
      db,
      sql`select a.status as key, sum(a.n)::int as n from ${source} group by 1 having sum(a.n) > 0 order by 1`,
    ),
    rows<CountRow>(
      db,
      sql`select a.date::text as key, sum(a.n)::int as n from ${source}
          where a.date between ${from} and ${today} group by 1`,
    ),
    rows<CountRow>(
      db,
      sql`select 'upcoming' as key, coalesce(sum(a.n), 0)::int as n from ${source}
          where a.date >= ${today} and a.status in ('pending', 'confirmed')`,
    ),
  ]);
  const perDay = new Map(byDay.map((r) => [r.key, Number(r.n)]));
  const last7Days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(from, i);
    return { date, count: perDay.get(date) ?? 0 };
  });
  const week = last7Days.reduce((sum, d) => sum + d.count, 0);
  return {
    total: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    last7Days,
    averagePerDay: round1(week / 7),
    byStatus: byStatus.map((r) => ({ status: r.key, count: Number(r.n) })),
    upcoming: Number(upcoming[0]?.n ?? 0),
  };
}

export async function healthFigures(db: Db, scope: Scope) {
  const filter = scope.patientId
    ? sql`${healthComplaints.patientId} = ${scope.patientId}`
    : scope.doctorId
      ? sql`${healthComplaints.patientId} in (select ${patients.id} from ${patients} where ${patientsOfDoctor(scope.doctorId)})`
      : sql`true`;
  const byStatus = await rows<CountRow>(
    db,
    sql`select coalesce(nullif(${healthComplaints.status}, ''), 'Unknown') as key, count(*)::int as n
        from ${healthComplaints} where ${filter} group by 1 order by 2 desc, 1`,
  );
  return {
    total: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    byStatus: byStatus.map((r) => ({ status: r.key, count: Number(r.n) })),
    topStatus: byStatus[0]?.key ?? null,
  };
}

export async function ratingFigures(db: Db, t: PlanTables, scope: Scope) {
  const planFilter = scope.patientId
    ? sql`${t.plans.patientId} = ${scope.patientId}`
    : scope.doctorId
      ? sql`${t.plans.doctorId} = ${scope.doctorId}`
      : sql`true`;
  const [row] = await rows<{
    plans: number;
    ratings: number;
    latest: number | null;
    average: number | null;
  }>(
    db,
    sql`select
          (select count(*)::int from ${t.plans} where ${planFilter}) as plans,
          count(f.id)::int as ratings,
          (select f2.rating::int from ${t.feedback} f2 join ${t.plans} on ${t.plans.id} = f2.plan_id
             where ${planFilter} order by f2.updated_at desc limit 1) as latest,
          round(avg(f.rating)::numeric, 1)::float8 as average
        from ${t.feedback} f join ${t.plans} on ${t.plans.id} = f.plan_id
        where ${planFilter}`,
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
          (select count(*)::int from ${doctors} where ${doctors.deletedAt} is null and ${doctors.approvedAt} is null) as pending`,
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
    sql`select count(*)::int as n from ${patients} where ${patients.deletedAt} is null and ${patientsOfDoctor(doctorId)}`,
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
