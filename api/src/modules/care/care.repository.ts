// The care team (care relationships) and emergency access: the only keys a doctor has to a
// patient's records.
import { and, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { personColumns } from '../../db/columns.js';
import type { Db } from '../../db/index.js';
import {
  appointments,
  careRelationships,
  doctors,
  emergencyAccesses,
  patients,
  users,
} from '../../db/schema.js';
import type { Page, Paging } from '../../lib/paging.js';

export type CareStatus = 'requested' | 'active' | 'declined' | 'ended';
export type CareOrigin = 'booking' | 'admin' | 'request';

/** SQL: the patient (`patients.id`) is in this doctor's care. */
export function inCareOf(
  doctorId: string,
  patientColumn: SQL | typeof patients.id = patients.id,
): SQL {
  return sql`${patientColumn} in (select ${careRelationships.patientId} from ${careRelationships}
    where ${careRelationships.doctorId} = ${doctorId} and ${careRelationships.status} = 'active')`;
}

export async function isInCare(db: Db, patientId: string, doctorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: careRelationships.id })
    .from(careRelationships)
    .where(
      and(
        eq(careRelationships.patientId, patientId),
        eq(careRelationships.doctorId, doctorId),
        eq(careRelationships.status, 'active'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Of these patients, the ones in the doctor's care or under a running emergency access. */
export async function reachablePatients(
  db: Db,
  doctorId: string,
  patientIds: string[],
  now: Date,
): Promise<string[]> {
  const [care, emergency] = await Promise.all([
    db
      .select({ id: careRelationships.patientId })
      .from(careRelationships)
      .where(
        and(
          eq(careRelationships.doctorId, doctorId),
          eq(careRelationships.status, 'active'),
          inArray(careRelationships.patientId, patientIds),
        ),
      ),
    db
      .select({ id: emergencyAccesses.patientId })
      .from(emergencyAccesses)
      .where(
        and(
          eq(emergencyAccesses.doctorId, doctorId),
          gt(emergencyAccesses.expiresAt, now.toISOString()),
          inArray(emergencyAccesses.patientId, patientIds),
        ),
      ),
  ]);
  return [...care, ...emergency].map((r) => r.id);
}

/** The end of the doctor's emergency access to the patient, if one is running at `now`. */
export async function emergencyAccessUntil(
  db: Db,
  patientId: string,
  doctorId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ expiresAt: emergencyAccesses.expiresAt })
    .from(emergencyAccesses)
    .where(
      and(
        eq(emergencyAccesses.patientId, patientId),
        eq(emergencyAccesses.doctorId, doctorId),
        gt(emergencyAccesses.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(emergencyAccesses.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

export interface CareRow {
  id: string;
  patientId: string;
  doctorId: string;
  status: CareStatus;
  origin: CareOrigin;
  requestedAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** Who ended it (the patient, an administrator), or null (an end nobody chose). */
  endedBy: string | null;
}

const careColumns = {
  id: careRelationships.id,
  patientId: careRelationships.patientId,
  doctorId: careRelationships.doctorId,
  status: careRelationships.status,
  origin: careRelationships.origin,
  requestedAt: careRelationships.requestedAt,
  startedAt: careRelationships.startedAt,
  endedAt: careRelationships.endedAt,
  endedBy: careRelationships.endedBy,
};

export async function findCare(db: Db, id: string): Promise<CareRow | null> {
  const [row] = await db
    .select(careColumns)
    .from(careRelationships)
    .where(eq(careRelationships.id, id))
    .limit(1);
  return (row as CareRow | undefined) ?? null;
}

export async function findCareOf(
  db: Db,
  patientId: string,
  doctorId: string,
): Promise<CareRow | null> {
  const [row] = await db
    .select(careColumns)
    .from(careRelationships)
    .where(
      and(eq(careRelationships.patientId, patientId), eq(careRelationships.doctorId, doctorId)),
    )
    .limit(1);
  return (row as CareRow | undefined) ?? null;
}

/**
 * Makes the relationship active (new, requested, declined or ended before). Answers whether it
 * was not active before, so the caller knows whether anyone needs telling.
 */
export async function startCare(
  db: Db,
  patientId: string,
  doctorId: string,
  origin: CareOrigin,
): Promise<boolean> {
  const rows = await db
    .insert(careRelationships)
    .values({ patientId, doctorId, status: 'active', origin, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [careRelationships.patientId, careRelationships.doctorId],
      set: {
        status: 'active',
        origin,
        startedAt: sql`now()`,
        endedAt: null,
        endedBy: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${careRelationships.status} <> 'active'`,
    })
    .returning({ id: careRelationships.id });
  return rows.length > 0;
}

/**
 * A doctor's request to take a patient into their care. Answers the relationship, and whether a
 * new request was made (false when one is already waiting or the patient is already in care).
 */
export async function requestCare(
  db: Db,
  patientId: string,
  doctorId: string,
): Promise<{ care: CareRow; created: boolean }> {
  const rows = await db
    .insert(careRelationships)
    .values({
      patientId,
      doctorId,
      status: 'requested',
      origin: 'request',
      requestedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [careRelationships.patientId, careRelationships.doctorId],
      set: {
        status: 'requested',
        origin: 'request',
        requestedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${careRelationships.status} in ('declined', 'ended')`,
    })
    .returning({ id: careRelationships.id });
  const care = (await findCareOf(db, patientId, doctorId))!;
  return { care, created: rows.length > 0 };
}

/**
 * Ends a relationship that a booking started once no appointment between the two is left but
 * cancelled or declined ones: a cancelled booking grants nothing.
 */
export async function endBookingCareWithoutAppointments(
  db: Db,
  patientId: string,
  doctorId: string,
): Promise<void> {
  await db.execute(sql`
    update ${careRelationships} set status = 'ended', ended_at = now(), updated_at = now()
    where ${careRelationships.patientId} = ${patientId} and ${careRelationships.doctorId} = ${doctorId}
      and ${careRelationships.status} = 'active' and ${careRelationships.origin} = 'booking'
      and not exists (
        select 1 from ${appointments} a where a.patient_id = ${patientId} and a.doctor_id = ${doctorId}
          and a.status not in ('cancelled', 'declined'))`);
}

export async function setCareStatus(
  db: Db,
  id: string,
  from: CareStatus[],
  to: CareStatus,
  byUserId?: string,
): Promise<boolean> {
  const ending = to === 'ended' || to === 'declined';
  const rows = await db
    .update(careRelationships)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'active' ? { startedAt: sql`now()`, endedAt: null, endedBy: null } : {}),
      ...(ending ? { endedAt: sql`now()`, endedBy: byUserId ?? null } : {}),
    })
    .where(and(eq(careRelationships.id, id), inArray(careRelationships.status, from)))
    .returning({ id: careRelationships.id });
  return rows.length > 0;
}

const doctorUsers = alias(users, 'care_doctor_users');

/** A patient's doctors in care and the requests waiting for their answer, newest first. */
export async function listCareTeam(db: Db, patientId: string) {
  const rows = await db
    .select({
      ...careColumns,
      specialization: doctors.specialization,
      hospital: doctors.hospital,
      doctorPerson: personColumns(doctorUsers),
    })
    .from(careRelationships)
    .innerJoin(doctors, eq(doctors.id, careRelationships.doctorId))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
    .where(
      and(
        eq(careRelationships.patientId, patientId),
        inArray(careRelationships.status, ['active', 'requested']),
        sql`${doctors.deletedAt} is null`,
      ),
    )
    .orderBy(desc(careRelationships.updatedAt), desc(careRelationships.id));
  return rows as (Omit<(typeof rows)[number], 'status' | 'origin'> & {
    status: CareStatus;
    origin: CareOrigin;
  })[];
}

/** Inside a grant's transaction: one grant for a doctor and patient at a time. */
export async function lockEmergencyAccess(tx: Db, patientId: string, doctorId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`emergency:${patientId}`}), hashtext(${doctorId}))`,
  );
}

/** How many grants a doctor had for a patient since `since`. */
export async function countEmergencyAccesses(
  db: Db,
  patientId: string,
  doctorId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emergencyAccesses)
    .where(
      and(
        eq(emergencyAccesses.patientId, patientId),
        eq(emergencyAccesses.doctorId, doctorId),
        gt(emergencyAccesses.grantedAt, since.toISOString()),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertEmergencyAccess(
  db: Db,
  grant: { patientId: string; doctorId: string; reason: string; grantedAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(emergencyAccesses)
    .values({
      patientId: grant.patientId,
      doctorId: grant.doctorId,
      reason: grant.reason,
      grantedAt: grant.grantedAt.toISOString(),
      expiresAt: grant.expiresAt.toISOString(),
    })
    .returning({ id: emergencyAccesses.id });
  return row!.id;
}

const patientUsers = alias(users, 'emergency_patient_users');
const grantingDoctorUsers = alias(users, 'emergency_doctor_users');

/** Emergency accesses, newest first: all of them, or one doctor's. */
export async function listEmergencyAccesses(db: Db, filter: { doctorId?: string }, paging: Paging) {
  const where = filter.doctorId ? eq(emergencyAccesses.doctorId, filter.doctorId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emergencyAccesses.id,
        patientId: emergencyAccesses.patientId,
        doctorId: emergencyAccesses.doctorId,
        reason: emergencyAccesses.reason,
        grantedAt: emergencyAccesses.grantedAt,
        expiresAt: emergencyAccesses.expiresAt,
        patientPerson: personColumns(patientUsers),
        patientDeletedAt: patients.deletedAt,
        doctorPerson: personColumns(grantingDoctorUsers),
        specialization: doctors.specialization,
        hospital: doctors.hospital,
      })
      .from(emergencyAccesses)
      .innerJoin(patients, eq(patients.id, emergencyAccesses.patientId))
      .innerJoin(patientUsers, eq(patientUsers.id, patients.userId))
      .innerJoin(doctors, eq(doctors.id, emergencyAccesses.doctorId))
      .innerJoin(grantingDoctorUsers, eq(grantingDoctorUsers.id, doctors.userId))
      .where(where)
      .orderBy(desc(emergencyAccesses.grantedAt), desc(emergencyAccesses.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(emergencyAccesses).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) } satisfies Page<unknown>;
}
