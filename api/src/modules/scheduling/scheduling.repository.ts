import {
  and,
  eq,
  inArray,
  isNotNull,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appointments, doctorSchedules, doctors } from '../../db/schema.js';
import { defaultRules } from './availability.js';
import type { Busy, ScheduleRules } from './slots.js';

/** Statuses that hold a time: everything but cancelled and declined. */
export const FREEING_STATUSES = ['cancelled', 'declined'];
/** Statuses of an appointment that is still ahead of both people. */
export const LIVE_STATUSES = ['pending', 'confirmed', 'proposed'];

export interface ScheduleRecord {
  rules: ScheduleRules;
  updatedAt: string | null;
}

export async function findSchedules(
  db: Db,
  doctorIds: readonly string[],
): Promise<Map<string, ScheduleRecord>> {
  const out = new Map<string, ScheduleRecord>();
  if (doctorIds.length === 0) return out;
  const rows = await db
    .select()
    .from(doctorSchedules)
    .where(inArray(doctorSchedules.doctorId, [...doctorIds]));
  const byDoctor = new Map(rows.map((r) => [r.doctorId, r]));
  for (const doctorId of doctorIds) {
    const row = byDoctor.get(doctorId);
    out.set(
      doctorId,
      row
        ? {
            rules: {
              timeZone: row.timeZone,
              slotMinutes: row.slotMinutes,
              bufferBeforeMinutes: row.bufferBeforeMinutes,
              bufferAfterMinutes: row.bufferAfterMinutes,
              minimumNoticeHours: row.minimumNoticeHours,
              horizonDays: row.horizonDays,
              maxUpcomingPerPatient: row.maxUpcomingPerPatient,
              weekly: row.weekly,
              overrides: row.overrides,
              timeOff: row.timeOff,
            },
            updatedAt: row.updatedAt,
          }
        : { rules: defaultRules(), updatedAt: null },
    );
  }
  return out;
}

export async function findSchedule(db: Db, doctorId: string): Promise<ScheduleRecord> {
  return (await findSchedules(db, [doctorId])).get(doctorId)!;
}

export async function saveSchedule(db: Db, doctorId: string, rules: ScheduleRules): Promise<void> {
  const values = { ...rules, updatedAt: sql`now()` };
  await db
    .insert(doctorSchedules)
    .values({ doctorId, ...values })
    .onConflictDoUpdate({ target: doctorSchedules.doctorId, set: values });
}

const epochMs = (column: AnyColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The times held by live appointments of some doctors (or one patient) between two instants,
 * sorted by start. `except`: an appointment being moved does not block itself.
 */
export async function busyTimes(
  db: Db,
  who: { doctorIds?: readonly string[]; patientId?: string },
  from: number,
  to: number,
  except?: string,
): Promise<(Busy & { doctorId: string })[]> {
  const conditions: (SQL | undefined)[] = [
    who.doctorIds ? inArray(appointments.doctorId, [...who.doctorIds]) : undefined,
    who.patientId ? eq(appointments.patientId, who.patientId) : undefined,
    notInArray(appointments.status, FREEING_STATUSES),
    isNotNull(appointments.startsAt),
    // The index is on the start: an appointment that began up to a day before `from` may still
    // reach into the range.
    sql`${appointments.startsAt} > ${new Date(from - 86_400_000).toISOString()}::timestamptz`,
    sql`${appointments.startsAt} < ${new Date(to).toISOString()}::timestamptz`,
    sql`${appointments.endsAt} > ${new Date(from).toISOString()}::timestamptz`,
    except ? sql`${appointments.id} <> ${except}` : undefined,
  ];
  const rows = await db
    .select({
      doctorId: appointments.doctorId,
      start: epochMs(appointments.startsAt),
      end: epochMs(appointments.endsAt),
    })
    .from(appointments)
    .where(and(...conditions))
    .orderBy(appointments.startsAt);
  return rows.map((r) => ({ doctorId: r.doctorId, start: Number(r.start), end: Number(r.end) }));
}

/** Live appointments of a patient with a doctor that start after `now`. */
export async function countUpcoming(
  db: Db,
  patientId: string,
  doctorId: string,
  now: number,
  except?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, LIVE_STATUSES),
        sql`${appointments.startsAt} > ${new Date(now).toISOString()}::timestamptz`,
        except ? sql`${appointments.id} <> ${except}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The ids of the appointments `countUpcoming` counts, soonest first. */
export async function upcomingIds(
  db: Db,
  patientId: string,
  doctorId: string,
  now: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, LIVE_STATUSES),
        sql`${appointments.startsAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(appointments.startsAt);
  return rows.map((r) => r.id);
}

/** Serialises bookings of one patient with one doctor (the upcoming-appointments cap). */
export async function lockPatientDoctor(tx: Db, patientId: string, doctorId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${patientId}), hashtext(${doctorId}))`,
  );
}

/** The upcoming live appointments of a doctor (ids and times), to test against new hours. */
export async function upcomingOfDoctor(db: Db, doctorId: string, now: number) {
  const rows = await db
    .select({
      id: appointments.id,
      start: epochMs(appointments.startsAt),
      end: epochMs(appointments.endsAt),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, LIVE_STATUSES),
        sql`${appointments.startsAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(1000);
  return rows.map((r) => ({ id: r.id, start: Number(r.start), end: Number(r.end) }));
}

/** The ids of appointments the move to real times flagged, newest date first. */
export async function scheduleIssueIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(isNotNull(appointments.scheduleIssue))
    .orderBy(sql`${appointments.date} desc`, appointments.id)
    .limit(500);
  return rows.map((r) => r.id);
}

/** Approved, present doctors, optionally of one specialization (any case). */
export async function bookableDoctorIds(db: Db, specialization?: string): Promise<string[]> {
  const rows = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(
      and(
        isNotNull(doctors.approvedAt),
        sql`${doctors.deletedAt} is null`,
        specialization
          ? sql`lower(${doctors.specialization}) = lower(${specialization})`
          : undefined,
      ),
    )
    .limit(1000);
  return rows.map((r) => r.id);
}
