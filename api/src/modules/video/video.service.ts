// Video visits: who may join (the appointment's patient and doctor only, only around its time),
// the waiting room, and the signalling messages, each delivered to the other party by the live
// stream. The media go peer to peer (or through the TURN relay), never through the API.
import type { AppContext } from '../../context.js';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { appointmentsReader, type AppointmentRow } from '../appointments/appointments.read.js';
import { publishEvent } from '../events/events.service.js';
import * as repo from './video.repository.js';
import type { IceConfig, Signal, SignalBody, VideoRole, VideoRoom } from './video.schemas.js';
import { turnCredentials } from './turn-credentials.js';

const MINUTE = 60_000;
/** The visit opens this long before its start … */
export const OPENS_BEFORE_MS = 10 * MINUTE;
/** … and closes this long after its end (a visit that runs over). */
export const CLOSES_AFTER_MS = 30 * MINUTE;
/** Signals one party may send during one visit (a call with restarts needs a few hundred). */
export const MAX_SIGNALS_PER_VISIT = 2_000;
const SIGNALS_PER_READ = 200;

export const NOT_A_VIDEO_VISIT = 'This appointment is a visit in person, not a video visit.';
export const NOT_YOUR_VISIT = 'Only the patient and the doctor of this visit can join it.';
export const NOT_OPEN_YET = 'The video visit opens 10 minutes before its start.';
export const CLOSED = 'This video visit has ended.';
export const NOT_LIVE = 'This appointment is not planned any more, so its video visit is closed.';
export const NOT_ADMITTED = 'The doctor has not let you in yet.';
export const NOBODY_WAITING = 'The patient is not in the waiting room.';
export const DOCTOR_ONLY = 'Only the doctor lets the patient in.';
export const TOO_MANY_SIGNALS = 'Too many messages for this visit. Leave and join again.';

interface Visit {
  row: AppointmentRow;
  role: VideoRole;
  me: string;
  other: string;
  opensAt: number;
  closesAt: number;
}

/** The visit as the caller may use it: theirs, by video, planned (the time is checked apart). */
async function visitOf(ctx: AppContext, actor: Actor, appointmentId: string): Promise<Visit> {
  const row = await appointmentsReader.findAppointment(ctx.db, appointmentId);
  // Someone else's appointment answers as a missing one, so ids cannot be probed.
  if (!row) throw notFound('Appointment');
  const patientUser = row.patientPerson.userId;
  let role: VideoRole;
  if (actor.role === 'patient' && actor.userId === patientUser) role = 'patient';
  else if (actor.role === 'doctor' && actor.userId === row.doctorUserId) role = 'doctor';
  // An administrator may see the appointment, but the visit is the two people's alone.
  else if (actor.role === 'admin') throw forbidden(NOT_YOUR_VISIT);
  else throw notFound('Appointment');
  if (row.kind !== 'video') throw conflict(NOT_A_VIDEO_VISIT);
  if (!row.startsAt || !row.endsAt) throw conflict(NOT_LIVE);
  const opensAt = new Date(row.startsAt).getTime() - OPENS_BEFORE_MS;
  const closesAt = new Date(row.endsAt).getTime() + CLOSES_AFTER_MS;
  return {
    row,
    role,
    me: actor.userId,
    other: role === 'patient' ? row.doctorUserId : patientUser,
    opensAt,
    closesAt,
  };
}

const isLive = (row: AppointmentRow) => ['pending', 'confirmed', 'completed'].includes(row.status);

/** Refuses anything but a planned visit within its time. */
function assertOpen(ctx: AppContext, visit: Visit): void {
  if (!isLive(visit.row)) throw conflict(NOT_LIVE);
  const now = ctx.now().getTime();
  if (now < visit.opensAt) throw conflict(NOT_OPEN_YET);
  if (now > visit.closesAt) throw conflict(CLOSED);
}

async function roomOf(ctx: AppContext, visit: Visit, room?: repo.RoomRow): Promise<VideoRoom> {
  const state = room ?? (await repo.findRoom(ctx.db, visit.row.id));
  const now = ctx.now().getTime();
  return {
    appointmentId: visit.row.id,
    role: visit.role,
    opensAt: new Date(visit.opensAt).toISOString(),
    closesAt: new Date(visit.closesAt).toISOString(),
    open: isLive(visit.row) && visit.opensAt <= now && now <= visit.closesAt,
    patientWaiting: state.patientWaitingSince !== null && state.admittedAt === null,
    admitted: state.admittedAt !== null,
    doctorPresent: state.doctorJoinedAt !== null,
    lastSignalId: await repo.lastSignalTo(ctx.db, visit.row.id, visit.me),
  };
}

/** Writes a signal to the other party and wakes their live stream (when the change commits). */
async function send(
  tx: AppContext['db'],
  visit: Visit,
  type: Signal['type'],
  payload: repo.SignalPayload = {},
): Promise<void> {
  await repo.insertSignal(tx, {
    appointmentId: visit.row.id,
    fromUserId: visit.me,
    toUserId: visit.other,
    type,
    payload,
  });
  await publishEvent(tx, visit.other, 'video', { appointmentId: visit.row.id });
}

export async function room(ctx: AppContext, actor: Actor, appointmentId: string) {
  const visit = await visitOf(ctx, actor, appointmentId);
  return roomOf(ctx, visit);
}

/**
 * The patient enters the waiting room (or straight back into a call the doctor already let them
 * into, after a dropped connection); the doctor opens the visit. The other party hears "join".
 */
export async function join(ctx: AppContext, actor: Actor, appointmentId: string) {
  const visit = await visitOf(ctx, actor, appointmentId);
  assertOpen(ctx, visit);
  const now = ctx.now().toISOString();
  // The caller's newest signal before this join: what came earlier belongs to a past session.
  const state = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRoom(tx, visit.row.id);
    const patch: Partial<repo.RoomRow> =
      visit.role === 'patient' ? { patientWaitingSince: now } : { doctorJoinedAt: now };
    await repo.updateRoom(tx, visit.row.id, patch);
    await send(tx, visit, 'join');
    return { ...current, ...patch };
  });
  return roomOf(ctx, visit, state);
}

/** The doctor lets the waiting patient in; only then may either side send the call's signals. */
export async function admit(ctx: AppContext, actor: Actor, appointmentId: string) {
  const visit = await visitOf(ctx, actor, appointmentId);
  if (visit.role !== 'doctor') throw forbidden(DOCTOR_ONLY);
  assertOpen(ctx, visit);
  const state = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRoom(tx, visit.row.id);
    if (current.patientWaitingSince === null) throw conflict(NOBODY_WAITING);
    const patch: Partial<repo.RoomRow> = {
      admittedAt: current.admittedAt ?? ctx.now().toISOString(),
      doctorJoinedAt: current.doctorJoinedAt ?? ctx.now().toISOString(),
    };
    await repo.updateRoom(tx, visit.row.id, patch);
    await send(tx, visit, 'admit');
    return { ...current, ...patch };
  });
  return roomOf(ctx, visit, state);
}

/**
 * Hanging up: the caller leaves and the other party hears "leave". A patient who leaves waits
 * again next time (the doctor lets them in again).
 */
export async function leave(ctx: AppContext, actor: Actor, appointmentId: string) {
  const visit = await visitOf(ctx, actor, appointmentId);
  const state = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRoom(tx, visit.row.id);
    const patch: Partial<repo.RoomRow> =
      visit.role === 'patient'
        ? { patientWaitingSince: null, admittedAt: null }
        : { doctorJoinedAt: null };
    await repo.updateRoom(tx, visit.row.id, patch);
    await send(tx, visit, 'leave');
    return { ...current, ...patch };
  });
  return roomOf(ctx, visit, state);
}

/** An offer, answer or ICE candidate for the other party: only once the patient is let in. */
export async function signal(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: SignalBody,
): Promise<void> {
  const visit = await visitOf(ctx, actor, appointmentId);
  assertOpen(ctx, visit);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockRoom(tx, visit.row.id);
    // The waiting room holds: nothing of the call reaches the doctor (or the patient) before.
    if (current.admittedAt === null) throw conflict(NOT_ADMITTED);
    if ((await repo.countSignalsFrom(tx, visit.row.id, visit.me)) >= MAX_SIGNALS_PER_VISIT)
      throw tooManyRequests(TOO_MANY_SIGNALS);
    const { type, ...payload } = body;
    await send(tx, visit, type, payload);
  });
}

/** The signals to the caller after `after`, with the room's state. */
export async function signals(ctx: AppContext, actor: Actor, appointmentId: string, after: number) {
  const visit = await visitOf(ctx, actor, appointmentId);
  const rows = await repo.signalsTo(ctx.db, visit.row.id, visit.me, after, SIGNALS_PER_READ);
  const from: VideoRole = visit.role === 'patient' ? 'doctor' : 'patient';
  return {
    signals: rows.map((row): Signal => ({
      ...(row.payload as Partial<Signal>),
      id: row.id,
      type: row.type,
      from,
      at: new Date(row.createdAt).toISOString(),
    })),
    room: await roomOf(ctx, visit),
  };
}

/** The relay's address with credentials that expire (coturn's REST-API scheme). */
export async function iceConfig(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
): Promise<IceConfig> {
  const visit = await visitOf(ctx, actor, appointmentId);
  assertOpen(ctx, visit);
  const now = ctx.now().getTime();
  const turn = ctx.config.turn;
  if (!turn)
    return {
      iceServers: [],
      iceTransportPolicy: 'all',
      expiresAt: new Date(visit.closesAt).toISOString(),
    };
  const { username, credential, expiresAt } = turnCredentials(
    turn.secret,
    actor.userId,
    now,
    turn.ttlSeconds,
  );
  return {
    iceServers: [{ urls: turn.urls, username, credential }],
    iceTransportPolicy: 'all',
    expiresAt: new Date(expiresAt * 1000).toISOString(),
  };
}
