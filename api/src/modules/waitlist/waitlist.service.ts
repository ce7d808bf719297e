// Earlier-time offers (the waitlist). Patients say which times suit them; when a time frees up (a
// cancellation, a move, a deletion, new hours) the waiting patients whose wishes fit are offered
// it, a few at a time in the order they joined, in the app and by email; the first to accept
// books it, in the booking's own transaction. The rounds run on the job queue; see
// docs/decisions/waitlist.md.
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Job } from 'pg-boss';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import { toIsoDateTime } from '../../lib/dates.js';
import {
  badRequest,
  conflict,
  DOUBLE_BOOKED,
  forbidden,
  HttpError,
  isUniqueViolation,
  notFound,
} from '../../lib/http-error.js';
import { waitlistOfferEmail } from '../../mail/templates/waitlist-offer.js';
import type { Actor } from '../../plugins/auth.js';
import { APPOINTMENT_EVENTS } from '../appointments/appointments.events.js';
import { appointmentsReader } from '../appointments/appointments.read.js';
import { createAppointment, type OnWrite } from '../appointments/appointments.service.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { createNotifications } from '../notifications/notifications.service.js';
import { NOT_AVAILABLE, openSlotAt, openSlotsOf } from '../scheduling/scheduling.read.js';
import * as repo from './waitlist.repository.js';
import type { JoinWaitlistBody, WaitlistSettings } from './waitlist.schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The earlier-time offers of this app (tests run a round through it). */
    waitlist: Waitlist;
  }
}

export const OFFER_TAKEN = 'This time has been taken.';
export const OFFER_EXPIRED = 'This offer has expired.';
export const OFFER_ANSWERED = 'You have already answered this offer.';
export const PATIENTS_ONLY = 'Only patients can wait for an earlier time.';
export const DOCTOR_OR_SPECIALIZATION = 'Choose a doctor or a specialization.';
export const TIMES_ORDER = 'The end time must be after the start time.';
export const UNTIL_PAST = 'The last day cannot be in the past.';
export const REPLACED_NOTE = 'It was moved to an earlier time offered from the waitlist.';

export const OFFER_QUEUE = 'waitlist-offer';
/** New hours: the waiting wishes looked at, and the free times read to fit them. */
const WISHES_PER_CHANGE = 200;
const FREE_TIMES_READ = 5000;
/** An offer needs at least this long to be answered, or it is not made. */
const SHORTEST_OFFER_MS = 60_000;
const DAY = 86_400_000;
/** The offers a patient sees: those of the last month. */
const OFFERS_KEPT_MS = 31 * DAY;

/** A round of one freed time: offer it to the next patients, or record expired offers first. */
interface RoundJob {
  doctorId: string;
  start: string;
}

export interface Waitlist extends Rounds {
  /** Runs a round of a freed time now, in this process (the queue's worker; tests). */
  runRound(doctorId: string, start: string): Promise<number>;
  /** Stops asking the queue (its worker stops with the queue). */
  close(): Promise<void>;
}

// ---- What patients ask ---------------------------------------------------------------------

function patientOf(actor: Actor): string {
  if (actor.role !== 'patient' || !actor.patientId) throw forbidden(PATIENTS_ONLY);
  return actor.patientId;
}

export async function joinWaitlist(ctx: AppContext, actor: Actor, body: JoinWaitlistBody) {
  const patientId = patientOf(actor);
  const fromMinute = repo.minuteOf(body.from);
  const toMinute = repo.minuteOf(body.to);
  if (toMinute <= fromMinute) throw badRequest(TIMES_ORDER);
  const today = ctx.now().toISOString().slice(0, 10);
  if (body.until && body.until.slice(0, 10) < today) throw badRequest(UNTIL_PAST);
  let doctorId = body.doctor ?? null;
  let specialization = body.specialization?.trim() || null;
  let appointmentId: string | null = null;
  if (body.appointment) {
    // Bringing an appointment forward: that appointment's doctor, unless they wait for any
    // doctor of a specialization.
    const row = await appointmentsReader.findAppointment(ctx.db, body.appointment);
    if (!row || row.patientId !== patientId) throw notFound('Appointment');
    if (row.status !== 'pending' && row.status !== 'confirmed')
      throw conflict(`This appointment is ${row.status} and can no longer be moved.`);
    if (!row.startsAt || Date.parse(toIsoDateTime(row.startsAt)) <= ctx.now().getTime())
      throw conflict('This appointment has already started.');
    appointmentId = row.id;
    if (!specialization) doctorId = row.doctorId;
  }
  if (doctorId && specialization) specialization = null;
  if (!doctorId && !specialization) throw badRequest(DOCTOR_OR_SPECIALIZATION);
  if (doctorId) {
    const doctor = await doctorsReader.findDoctor(ctx.db, doctorId);
    if (!doctor || !doctor.approvedAt) throw notFound('Doctor');
  }
  const entry = {
    patientId,
    doctorId,
    specialization,
    appointmentId,
    weekDays: [...body.weekDays].sort((a, b) => a - b),
    fromMinute,
    toMinute,
    until: body.until ? body.until.slice(0, 10) : null,
  };
  const save = () => ctx.db.transaction((tx) => repo.upsertEntry(tx, entry));
  let id: string;
  try {
    id = await save();
  } catch (error) {
    // The same patient joining twice at once: the second finds the first's row and changes it.
    if (!isUniqueViolation(error)) throw error;
    id = await save();
  }
  return repo.toEntry((await repo.findEntry(ctx.db, id))!);
}

export async function listMyEntries(ctx: AppContext, actor: Actor) {
  return (await repo.listEntries(ctx.db, patientOf(actor))).map(repo.toEntry);
}

export async function leaveWaitlist(ctx: AppContext, actor: Actor, id: string) {
  const patientId = patientOf(actor);
  const row = await repo.findEntry(ctx.db, id);
  if (!row || row.patientId !== patientId) throw notFound('Waitlist entry');
  await repo.endEntry(ctx.db, id, 'left');
}

export async function listMyOffers(ctx: AppContext, actor: Actor) {
  const now = ctx.now();
  const rows = await repo.listOffers(
    ctx.db,
    patientOf(actor),
    new Date(now.getTime() - OFFERS_KEPT_MS),
  );
  return rows.map((row) => repo.toOffer(row, now));
}

async function ownOffer(ctx: AppContext, actor: Actor, id: string) {
  const patientId = patientOf(actor);
  const row = await repo.findOffer(ctx.db, id);
  // Another patient's offer is not theirs to see: the same answer as none at all.
  if (!row || row.patientId !== patientId) throw notFound('Offer');
  return row;
}

function assertOpen(row: NonNullable<repo.OfferRow>, now: Date) {
  if (row.status === 'taken') throw conflict(OFFER_TAKEN);
  if (row.status === 'expired') throw conflict(OFFER_EXPIRED);
  if (row.status !== 'open') throw conflict(OFFER_ANSWERED);
  if (Date.parse(toIsoDateTime(row.expiresAt)) <= now.getTime()) throw conflict(OFFER_EXPIRED);
}

/**
 * Books the offered time for the patient: the booking's own checks and uniqueness rules, in its
 * transaction, with the offer marked accepted, the wish ended and the patient's old appointment
 * (if any) cancelled in the same transaction. The first to accept wins; the others get 409.
 */
export async function acceptOffer(ctx: AppContext, actor: Actor, id: string, onWrite?: OnWrite) {
  const row = await ownOffer(ctx, actor, id);
  const now = ctx.now();
  assertOpen(row, now);
  const start = toIsoDateTime(row.startsAt);
  const startMs = Date.parse(start);
  let replaces: string | undefined;
  let from = Date.parse(toIsoDateTime(row.entryJoinedAt));
  let reason: string | undefined;
  if (row.entryAppointmentId) {
    const old = await appointmentsReader.findAppointment(ctx.db, row.entryAppointmentId);
    if (
      old &&
      (old.status === 'pending' || old.status === 'confirmed') &&
      old.startsAt &&
      Date.parse(toIsoDateTime(old.startsAt)) > startMs
    ) {
      replaces = old.id;
      from = Date.parse(toIsoDateTime(old.startsAt));
      reason = old.reason ?? undefined;
    }
  }
  // Days between the old appointment and the new one; without one, since they joined.
  const daysGained = Math.round((Math.abs(from - startMs) / DAY) * 10) / 10;
  let told: Awaited<ReturnType<typeof repo.markTaken>> = [];
  try {
    const booked = await createAppointment(
      ctx,
      actor,
      { doctor: row.doctorId, start, ...(reason ? { reason } : {}) },
      async (tx, appointment) => {
        const accepted = await repo.markAccepted(tx, id, ctx.now(), {
          appointmentId: appointment.id,
          daysGained,
        });
        if (!accepted) throw conflict(OFFER_TAKEN);
        await repo.endEntry(tx, row.entryId, 'booked');
        told = await repo.markTaken(tx, row.doctorId, start, id);
        await tellTaken(tx, told, row);
        await onWrite?.(tx, appointment);
      },
      { replaces, replacedNote: REPLACED_NOTE },
    );
    const offer = (await repo.findOffer(ctx.db, id))!;
    return {
      offer: repo.toOffer(offer, ctx.now()),
      appointmentId: booked.id,
      replacedAppointmentId: replaces ?? null,
    };
  } catch (error) {
    // Someone else booked the time first (through an offer or not): the time is gone.
    if (
      error instanceof HttpError &&
      (error.message === DOUBLE_BOOKED || error.message === NOT_AVAILABLE)
    ) {
      const others = await repo.markTaken(ctx.db, row.doctorId, start);
      await tellTaken(ctx.db, others, row);
      throw conflict(OFFER_TAKEN);
    }
    throw error;
  }
}

async function tellTaken(
  db: Db,
  told: Awaited<ReturnType<typeof repo.markTaken>>,
  row: { doctorFirstName: string | null; doctorLastName: string | null },
) {
  await createNotifications(
    db,
    told.map((t) => ({
      userId: t.userId,
      kind: 'appointment' as const,
      emailCopy: false,
      message: `The time with Dr. ${row.doctorFirstName} ${row.doctorLastName} on ${t.date} at ${t.timeSlot} has been taken.`,
    })),
  );
}

export async function declineOffer(ctx: AppContext, actor: Actor, id: string, rounds: Rounds) {
  const row = await ownOffer(ctx, actor, id);
  assertOpen(row, ctx.now());
  if (!(await repo.markDeclined(ctx.db, id, ctx.now()))) throw conflict(OFFER_ANSWERED);
  // The next waiting patient is offered the time.
  await rounds.request(row.doctorId, toIsoDateTime(row.startsAt));
  return repo.toOffer((await repo.findOffer(ctx.db, id))!, ctx.now());
}

// ---- Settings and figures ------------------------------------------------------------------

export const readSettings = (ctx: AppContext) => repo.readSettings(ctx.db);

export async function saveSettings(ctx: AppContext, settings: WaitlistSettings) {
  await repo.saveSettings(ctx.db, settings);
  return repo.readSettings(ctx.db);
}

export async function figures(ctx: AppContext, days: number) {
  const now = ctx.now();
  return repo.figures(ctx.db, new Date(now.getTime() - days * DAY), now);
}

// ---- Rounds --------------------------------------------------------------------------------

interface RoundDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  appUrl: string;
  deliver: (mail: { to: string; subject: string; text: string; html?: string }) => Promise<void>;
  /** Plans the next round of a time (after its offers expire). */
  later: (doctorId: string, start: string, at: Date) => Promise<void>;
}

/**
 * One round of a freed time: expired offers are recorded, and while the time is still free and
 * far enough ahead, the next fitting patients are offered it until `offersAtOnce` are open. Safe to
 * run again (a retry, two instances): the rows decide, under a lock of the time.
 */
async function offerRound(deps: RoundDeps, doctorId: string, start: string): Promise<number> {
  const now = deps.now();
  const startMs = Date.parse(start);
  const slot = await openSlotAt(deps.db, doctorId, startMs, now.getTime());
  if (!slot) {
    await repo.expireAndCountOpen(deps.db, doctorId, start, now);
    return 0;
  }
  const doctor = await doctorsReader.findDoctor(deps.db, doctorId);
  if (!doctor || !doctor.approvedAt) return 0;
  const settings = await repo.readSettings(deps.db);
  // Never past the slot's minimum notice: an answer after it could no longer book it.
  const latest = slot.start - slot.rules.minimumNoticeHours * 3_600_000;
  const expiresAt = Math.min(now.getTime() + settings.offerMinutes * 60_000, latest);
  const local = DateTime.fromMillis(slot.start, { zone: slot.timeZone });
  const end = DateTime.fromMillis(slot.end, { zone: slot.timeZone });
  const time: repo.FreedTime = {
    doctorId,
    specialization: doctor.specialization,
    start,
    weekday: local.weekday,
    startMinute: local.hour * 60 + local.minute,
    endMinute: end.hasSame(local, 'day') ? end.hour * 60 + end.minute : 1440,
    date: slot.date,
  };
  const doctorName = `Dr. ${doctor.person.firstName} ${doctor.person.lastName}`;
  const made = await deps.db.transaction(async (tx) => {
    await repo.lockFreedTime(tx, doctorId, start);
    const open = await repo.expireAndCountOpen(tx, doctorId, start, now);
    const waitUntil = open.map((o) => Date.parse(toIsoDateTime(o.expiresAt)));
    if (expiresAt - now.getTime() < SHORTEST_OFFER_MS) return { offered: [], waitUntil };
    const fitting = await repo.fittingEntries(tx, time, now, settings.offersAtOnce - open.length);
    const inserted = await repo.insertOffers(
      tx,
      fitting.map((c) => ({
        entryId: c.entryId,
        patientId: c.patientId,
        doctorId,
        startsAt: start,
        endsAt: new Date(slot.end).toISOString(),
        date: slot.date,
        timeSlot: slot.timeSlot,
        timeZone: slot.timeZone,
        sentAt: now.toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
      })),
    );
    const offered = fitting.filter((c) => inserted.some((i) => i.patientId === c.patientId));
    await createNotifications(
      tx,
      offered.map((c) => ({
        userId: c.userId,
        kind: 'appointment' as const,
        // The offer's own email follows (with the time and the answer's limit).
        emailCopy: false,
        message: `An earlier time is free with ${doctorName} on ${slot.date} at ${slot.timeSlot}. Open Earlier times to accept it.`,
      })),
    );
    if (offered.length > 0) waitUntil.push(expiresAt);
    return { offered, waitUntil };
  });
  const answerBy = DateTime.fromMillis(expiresAt, { zone: slot.timeZone }).toFormat(
    'yyyy-MM-dd h:mm a',
  );
  for (const c of made.offered) {
    try {
      await deps.deliver({
        to: c.email,
        ...waitlistOfferEmail({
          firstName: c.firstName,
          doctor: doctorName,
          date: slot.date,
          timeSlot: slot.timeSlot,
          answerBy: `${answerBy} (${slot.timeZone})`,
          appUrl: deps.appUrl,
        }),
      });
    } catch (error) {
      // The offer stands and shows in the app; the email is its copy.
      deps.log.error({ err: error, offerFor: c.entryId }, 'waitlist offer email failed');
    }
  }
  // When the open offers run out unanswered, the next patients get their turn.
  if (made.waitUntil.length > 0)
    await deps.later(doctorId, start, new Date(Math.min(...made.waitUntil)));
  return made.offered.length;
}

/** Asks for rounds: on the job queue when it runs, otherwise at once in this process. */
export interface Rounds {
  request(doctorId: string, start: string): Promise<void>;
}

/**
 * Starts the waitlist: the queue's worker for the rounds, and the handlers of the changes that
 * free or take a time. Without the job queue (REMINDERS=0) a round runs in the change's handler,
 * and an offer that expires unanswered passes on at the next change of that time.
 */
export async function startWaitlist(
  ctx: AppContext,
  queue: JobQueue | null,
  log: FastifyBaseLogger,
): Promise<Waitlist> {
  const deps: RoundDeps = {
    db: ctx.db,
    now: ctx.now,
    log,
    appUrl: ctx.config.appUrl,
    deliver: (mail) => ctx.mailer.deliver(mail),
    later: async (doctorId, start, at) => {
      if (!queue) return;
      await queue.boss.send(OFFER_QUEUE, { doctorId, start } satisfies RoundJob, {
        // A second past the expiry, so the round finds the offers expired on the app's clock.
        startAfter: queue.queueTime(new Date(at.getTime() + 1000)),
        singletonKey: `${doctorId}:${start}:${at.toISOString()}`,
      });
    },
  };
  const runRound = (doctorId: string, start: string) => offerRound(deps, doctorId, start);
  let workerId: string | undefined;
  if (queue) {
    if (!(await queue.boss.getQueue(OFFER_QUEUE)))
      await queue.boss.createQueue(OFFER_QUEUE, {
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 5 * 60,
      });
    workerId = await queue.boss.work<RoundJob>(
      OFFER_QUEUE,
      { pollingIntervalSeconds: ctx.config.reminders.pollSeconds, batchSize: 1 },
      async ([job]: Job<RoundJob>[]) => {
        await runRound(job!.data.doctorId, job!.data.start);
      },
    );
  }
  const rounds: Rounds = {
    async request(doctorId, start) {
      if (!queue) return void (await runRound(doctorId, start));
      await queue.boss.send(OFFER_QUEUE, { doctorId, start } satisfies RoundJob);
      // This instance's worker fetches it now instead of at its next poll (seconds away); the
      // job stays the queue's, so another instance may take it first, or a retry after a crash.
      if (workerId) queue.boss.notifyWorker(workerId);
    },
  };
  subscribeWaitlist(ctx, rounds);
  return { ...rounds, runRound, close: async () => {} };
}

const FREEING = new Set(['appointment.cancelled', 'appointment.declined', 'appointment.deleted']);
const TAKING = new Set(['appointment.booked', 'appointment.proposed', 'appointment.accepted']);
const ENDING = new Set([
  'appointment.cancelled',
  'appointment.declined',
  'appointment.deleted',
  'appointment.completed',
  'appointment.no-show',
]);

/** The changes that free a time (offer it) or take one (its open offers are gone). */
function subscribeWaitlist(ctx: AppContext, rounds: Rounds): void {
  for (const type of APPOINTMENT_EVENTS) {
    ctx.domainEvents.on(type, 'waitlist', async (event) => {
      const row = event.appointment;
      const startsAt = row.startsAt ? toIsoDateTime(row.startsAt) : null;
      if (ENDING.has(type)) await repo.endEntriesOfAppointment(ctx.db, row.id);
      const live =
        row.status === 'pending' || row.status === 'confirmed' || row.status === 'proposed';
      if (startsAt && live && (TAKING.has(type) || event.moved)) {
        const told = await repo.markTaken(ctx.db, row.doctorId, startsAt);
        await tellTaken(ctx.db, told, {
          doctorFirstName: row.doctorPerson.firstName,
          doctorLastName: row.doctorPerson.lastName,
        });
      }
      if (event.moved && event.previousStart)
        await rounds.request(row.doctorId, toIsoDateTime(event.previousStart));
      if (FREEING.has(type) && startsAt) await rounds.request(row.doctorId, startsAt);
    });
  }
  ctx.domainEvents.on('schedule.changed', 'waitlist', async ({ doctorId }) => {
    const doctor = await doctorsReader.findDoctor(ctx.db, doctorId);
    if (!doctor) return;
    const wishes = await repo.waitingFor(
      ctx.db,
      doctorId,
      doctor.specialization,
      WISHES_PER_CHANGE,
    );
    if (wishes.length === 0) return;
    const times = await openSlotsOf(ctx.db, doctorId, ctx.now().getTime(), FREE_TIMES_READ);
    // Each wish's earliest fitting time; the round of a time then offers it in the order of joining.
    const starts = new Set<number>();
    for (const wish of wishes) {
      const before = wish.appointmentStart
        ? Date.parse(toIsoDateTime(wish.appointmentStart))
        : Infinity;
      const slot = times.find((s) => s.start < before && fits(wish, s));
      if (slot) starts.add(slot.start);
    }
    for (const start of [...starts].sort((a, b) => a - b))
      await rounds.request(doctorId, new Date(start).toISOString());
  });
}

/** Whether a time (in the doctor's zone) fits a patient's days, times of day and last day. */
export function fits(
  wish: { weekDays: number[]; fromMinute: number; toMinute: number; until: string | null },
  slot: { start: number; end: number; date: string; timeZone: string },
): boolean {
  const start = DateTime.fromMillis(slot.start, { zone: slot.timeZone });
  const end = DateTime.fromMillis(slot.end, { zone: slot.timeZone });
  const endMinute = end.hasSame(start, 'day') ? end.hour * 60 + end.minute : 1440;
  return (
    wish.weekDays.includes(start.weekday) &&
    wish.fromMinute <= start.hour * 60 + start.minute &&
    endMinute <= wish.toMinute &&
    (!wish.until || slot.date <= wish.until)
  );
}
