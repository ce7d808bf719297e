// The waitlist's rows: what patients wait for (entries) and the freed times offered to them
// (offers). Matching a freed time to the wishes happens here, in one query, in the order the
// patients joined.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import {
  appointments,
  appSettings,
  doctors,
  patients,
  users,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { WaitlistEntry, WaitlistOffer } from './waitlist.schemas.js';

export type EntryStatus = (typeof waitlistEntries.$inferSelect)['status'];
export type OfferStatus = (typeof waitlistOffers.$inferSelect)['status'];

const doctorUser = alias(users, 'doctor_user');
const patientUser = alias(users, 'patient_user');

/** Minutes of the day as the screens show them ('HH:mm'). */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const minuteOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h! * 60 + m!;
};

// ---- Settings -------------------------------------------------------------------------------

export interface WaitlistSettingsRow {
  offerMinutes: number;
  offersAtOnce: number;
}

export const DEFAULT_SETTINGS: WaitlistSettingsRow = { offerMinutes: 120, offersAtOnce: 3 };
const SETTING_KEYS = {
  offerMinutes: 'waitlist_offer_minutes',
  offersAtOnce: 'waitlist_offers_at_once',
} as const;

export async function readSettings(db: Db): Promise<WaitlistSettingsRow> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(SETTING_KEYS)));
  const value = (key: string, fallback: number) => {
    const n = Number(rows.find((r) => r.key === key)?.value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    offerMinutes: value(SETTING_KEYS.offerMinutes, DEFAULT_SETTINGS.offerMinutes),
    offersAtOnce: value(SETTING_KEYS.offersAtOnce, DEFAULT_SETTINGS.offersAtOnce),
  };
}

export async function saveSettings(db: Db, settings: WaitlistSettingsRow): Promise<void> {
  for (const [name, key] of Object.entries(SETTING_KEYS)) {
    const value = String(settings[name as keyof WaitlistSettingsRow]);
    await db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  }
}

// ---- Entries --------------------------------------------------------------------------------

export interface NewEntry {
  patientId: string;
  doctorId: string | null;
  specialization: string | null;
  appointmentId: string | null;
  weekDays: number[];
  fromMinute: number;
  toMinute: number;
  until: string | null;
}

/** Adds a wish, or changes the patient's waiting one for the same doctor or specialization. */
export async function upsertEntry(db: Db, entry: NewEntry): Promise<string> {
  const wishes = {
    appointmentId: entry.appointmentId,
    weekDays: entry.weekDays,
    fromMinute: entry.fromMinute,
    toMinute: entry.toMinute,
    until: entry.until,
  };
  const [existing] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.patientId, entry.patientId),
        eq(waitlistEntries.status, 'waiting'),
        entry.doctorId
          ? eq(waitlistEntries.doctorId, entry.doctorId)
          : eq(waitlistEntries.specialization, entry.specialization!),
      ),
    )
    .for('update');
  if (existing) {
    // Their place in the order stays: they changed their wishes, they did not join again.
    await db.update(waitlistEntries).set(wishes).where(eq(waitlistEntries.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(waitlistEntries)
    .values(entry)
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

const entryColumns = {
  id: waitlistEntries.id,
  patientId: waitlistEntries.patientId,
  doctorId: waitlistEntries.doctorId,
  specialization: waitlistEntries.specialization,
  appointmentId: waitlistEntries.appointmentId,
  weekDays: waitlistEntries.weekDays,
  fromMinute: waitlistEntries.fromMinute,
  toMinute: waitlistEntries.toMinute,
  until: waitlistEntries.until,
  status: waitlistEntries.status,
  joinedAt: waitlistEntries.joinedAt,
  doctorFirstName: doctorUser.firstName,
  doctorLastName: doctorUser.lastName,
  doctorSpecialization: doctors.specialization,
  appointmentStart: appointments.startsAt,
  appointmentDate: appointments.date,
  appointmentTimeSlot: appointments.timeSlot,
};

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function selectEntries(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .leftJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .leftJoin(doctorUser, eq(doctorUser.id, doctors.userId))
    .leftJoin(appointments, eq(appointments.id, waitlistEntries.appointmentId))
    .where(where)
    .orderBy(desc(waitlistEntries.joinedAt), desc(waitlistEntries.position));
}

export function toEntry(row: EntryRow): WaitlistEntry {
  return {
    _id: row.id,
    doctor:
      row.doctorId && row.doctorFirstName !== null
        ? {
            _id: row.doctorId,
            name: `Dr. ${row.doctorFirstName} ${row.doctorLastName ?? ''}`.trim(),
            specialization: row.doctorSpecialization ?? '',
          }
        : null,
    specialization: row.specialization ?? row.doctorSpecialization ?? '',
    appointment:
      row.appointmentId && row.appointmentDate
        ? {
            _id: row.appointmentId,
            date: row.appointmentDate,
            timeSlot: row.appointmentTimeSlot ?? '',
            start: row.appointmentStart ? toIsoDateTime(row.appointmentStart) : null,
          }
        : null,
    weekDays: row.weekDays,
    from: clockOf(row.fromMinute),
    to: clockOf(row.toMinute),
    until: row.until,
    status: row.status,
    joinedAt: toIsoDateTime(row.joinedAt),
  };
}

export async function findEntry(db: Db, id: string) {
  const [row] = await selectEntries(db, and(eq(waitlistEntries.id, id)));
  return row ?? null;
}

/** A patient's entries still waiting, newest first. */
export async function listEntries(db: Db, patientId: string) {
  return selectEntries(
    db,
    and(eq(waitlistEntries.patientId, patientId), eq(waitlistEntries.status, 'waiting')),
  );
}

export async function endEntry(db: Db, id: string, status: Exclude<EntryStatus, 'waiting'>) {
  const rows = await db
    .update(waitlistEntries)
    .set({ status, endedAt: sql`now()` })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'waiting')))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/** The wishes to bring an appointment forward end with it (cancelled, deleted, done). */
export async function endEntriesOfAppointment(db: Db, appointmentId: string) {
  await db
    .update(waitlistEntries)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(
      and(eq(waitlistEntries.appointmentId, appointmentId), eq(waitlistEntries.status, 'waiting')),
    );
}

/** The wishes waiting for this doctor or their specialization, in the order they joined. */
export async function waitingFor(db: Db, doctorId: string, specialization: string, limit: number) {
  return db
    .select({
      weekDays: waitlistEntries.weekDays,
      fromMinute: waitlistEntries.fromMinute,
      toMinute: waitlistEntries.toMinute,
      until: waitlistEntries.until,
      appointmentStart: appointments.startsAt,
    })
    .from(waitlistEntries)
    .leftJoin(appointments, eq(appointments.id, waitlistEntries.appointmentId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        sql`(${waitlistEntries.doctorId} = ${doctorId} or (${waitlistEntries.doctorId} is null and lower(${waitlistEntries.specialization}) = lower(${specialization})))`,
      ),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.position))
    .limit(limit);
}

// ---- Matching -------------------------------------------------------------------------------

/** A freed time, described as the wishes are: in the doctor's zone. */
export interface FreedTime {
  doctorId: string;
  specialization: string;
  start: string;
  weekday: number;
  startMinute: number;
  endMinute: number;
  date: string;
}

export interface Candidate {
  entryId: string;
  patientId: string;
  userId: string;
  email: string;
  firstName: string;
}

/**
 * The waiting patients whose wishes fit a freed time, in the order they joined: that doctor or
 * the doctor's specialization, the day, the times, before their `until` and before the
 * appointment they want to bring forward; not offered this time before, and holding no other
 * open offer (one at a time, so nobody holds several times while others wait).
 */
export async function fittingEntries(
  db: Db,
  time: FreedTime,
  now: Date,
  limit: number,
): Promise<Candidate[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({
      entryId: waitlistEntries.id,
      patientId: waitlistEntries.patientId,
      userId: patientUser.id,
      email: patientUser.email,
      firstName: patientUser.firstName,
    })
    .from(waitlistEntries)
    .innerJoin(patients, eq(patients.id, waitlistEntries.patientId))
    .innerJoin(patientUser, eq(patientUser.id, patients.userId))
    .leftJoin(appointments, eq(appointments.id, waitlistEntries.appointmentId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        sql`${patients.deletedAt} is null and ${patientUser.deletedAt} is null`,
        sql`(${waitlistEntries.doctorId} = ${time.doctorId} or (${waitlistEntries.doctorId} is null and lower(${waitlistEntries.specialization}) = lower(${time.specialization})))`,
        sql`${time.weekday}::smallint = any(${waitlistEntries.weekDays})`,
        sql`${waitlistEntries.fromMinute} <= ${time.startMinute} and ${waitlistEntries.toMinute} >= ${time.endMinute}`,
        sql`(${waitlistEntries.until} is null or ${waitlistEntries.until} >= ${time.date}::date)`,
        sql`(${waitlistEntries.appointmentId} is null or (${appointments.status} in ('pending', 'confirmed') and ${appointments.startsAt} > ${time.start}::timestamptz))`,
        sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.doctor_id = ${time.doctorId} and o.starts_at = ${time.start}::timestamptz)`,
        sql`not exists (select 1 from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id} and o.status = 'open' and o.expires_at > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.position))
    .limit(limit);
  return rows;
}

/** One round of a freed time at a time (two rounds at once could offer it to too many). */
export async function lockFreedTime(tx: Db, doctorId: string, start: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('waitlist'), hashtext(${`${doctorId}|${start}`}))`,
  );
}

// ---- Offers ---------------------------------------------------------------------------------

export interface NewOffer {
  entryId: string;
  patientId: string;
  doctorId: string;
  startsAt: string;
  endsAt: string;
  date: string;
  timeSlot: string;
  timeZone: string;
  sentAt: string;
  expiresAt: string;
}

export async function insertOffers(db: Db, offers: NewOffer[]) {
  if (offers.length === 0) return [];
  return db
    .insert(waitlistOffers)
    .values(offers)
    .onConflictDoNothing()
    .returning({ id: waitlistOffers.id, patientId: waitlistOffers.patientId });
}

/** Open offers of a time whose answer time has passed are expired; answers what is still open. */
export async function expireAndCountOpen(db: Db, doctorId: string, start: string, now: Date) {
  await db
    .update(waitlistOffers)
    .set({ status: 'expired' })
    .where(
      and(
        eq(waitlistOffers.doctorId, doctorId),
        sql`${waitlistOffers.startsAt} = ${start}::timestamptz`,
        eq(waitlistOffers.status, 'open'),
        sql`${waitlistOffers.expiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return db
    .select({ id: waitlistOffers.id, expiresAt: waitlistOffers.expiresAt })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.doctorId, doctorId),
        sql`${waitlistOffers.startsAt} = ${start}::timestamptz`,
        eq(waitlistOffers.status, 'open'),
      ),
    );
}

/**
 * The open offers of a time become `taken` (someone booked it); answers whom to tell. `except`:
 * the offer that won it.
 */
export async function markTaken(
  db: Db,
  doctorId: string,
  start: string,
  except?: string,
): Promise<{ id: string; userId: string; date: string; timeSlot: string }[]> {
  const rows = await db
    .update(waitlistOffers)
    .set({ status: 'taken', answeredAt: sql`now()` })
    .where(
      and(
        eq(waitlistOffers.doctorId, doctorId),
        sql`${waitlistOffers.startsAt} = ${start}::timestamptz`,
        eq(waitlistOffers.status, 'open'),
        except ? sql`${waitlistOffers.id} <> ${except}` : undefined,
      ),
    )
    .returning({
      id: waitlistOffers.id,
      patientId: waitlistOffers.patientId,
      date: waitlistOffers.date,
      timeSlot: waitlistOffers.timeSlot,
    });
  if (rows.length === 0) return [];
  const owners = await db
    .select({ patientId: patients.id, userId: patients.userId })
    .from(patients)
    .where(
      inArray(
        patients.id,
        rows.map((r) => r.patientId),
      ),
    );
  const userOf = new Map(owners.map((o) => [o.patientId, o.userId]));
  return rows.map((r) => ({
    id: r.id,
    userId: userOf.get(r.patientId)!,
    date: r.date,
    timeSlot: r.timeSlot,
  }));
}

/** Accepts an open offer not yet expired; false when it is no longer open. */
export async function markAccepted(
  db: Db,
  id: string,
  now: Date,
  outcome: { appointmentId: string; daysGained: number },
): Promise<boolean> {
  const rows = await db
    .update(waitlistOffers)
    .set({ status: 'accepted', answeredAt: now.toISOString(), ...outcome })
    .where(
      and(
        eq(waitlistOffers.id, id),
        eq(waitlistOffers.status, 'open'),
        sql`${waitlistOffers.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

export async function markDeclined(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlistOffers)
    .set({ status: 'declined', answeredAt: now.toISOString() })
    .where(and(eq(waitlistOffers.id, id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  return rows.length > 0;
}

const offerColumns = {
  id: waitlistOffers.id,
  entryId: waitlistOffers.entryId,
  patientId: waitlistOffers.patientId,
  doctorId: waitlistOffers.doctorId,
  startsAt: waitlistOffers.startsAt,
  endsAt: waitlistOffers.endsAt,
  date: waitlistOffers.date,
  timeSlot: waitlistOffers.timeSlot,
  timeZone: waitlistOffers.timeZone,
  status: waitlistOffers.status,
  sentAt: waitlistOffers.sentAt,
  expiresAt: waitlistOffers.expiresAt,
  answeredAt: waitlistOffers.answeredAt,
  appointmentId: waitlistOffers.appointmentId,
  daysGained: waitlistOffers.daysGained,
  doctorFirstName: doctorUser.firstName,
  doctorLastName: doctorUser.lastName,
  specialization: doctors.specialization,
  entryAppointmentId: waitlistEntries.appointmentId,
  entryJoinedAt: waitlistEntries.joinedAt,
  entryStatus: waitlistEntries.status,
};

function selectOffers(db: Db) {
  return db
    .select(offerColumns)
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .innerJoin(doctorUser, eq(doctorUser.id, doctors.userId));
}

export type OfferRow = Awaited<ReturnType<typeof findOffer>> & {};

export async function findOffer(db: Db, id: string, lock = false) {
  const query = selectOffers(db).where(eq(waitlistOffers.id, id));
  const [row] = lock ? await query.for('update', { of: waitlistOffers }) : await query;
  return row ?? null;
}

/** A patient's offers, newest first (the recent ones: a month). */
export async function listOffers(db: Db, patientId: string, since: Date) {
  return selectOffers(db)
    .where(
      and(
        eq(waitlistOffers.patientId, patientId),
        sql`${waitlistOffers.sentAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(waitlistOffers.sentAt), desc(waitlistOffers.id))
    .limit(100);
}

/** An open offer whose answer time has passed reads as expired (the next round records it). */
export function toOffer(row: NonNullable<OfferRow>, now: Date): WaitlistOffer {
  const expired =
    row.status === 'open' && Date.parse(toIsoDateTime(row.expiresAt)) <= now.getTime();
  return {
    _id: row.id,
    status: expired ? 'expired' : row.status,
    doctor: {
      _id: row.doctorId,
      name: `Dr. ${row.doctorFirstName} ${row.doctorLastName}`.trim(),
      specialization: row.specialization,
    },
    start: toIsoDateTime(row.startsAt),
    end: toIsoDateTime(row.endsAt),
    date: row.date,
    timeSlot: row.timeSlot,
    timeZone: row.timeZone,
    sentAt: toIsoDateTime(row.sentAt),
    expiresAt: toIsoDateTime(row.expiresAt),
    answeredAt: row.answeredAt ? toIsoDateTime(row.answeredAt) : null,
    appointmentId: row.appointmentId,
  };
}

/** The entry an offer was made for, locked (accepting ends it). */
export async function lockEntry(db: Db, id: string) {
  const [row] = await db
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      appointmentId: waitlistEntries.appointmentId,
      joinedAt: waitlistEntries.joinedAt,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update');
  return row ?? null;
}

// ---- Figures --------------------------------------------------------------------------------

/** Offers sent, accepted, declined, expired and taken since `since`, and the days gained. */
export async function figures(db: Db, since: Date, now: Date) {
  const [row] = await db
    .select({
      sent: sql<number>`count(*)::int`,
      accepted: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'accepted'))::int`,
      declined: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'declined'))::int`,
      expired: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'expired' or (${waitlistOffers.status} = 'open' and ${waitlistOffers.expiresAt} <= ${now.toISOString()}::timestamptz)))::int`,
      taken: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'taken'))::int`,
      open: sql<number>`(count(*) filter (where ${waitlistOffers.status} = 'open' and ${waitlistOffers.expiresAt} > ${now.toISOString()}::timestamptz))::int`,
      daysGained: sql<number | null>`sum(${waitlistOffers.daysGained})::float8`,
      medianDaysGained: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by ${waitlistOffers.daysGained}) filter (where ${waitlistOffers.status} = 'accepted'))::float8`,
    })
    .from(waitlistOffers)
    .where(sql`${waitlistOffers.sentAt} >= ${since.toISOString()}::timestamptz`);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'));
  return {
    waiting: Number(waiting?.n ?? 0),
    sent: Number(row?.sent ?? 0),
    accepted: Number(row?.accepted ?? 0),
    declined: Number(row?.declined ?? 0),
    expired: Number(row?.expired ?? 0),
    taken: Number(row?.taken ?? 0),
    open: Number(row?.open ?? 0),
    daysGained: row?.daysGained == null ? 0 : Math.round(Number(row.daysGained) * 10) / 10,
    medianDaysGained:
      row?.medianDaysGained == null ? null : Math.round(Number(row.medianDaysGained) * 10) / 10,
  };
}
