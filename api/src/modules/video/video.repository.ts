// The only place that writes SQL for video visits. Their tables are this module's own (migration
// 0028), declared here rather than in db/schema.ts.
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import type { SignalType } from './video.schemas.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const videoRooms = pgTable('video_rooms', {
  appointmentId: uuid('appointment_id').primaryKey(),
  patientWaitingSince: at('patient_waiting_since'),
  doctorJoinedAt: at('doctor_joined_at'),
  admittedAt: at('admitted_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type SignalPayload = Record<string, unknown>;

export const videoSignals = pgTable('video_signals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  appointmentId: uuid('appointment_id').notNull(),
  fromUserId: uuid('from_user_id').notNull(),
  toUserId: uuid('to_user_id').notNull(),
  type: text('type').$type<SignalType>().notNull(),
  payload: jsonb('payload').$type<SignalPayload>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export interface RoomRow {
  patientWaitingSince: string | null;
  doctorJoinedAt: string | null;
  admittedAt: string | null;
}

const EMPTY: RoomRow = { patientWaitingSince: null, doctorJoinedAt: null, admittedAt: null };

export async function findRoom(db: Db, appointmentId: string): Promise<RoomRow> {
  const [row] = await db
    .select({
      patientWaitingSince: videoRooms.patientWaitingSince,
      doctorJoinedAt: videoRooms.doctorJoinedAt,
      admittedAt: videoRooms.admittedAt,
    })
    .from(videoRooms)
    .where(eq(videoRooms.appointmentId, appointmentId));
  return row ?? EMPTY;
}

/** Locks the room's row (made if missing) for the rest of the transaction: changes go one by one. */
export async function lockRoom(db: Db, appointmentId: string): Promise<RoomRow> {
  await db.insert(videoRooms).values({ appointmentId }).onConflictDoNothing();
  const [row] = await db
    .select({
      patientWaitingSince: videoRooms.patientWaitingSince,
      doctorJoinedAt: videoRooms.doctorJoinedAt,
      admittedAt: videoRooms.admittedAt,
    })
    .from(videoRooms)
    .where(eq(videoRooms.appointmentId, appointmentId))
    .for('update');
  return row!;
}

export async function updateRoom(
  db: Db,
  appointmentId: string,
  patch: Partial<RoomRow>,
): Promise<void> {
  await db
    .update(videoRooms)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(videoRooms.appointmentId, appointmentId));
}

export async function insertSignal(
  db: Db,
  signal: {
    appointmentId: string;
    fromUserId: string;
    toUserId: string;
    type: SignalType;
    payload: SignalPayload;
  },
): Promise<number> {
  const [row] = await db.insert(videoSignals).values(signal).returning({ id: videoSignals.id });
  return row!.id;
}

/** The signals to a user after `after`, oldest first. */
export async function signalsTo(
  db: Db,
  appointmentId: string,
  userId: string,
  after: number,
  limit: number,
) {
  return db
    .select({
      id: videoSignals.id,
      fromUserId: videoSignals.fromUserId,
      type: videoSignals.type,
      payload: videoSignals.payload,
      createdAt: videoSignals.createdAt,
    })
    .from(videoSignals)
    .where(
      and(
        eq(videoSignals.appointmentId, appointmentId),
        eq(videoSignals.toUserId, userId),
        gt(videoSignals.id, after),
      ),
    )
    .orderBy(asc(videoSignals.id))
    .limit(limit);
}

/** The newest signal's id to a user (0 when none). */
export async function lastSignalTo(db: Db, appointmentId: string, userId: string) {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${videoSignals.id}), 0)::float8` })
    .from(videoSignals)
    .where(and(eq(videoSignals.appointmentId, appointmentId), eq(videoSignals.toUserId, userId)));
  return Number(row?.id ?? 0);
}

/** How many signals a user has sent for one visit (a cap keeps one party from flooding the other). */
export async function countSignalsFrom(db: Db, appointmentId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(videoSignals)
    .where(and(eq(videoSignals.appointmentId, appointmentId), eq(videoSignals.fromUserId, userId)));
  return Number(row?.n ?? 0);
}
