// The doctor's calendar feed secret (only its hash is stored) and what the feed and the
// invitations read.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { appointments, doctors, patients, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';

/** The statuses a feed shows: the live ones and the visits that took place. */
export const FEED_STATUSES = ['pending', 'confirmed', 'proposed', 'completed'] as const;

export interface FeedOwner {
  id: string;
  userId: string;
  approved: boolean;
  feedHash: string | null;
}

/** A doctor (not deleted) and the hash of their feed secret. */
export async function findFeedOwner(db: Db, doctorId: string): Promise<FeedOwner | null> {
  const [row] = await db
    .select({
      id: doctors.id,
      userId: doctors.userId,
      approvedAt: doctors.approvedAt,
      feedHash: doctors.calendarFeedHash,
    })
    .from(doctors)
    .where(and(eq(doctors.id, doctorId), isNull(doctors.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    approved: row.approvedAt !== null,
    feedHash: row.feedHash,
  };
}

/** Replaces (or, with null, removes) the doctor's feed secret hash. */
export async function setFeedHash(db: Db, doctorId: string, hash: string | null): Promise<void> {
  await db.update(doctors).set({ calendarFeedHash: hash }).where(eq(doctors.id, doctorId));
}

/** The approved, not deleted doctor whose feed secret has this hash. */
export async function findDoctorByFeedHash(db: Db, hash: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(
      and(
        eq(doctors.calendarFeedHash, hash),
        isNull(doctors.deletedAt),
        isNotNull(doctors.approvedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export interface FeedAppointment {
  id: string;
  /** ISO instants. */
  start: string;
  end: string;
  timeZone: string;
  status: string;
  /** The appointment's revision (SEQUENCE). */
  sequence: number;
  updatedAt: string;
  /** Null once the patient was deleted. */
  patientName: string | null;
}

/**
 * The doctor's appointments that start in [from, to), earliest first, at most `limit`: only the
 * times, the status and the patient's name (never the reason or the notes).
 */
export async function listFeedAppointments(
  db: Db,
  doctorId: string,
  from: Date,
  to: Date,
  limit: number,
): Promise<FeedAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      timeZone: appointments.timeZone,
      status: appointments.status,
      sequence: appointments.sequence,
      updatedAt: appointments.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      patientDeletedAt: patients.deletedAt,
      userDeletedAt: users.deletedAt,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        inArray(appointments.status, [...FEED_STATUSES]),
        isNotNull(appointments.startsAt),
        gte(appointments.startsAt, from.toISOString()),
        lt(appointments.startsAt, to.toISOString()),
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.startsAt && row.endsAt
      ? [
          {
            id: row.id,
            start: toIsoDateTime(row.startsAt),
            end: toIsoDateTime(row.endsAt),
            timeZone: row.timeZone,
            status: row.status,
            sequence: row.sequence,
            updatedAt: toIsoDateTime(row.updatedAt),
            patientName:
              row.patientDeletedAt || row.userDeletedAt ? null : `${row.firstName} ${row.lastName}`,
          },
        ]
      : [],
  );
}
