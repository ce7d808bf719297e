// Booking and the appointment life cycle: who may do what, double bookings, and the event each
// change emits (what follows it is handled by the modules that care, see appointments.events.ts).
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import {
  badRequest,
  conflict,
  DOUBLE_BOOKED,
  forbidden,
  isExclusionViolation,
  notFound,
} from '../../lib/http-error.js';
import { normaliseTimeSlot } from '../../lib/time-slots.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import type { AppointmentEmailEvent } from '../../mail/templates/appointment-update.js';
import { careReader } from '../care/care.read.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { patientsReader } from '../patients/patients.read.js';
import {
  assertBookable,
  chosenSlot,
  PATIENT_BUSY_OTHER,
  PATIENT_BUSY_SELF,
  type ChosenSlot,
} from '../scheduling/scheduling.read.js';
import { appointmentChanged } from './appointments.events.js';
import type { AppointmentEvent } from './appointments.messages.js';
import * as repo from './appointments.repository.js';
import type {
  AppointmentStatus,
  CreateAppointmentBody,
  RescheduleBody,
  UpdateAppointmentBody,
  VisitKind,
} from './appointments.schemas.js';
import { visibleOrNull } from '../../lib/text.js';
import { httpErrors } from '@fastify/sensible';
import { toIsoDateTime } from '../../lib/dates.js';
import { fullName } from '../common/people.js';
import { linkHash, readAppointmentLink } from './appointment-links.js';
import type { LinkView } from './appointments.schemas.js';

/** Called inside a change's transaction with the changed row (the audit trail writes there). */
export type OnWrite = (tx: Db, row: repo.AppointmentRow) => Promise<void>;

/**
 * The database's last word on overlaps (a race two bookings both won the checks for): the
 * doctor's constraint is the spec's 409, the patient's says whose time it is.
 */
function overlapConflict(error: unknown, actor: Actor): Error | null {
  if (isExclusionViolation(error, 'appointments_doctor_no_overlap')) return conflict(DOUBLE_BOOKED);
  if (isExclusionViolation(error, 'appointments_patient_no_overlap'))
    return conflict(actor.role === 'patient' ? PATIENT_BUSY_SELF : PATIENT_BUSY_OTHER);
  return null;
}

function timeOf(slot: ChosenSlot): repo.AppointmentTime {
  return {
    date: slot.date,
    timeSlot: slot.timeSlot,
    startsAt: new Date(slot.start).toISOString(),
    endsAt: new Date(slot.end).toISOString(),
    timeZone: slot.timeZone,
  };
}

/** A doctor sees a patient's contact details only while the patient is theirs to reach. */
export async function presentAppointments(
  ctx: AppContext,
  actor: Actor,
  rows: repo.AppointmentRow[],
) {
  if (actor.role !== 'doctor') return rows.map((row) => repo.toAppointment(row));
  const reachable = await careReader.reachableAmong(
    ctx.db,
    actor.doctorId!,
    rows.map((row) => row.patientId),
    ctx.now(),
  );
  return rows.map((row) =>
    repo.toAppointment(row, reachable.has(row.patientId) ? 'contact' : 'names'),
  );
}

/** The appointment if the caller takes part in it (or is an administrator); otherwise 404. */
export async function visibleAppointment(ctx: AppContext, actor: Actor, id: string) {
  assertMaySeePatientData(actor);
  const row = await repo.findAppointment(ctx.db, id);
  if (!row) throw notFound('Appointment');
  if (actor.role === 'patient' && row.patientId !== actor.patientId) throw notFound('Appointment');
  if (actor.role === 'doctor' && row.doctorId !== actor.doctorId) throw notFound('Appointment');
  return row;
}

export const NO_VIDEO_HERE = 'This time is for visits in person. Choose a time offered by video.';
export const NO_VISIT_IN_PERSON_HERE =
  'This time is for video visits only. Choose a time offered in person.';

/** A visit keeps its kind: it is booked or moved only into a slot that offers that kind. */
function assertKindFits(slot: ChosenSlot, kind: VisitKind): void {
  if (!slot.kinds.includes(kind))
    throw badRequest(kind === 'video' ? NO_VIDEO_HERE : NO_VISIT_IN_PERSON_HERE);
}

export const DATE_OF_BIRTH_FIRST =
  'Please add your date of birth to your profile before booking an appointment.';

/**
 * What else a booking does in its transaction. `replaces`: the patient's own live appointment it
 * takes the place of, cancelled first in the same transaction (an earlier time accepted from the
 * waitlist), so that the booking's checks no longer count it and a failed booking keeps it.
 */
export interface BookingOptions {
  replaces?: string;
  /** Why the replaced appointment was cancelled (what the people are told). */
  replacedNote?: string;
}

export async function createAppointment(
  ctx: AppContext,
  actor: Actor,
  body: CreateAppointmentBody,
  onWrite?: OnWrite,
  options: BookingOptions = {},
) {
  assertMaySeePatientData(actor);
  let patientId = body.patient;
  let doctorId = body.doctor;
  if (actor.role === 'patient') {
    if (patientId && patientId !== actor.patientId)
      throw forbidden('Patients can only book appointments for themselves.');
    patientId = actor.patientId ?? undefined;
  }
  if (actor.role === 'doctor') {
    if (doctorId && doctorId !== actor.doctorId)
      throw forbidden('Doctors can only book appointments for themselves.');
    doctorId = actor.doctorId ?? undefined;
  }
  if (!patientId) throw badRequest('Patient is required');
  if (!doctorId) throw badRequest('Doctor is required');

  const [patient, doctor] = await Promise.all([
    patientsReader.findPatient(ctx.db, patientId),
    doctorsReader.findDoctor(ctx.db, doctorId),
  ]);
  if (!patient) throw notFound('Patient');
  if (!doctor || (actor.role === 'patient' && !doctor.approvedAt)) throw notFound('Doctor');
  // Two identifiers (name and date of birth) tell patients apart; a patient gives theirs before
  // their first booking. Staff may book for someone whose date of birth they do not know yet.
  if (actor.role === 'patient' && !(await patientsReader.dateOfBirthOf(ctx.db, patientId)))
    throw badRequest(DATE_OF_BIRTH_FIRST);
  if (!doctor.approvedAt)
    throw badRequest(
      'This doctor account is awaiting administrator approval and cannot be booked yet.',
    );

  // A doctor's booking for a patient outside their care is a proposal: it waits for the patient,
  // and grants nothing until they accept it (the care module records the request it carries).
  const proposal =
    actor.role === 'doctor' && !(await careReader.isInCare(ctx.db, patientId, doctorId));
  if (proposal)
    await careReader.assertMayAsk(
      ctx.db,
      { id: patientId, userId: patient.person.userId },
      doctorId,
      ctx.now(),
    );
  const now = ctx.now().getTime();
  const slot = await chosenSlot(ctx.db, actor, doctorId, body, now);
  const kind = body.kind ?? 'in_person';
  assertKindFits(slot, kind);
  try {
    return await ctx.domainEvents.transaction(async (tx, emit) => {
      if (options.replaces) {
        const old = await repo.findAppointment(tx, options.replaces);
        if (!old || old.patientId !== patientId) throw notFound('Appointment');
        const status = old.status as AppointmentStatus;
        if (status !== 'pending' && status !== 'confirmed')
          throw conflict(`This appointment is ${status} and can no longer be moved.`);
        await repo.updateAppointment(tx, old.id, { status: 'cancelled' });
        const cancelled = (await repo.findAppointment(tx, old.id))!;
        emit(
          appointmentChanged('cancelled', cancelled, {
            by: by(actor),
            email: 'cancelled',
            note: options.replacedNote ?? '',
          }),
        );
      }
      await assertBookable(tx, actor, slot, { patientId, doctorId }, now);
      const id = await repo.insertAppointment(tx, {
        patientId,
        doctorId,
        ...timeOf(slot),
        reason: visibleOrNull(body.reason),
        notes: visibleOrNull(body.notes),
        kind,
        status: proposal ? 'proposed' : 'pending',
      });
      const row = (await repo.findAppointment(tx, id))!;
      await onWrite?.(tx, row);
      emit(
        appointmentChanged(proposal ? 'proposed' : 'booked', row, {
          by: by(actor),
          email: 'booked',
        }),
      );
      return row;
    });
  } catch (error) {
    throw overlapConflict(error, actor) ?? error;
  }
}

/** Who made a change, as its event says. */
const by = (actor: Actor) => ({ role: actor.role, userId: actor.userId });

/** The invitation email a change sends the patient, if any (a cancellation wins over a move). */
function emailEvent(
  status: AppointmentStatus | undefined,
  moved: boolean,
): AppointmentEmailEvent | null {
  if (status === 'cancelled' || status === 'declined' || status === 'confirmed') return status;
  return moved ? 'moved' : null;
}

const FINAL: AppointmentStatus[] = ['completed', 'cancelled', 'no-show', 'declined'];

/** What happened at a visit: recorded only once the visit has begun. */
const OUTCOMES: AppointmentStatus[] = ['completed', 'no-show'];

export const NOT_STARTED =
  'An appointment can be marked completed or no-show only once it has started.';
export const ALREADY_STARTED =
  'This appointment has already started and can no longer be moved. Record what happened instead.';

/**
 * The one rule of time for every clinical action (docs/decisions/clinical-actions-in-the-past.md):
 * nobody but an administrator books or moves an appointment into the past (chosenSlot refuses a
 * start that has passed), moves one that has begun, or records an outcome before it begins.
 * Administrators correct the record and are not bound by it.
 */
function assertTimeRule(
  actor: Actor,
  startsAt: string | null,
  change: { moved: boolean; status?: AppointmentStatus },
  now: number,
): void {
  if (actor.role === 'admin' || !startsAt) return;
  const started = new Date(startsAt).getTime() <= now;
  if (change.moved && started) throw conflict(ALREADY_STARTED);
  if (change.status && OUTCOMES.includes(change.status) && !started) throw conflict(NOT_STARTED);
}

/**
 * The life cycle: pending → confirmed → completed | no-show, and cancelled from pending or
 * confirmed. A doctor confirms, completes or marks no-show and may cancel; a patient may only
 * cancel; an administrator may set any status.
 */
export function checkTransition(
  role: Actor['role'],
  from: AppointmentStatus,
  to: AppointmentStatus,
): void {
  if (from === to || role === 'admin') return;
  if (role === 'patient' && from === 'proposed') {
    // The patient answers a doctor's proposal.
    if (to !== 'confirmed' && to !== 'declined')
      throw forbidden('Accept or decline this proposed appointment.');
    return;
  }
  if (role === 'patient') {
    if (to !== 'cancelled') throw forbidden('Patients can only cancel their appointments.');
    if (from !== 'pending' && from !== 'confirmed')
      throw conflict(`This appointment is ${from} and can no longer be cancelled.`);
    return;
  }
  const allowed: Record<AppointmentStatus, AppointmentStatus[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['completed', 'no-show', 'cancelled'],
    completed: [],
    cancelled: [],
    'no-show': [],
    // The doctor may withdraw a proposal; only the patient accepts or declines it.
    proposed: ['cancelled'],
    declined: [],
  };
  if (from === 'proposed' && to !== 'cancelled')
    throw conflict("This proposed appointment waits for the patient's answer.");
  if (!allowed[from].includes(to)) {
    throw conflict(
      FINAL.includes(from)
        ? `This appointment is ${from} and can no longer be changed to ${to}.`
        : `A ${from} appointment cannot be changed to ${to}; confirm it first.`,
    );
  }
}

const statusEvent: Record<AppointmentStatus, AppointmentEvent> = {
  pending: 'booked',
  confirmed: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
  'no-show': 'no-show',
  proposed: 'proposed',
  declined: 'declined',
};

export async function updateAppointment(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: UpdateAppointmentBody,
  onWrite?: OnWrite,
) {
  if (actor.role === 'patient')
    throw forbidden('Patients can cancel an appointment but not change it.');
  const current = await visibleAppointment(ctx, actor, id);
  const currentStatus = current.status as AppointmentStatus;
  const date = body.date !== undefined ? body.date.slice(0, 10) : current.date;
  const requested = body.timeSlot !== undefined ? body.timeSlot : current.timeSlot;
  const moved =
    (body.date !== undefined && date !== current.date) ||
    (body.timeSlot !== undefined && normaliseTimeSlot(requested) !== current.timeSlot);
  const status = body.status;
  if (status) checkTransition(actor.role, currentStatus, status);
  const finalStatus = status ?? currentStatus;
  if (moved && FINAL.includes(finalStatus) && actor.role !== 'admin') {
    throw conflict(`This appointment is ${finalStatus} and can no longer be moved.`);
  }
  const now = ctx.now().getTime();
  assertTimeRule(actor, current.startsAt, { moved, status }, now);
  const slot = moved
    ? await chosenSlot(ctx.db, actor, current.doctorId, { date, timeSlot: requested }, now)
    : undefined;
  if (slot) assertKindFits(slot, current.kind);
  try {
    return await ctx.domainEvents.transaction(async (tx, emit) => {
      if (slot && !FINAL.includes(finalStatus))
        await assertBookable(
          tx,
          actor,
          slot,
          { patientId: current.patientId, doctorId: current.doctorId, except: id },
          now,
        );
      await repo.updateAppointment(tx, id, {
        // The patient's confirmation was of the old time.
        ...(slot ? { ...timeOf(slot), scheduleIssue: null, patientConfirmedAt: null } : {}),
        reason: body.reason === undefined ? undefined : visibleOrNull(body.reason),
        notes: body.notes === undefined ? undefined : visibleOrNull(body.notes),
        status,
      });
      const row = (await repo.findAppointment(tx, id))!;
      await onWrite?.(tx, row);
      const changed = status && status !== currentStatus ? status : undefined;
      emit(
        appointmentChanged(changed ? statusEvent[changed] : moved ? 'moved' : 'updated', row, {
          by: by(actor),
          moved,
          previousStart: current.startsAt,
          email: emailEvent(changed, moved),
        }),
      );
      return row;
    });
  } catch (error) {
    throw overlapConflict(error, actor) ?? error;
  }
}

const LIVE: AppointmentStatus[] = ['pending', 'confirmed', 'proposed'];

/**
 * Moves a live appointment to another free slot in one statement (same id, history kept): the
 * patient their own, not within the doctor's notice (back to pending, for the doctor to confirm
 * again); the doctor their own; an administrator any. The other people are told.
 */
export async function rescheduleAppointment(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: RescheduleBody,
  onWrite?: OnWrite,
) {
  const current = await visibleAppointment(ctx, actor, id);
  const status = current.status as AppointmentStatus;
  if (!LIVE.includes(status))
    throw conflict(`This appointment is ${status} and can no longer be moved.`);
  if (actor.role === 'patient' && status === 'proposed')
    throw forbidden('Accept or decline this proposed appointment.');
  if (body.start === undefined && body.date === undefined)
    throw badRequest('Choose the new time of the appointment.');
  const now = ctx.now().getTime();
  assertTimeRule(actor, current.startsAt, { moved: true }, now);
  const slot = await chosenSlot(ctx.db, actor, current.doctorId, body, now);
  assertKindFits(slot, current.kind);
  if (actor.role === 'patient' && current.startsAt) {
    const noticeEnds = now + slot.rules.minimumNoticeHours * 3_600_000;
    if (new Date(current.startsAt).getTime() < noticeEnds)
      throw conflict(
        `Appointments can be moved up to ${slot.rules.minimumNoticeHours} hours before they start. Please contact the clinic.`,
      );
  }
  if (current.startsAt && new Date(current.startsAt).getTime() === slot.start) return current;
  try {
    return await ctx.domainEvents.transaction(async (tx, emit) => {
      await assertBookable(
        tx,
        actor,
        slot,
        { patientId: current.patientId, doctorId: current.doctorId, except: id },
        now,
      );
      await repo.updateAppointment(tx, id, {
        ...timeOf(slot),
        scheduleIssue: null,
        // The patient's confirmation was of the old time.
        patientConfirmedAt: null,
        status: actor.role === 'patient' && status === 'confirmed' ? 'pending' : undefined,
      });
      const row = (await repo.findAppointment(tx, id))!;
      await onWrite?.(tx, row);
      emit(
        appointmentChanged('moved', row, {
          by: by(actor),
          previousStart: current.startsAt,
          email: 'moved',
        }),
      );
      return row;
    });
  } catch (error) {
    throw overlapConflict(error, actor) ?? error;
  }
}

export async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: AppointmentStatus,
  onWrite?: OnWrite,
  /** Why it is cancelled (kept with 'cancelled' only). */
  reason?: string,
) {
  const current = await visibleAppointment(ctx, actor, id);
  const from = current.status as AppointmentStatus;
  checkTransition(actor.role, from, status);
  if (from === status) return current;
  assertTimeRule(actor, current.startsAt, { moved: false, status }, ctx.now().getTime());
  if (actor.role === 'patient' && status === 'cancelled')
    await assertMayCancelOnline(ctx, current.startsAt);
  const answer = from === 'proposed' && actor.role === 'patient';
  try {
    return await ctx.domainEvents.transaction(async (tx, emit) => {
      await repo.updateAppointment(tx, id, {
        status,
        ...(status === 'cancelled' ? { cancelReason: visibleOrNull(reason) } : {}),
      });
      const row = (await repo.findAppointment(tx, id))!;
      await onWrite?.(tx, row);
      emit(
        appointmentChanged(
          answer && status === 'confirmed' ? 'accepted' : statusEvent[status],
          row,
          {
            by: by(actor),
            email: emailEvent(status, false),
          },
        ),
      );
      return row;
    });
  } catch (error) {
    // Reopening a cancelled appointment whose time was taken meanwhile.
    throw overlapConflict(error, actor) ?? error;
  }
}

/** Deletes an appointment; answers the removed row (for the audit trail). */
export async function removeAppointment(ctx: AppContext, actor: Actor, id: string) {
  if (actor.role === 'patient')
    throw forbidden('Patients cannot delete appointments; cancel it instead.');
  const row = await visibleAppointment(ctx, actor, id);
  await ctx.domainEvents.transaction(async (tx, emit) => {
    await repo.deleteAppointment(tx, row.id);
    emit(appointmentChanged('deleted', row, { by: by(actor) }));
  });
  return row;
}

// ---------------------------------------------------------------- the patient's confirmation

/** The words of the clinic's cancellation notice, shown before the patient tries. */
export function cancellationNoticeText(hours: number): string {
  return `Online cancelling closes ${hours === 1 ? '1 hour' : `${hours} hours`} before the appointment. After that, please call the clinic.`;
}

/** The refusal once the notice has begun. */
export function cancellingClosedText(hours: number): string {
  return `Online cancelling closed ${hours === 1 ? '1 hour' : `${hours} hours`} before the appointment. Please call the clinic to cancel.`;
}

/** Whether the clinic's notice has begun for an appointment starting at `startsAt`. */
function noticeBegun(hours: number, startsAt: string | null, now: number): boolean {
  if (hours === 0 || !startsAt) return false;
  return new Date(startsAt).getTime() - hours * 3_600_000 <= now;
}

/** Patients cancel online only before the clinic's notice (staff are not bound by it). */
async function assertMayCancelOnline(ctx: AppContext, startsAt: string | null): Promise<void> {
  const hours = await repo.cancellationNoticeHours(ctx.db);
  if (noticeBegun(hours, startsAt, ctx.now().getTime()))
    throw conflict(cancellingClosedText(hours));
}

export const CONFIRM_TOO_LATE = 'This appointment has already started.';
export const PATIENT_CONFIRMS_OWN = 'Only the patient can confirm that they will come.';

/**
 * The patient says they will come (their Confirm button or a reminder's link): recorded apart from
 * the doctor's confirmation (the status), once; a live event refreshes the doctor's screens.
 */
export async function confirmAttendance(
  ctx: AppContext,
  actor: Actor,
  id: string,
  onWrite?: OnWrite,
) {
  if (actor.role !== 'patient') throw forbidden(PATIENT_CONFIRMS_OWN);
  const current = await visibleAppointment(ctx, actor, id);
  return ctx.domainEvents.transaction(async (tx, emit) => {
    const row = await markConfirmed(ctx, tx, current);
    if (row === current) return row;
    await onWrite?.(tx, row);
    emit(appointmentChanged('updated', row, { by: by(actor) }));
    return row;
  });
}

/** Sets the patient's confirmation; answers the row as it is then (the same row when it was set). */
async function markConfirmed(ctx: AppContext, tx: Db, current: repo.AppointmentRow) {
  const status = current.status as AppointmentStatus;
  if (status !== 'pending' && status !== 'confirmed')
    throw conflict(`This appointment is ${status} and can no longer be confirmed.`);
  if (current.startsAt && new Date(current.startsAt).getTime() <= ctx.now().getTime())
    throw conflict(CONFIRM_TOO_LATE);
  if (current.patientConfirmedAt) return current;
  await repo.updateAppointment(tx, current.id, { patientConfirmedAt: ctx.now().toISOString() });
  return (await repo.findAppointment(tx, current.id))!;
}

// ---------------------------------------------------------------- the reminders' one-tap links

export const LINK_INVALID = 'This link is not valid. Open the link from the email again.';
export const LINK_EXPIRED = 'This link has expired: the appointment has already started.';
export const LINK_MOVED =
  'This link is out of date: the appointment was moved. Use the links of the latest reminder, or sign in to see it.';
export const ALREADY_CONFIRMED = 'You have already confirmed this appointment.';
export const ALREADY_CANCELLED = 'This appointment is already cancelled.';
export const CONFIRMED_BY_LINK = 'Thank you: your appointment is confirmed.';
export const CANCELLED_BY_LINK = 'Your appointment is cancelled.';

/** The link's claims and its appointment, or the clear refusal a page shows. */
async function linkTarget(ctx: AppContext, token: string) {
  const claims = readAppointmentLink(ctx.appointmentLinkKey, token);
  if (!claims) throw badRequest(LINK_INVALID);
  const row = await repo.findAppointment(ctx.db, claims.appointmentId);
  // Signed by us for an appointment since deleted: nothing left to act on.
  if (!row) throw badRequest(LINK_INVALID);
  if (claims.start <= ctx.now().getTime()) throw httpErrors.gone(LINK_EXPIRED);
  if (!row.startsAt || new Date(row.startsAt).getTime() !== claims.start)
    throw httpErrors.gone(LINK_MOVED);
  return { claims, row };
}

/** The patient as the author of a link's change (the link stands for them). */
function patientOf(row: repo.AppointmentRow): Actor {
  return {
    userId: row.patientPerson.userId,
    role: 'patient',
    firstName: row.patientPerson.firstName,
    lastName: row.patientPerson.lastName,
    patientId: row.patientId,
    doctorId: null,
    doctorApproved: false,
  };
}

/** What a link's page shows, read without acting (mail scanners open links). */
export async function linkView(ctx: AppContext, token: string): Promise<LinkView> {
  const { claims, row } = await linkTarget(ctx, token);
  const status = row.status as AppointmentStatus;
  const hours = await repo.cancellationNoticeHours(ctx.db);
  const used = await repo.linkUsed(ctx.db, linkHash(token));
  const done =
    claims.action === 'confirm' ? used || !!row.patientConfirmedAt : used || status === 'cancelled';
  if (!done && status !== 'pending' && status !== 'confirmed')
    throw conflict(
      `This appointment is ${status} and can no longer be ${claims.action === 'confirm' ? 'confirmed' : 'cancelled'}.`,
    );
  const closed =
    claims.action === 'cancel' && noticeBegun(hours, row.startsAt, ctx.now().getTime());
  return {
    action: claims.action,
    state: done ? 'done' : 'open',
    doctorName: `Dr. ${fullName(row.doctorPerson)}`,
    specialization: row.specialization,
    date: row.date,
    timeSlot: row.timeSlot,
    timeZone: row.timeZone,
    start: row.startsAt ? toIsoDateTime(row.startsAt) : null,
    status,
    patientConfirmed: !!row.patientConfirmedAt,
    cancellationNoticeHours: hours,
    cancellingClosed: closed,
    message: done
      ? claims.action === 'confirm'
        ? ALREADY_CONFIRMED
        : ALREADY_CANCELLED
      : closed
        ? cancellingClosedText(hours)
        : claims.action === 'cancel' && hours > 0
          ? cancellationNoticeText(hours)
          : '',
  };
}

/**
 * Uses a link: its use is recorded in the transaction of its change, so a second use (also one
 * racing the first) finds the row and acts no more; a refused change records nothing.
 */
export async function useLink(
  ctx: AppContext,
  token: string,
  reason: string | undefined,
  /** Called in the change's transaction, with the patient the link stands for (the audit trail). */
  onWrite: (tx: Db, row: repo.AppointmentRow, patient: Actor) => Promise<void>,
): Promise<{ message: string }> {
  const { claims, row } = await linkTarget(ctx, token);
  const already = claims.action === 'confirm' ? ALREADY_CONFIRMED : ALREADY_CANCELLED;
  const patient = patientOf(row);
  if (claims.action === 'cancel' && row.status === 'cancelled') throw conflict(already);
  if (claims.action === 'cancel') {
    checkTransition('patient', row.status as AppointmentStatus, 'cancelled');
    await assertMayCancelOnline(ctx, row.startsAt);
  }
  return ctx.domainEvents.transaction(async (tx, emit) => {
    const first = await repo.recordLinkUse(tx, {
      tokenHash: linkHash(token),
      appointmentId: row.id,
      action: claims.action,
    });
    if (!first) throw conflict(already);
    const current = (await repo.findAppointment(tx, row.id))!;
    if (claims.action === 'confirm') {
      if (current.patientConfirmedAt) throw conflict(already);
      const confirmed = await markConfirmed(ctx, tx, current);
      await onWrite(tx, confirmed, patient);
      emit(appointmentChanged('updated', confirmed, { by: by(patient) }));
      return { message: CONFIRMED_BY_LINK };
    }
    if (current.status === 'cancelled') throw conflict(already);
    checkTransition('patient', current.status as AppointmentStatus, 'cancelled');
    await repo.updateAppointment(tx, row.id, {
      status: 'cancelled',
      cancelReason: visibleOrNull(reason),
    });
    const cancelled = (await repo.findAppointment(tx, row.id))!;
    await onWrite(tx, cancelled, patient);
    emit(appointmentChanged('cancelled', cancelled, { by: by(patient), email: 'cancelled' }));
    return { message: CANCELLED_BY_LINK };
  });
}

/** The clinic's appointment settings (anyone signed in reads them: the notice is shown before). */
export async function appointmentSettings(ctx: AppContext) {
  return { cancellationNoticeHours: await repo.cancellationNoticeHours(ctx.db) };
}

export async function saveAppointmentSettings(
  ctx: AppContext,
  actor: Actor,
  settings: { cancellationNoticeHours: number },
) {
  if (actor.role !== 'admin') throw forbidden();
  await repo.setCancellationNoticeHours(ctx.db, settings.cancellationNoticeHours, actor.userId);
  return appointmentSettings(ctx);
}
