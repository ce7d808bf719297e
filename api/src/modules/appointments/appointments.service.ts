// Booking and the appointment life cycle: who may do what, double bookings, notifications.
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
import { sendAppointmentEmail, type AppointmentEmailEvent } from '../calendar/calendar.service.js';
import { endBookingCareWithoutAppointments, isInCare } from '../care/care.service.js';
import {
  careFromBooking,
  declineRequestOf,
  reachableAmong,
  requestCare,
} from '../care/care.service.js';
import { findDoctor } from '../doctors/doctors.service.js';
import {
  createNotifications,
  supersedeNotifications,
} from '../notifications/notifications.service.js';
import { findPatient } from '../patients/patients.service.js';
import {
  assertBookable,
  chosenSlot,
  PATIENT_BUSY_OTHER,
  PATIENT_BUSY_SELF,
  type ChosenSlot,
} from '../scheduling/scheduling.service.js';
import { publishAppointment } from './appointments.events.js';
import { appointmentNotifications, type AppointmentEvent } from './appointments.messages.js';
import * as repo from './appointments.repository.js';
import type {
  AppointmentStatus,
  CreateAppointmentBody,
  RescheduleBody,
  UpdateAppointmentBody,
} from './appointments.schemas.js';
import { visibleOrNull } from '../../lib/text.js';

// What other modules use of this module's rows (they reach it through its service).
export { cancelUpcoming, findAppointment } from './appointments.repository.js';
export type { AppointmentRow } from './appointments.repository.js';

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
  const reachable = await reachableAmong(
    ctx,
    actor.doctorId!,
    rows.map((row) => row.patientId),
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

export async function createAppointment(
  ctx: AppContext,
  actor: Actor,
  body: CreateAppointmentBody,
  onWrite?: OnWrite,
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
    findPatient(ctx.db, patientId),
    findDoctor(ctx.db, doctorId),
  ]);
  if (!patient) throw notFound('Patient');
  if (!doctor || (actor.role === 'patient' && !doctor.approvedAt)) throw notFound('Doctor');
  if (!doctor.approvedAt)
    throw badRequest(
      'This doctor account is awaiting administrator approval and cannot be booked yet.',
    );

  // A doctor's booking for a patient outside their care is a proposal: it waits for the patient,
  // and grants nothing until they accept it.
  const proposal = actor.role === 'doctor' && !(await isInCare(ctx.db, patientId, doctorId));
  const now = ctx.now().getTime();
  const slot = await chosenSlot(ctx.db, actor, doctorId, body, now);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await assertBookable(tx, actor, slot, { patientId, doctorId }, now);
      const id = await repo.insertAppointment(tx, {
        patientId,
        doctorId,
        ...timeOf(slot),
        reason: visibleOrNull(body.reason),
        notes: visibleOrNull(body.notes),
        status: proposal ? 'proposed' : 'pending',
      });
      const row = (await repo.findAppointment(tx, id))!;
      if (proposal) {
        await requestCare(ctx, actor, patientId, tx, { silent: true });
        await createNotifications(
          tx,
          toldOthers(actor, appointmentNotifications(row, 'proposed', '', true)),
        );
      } else {
        if (actor.role !== 'doctor') await careFromBooking(tx, patientId, doctorId, 'booking');
        await createNotifications(
          tx,
          toldOthers(actor, appointmentNotifications(row, 'booked', '', true)),
        );
      }
      await publishAppointment(tx, row);
      await onWrite?.(tx, row);
      return row;
    });
    const event = 'booked';
    if (event) sendAppointmentEmail(ctx, row.id, event);
    await ctx.reminders.appointmentChanged(row);
    return row;
  } catch (error) {
    throw overlapConflict(error, actor) ?? error;
  }
}

/**
 * Who is told of a change: not the doctor who made it (they see it on screen; their bell is for
 * what others do). A patient keeps the note of their own booking or answer: it is their record
 * of it, beside the invitation email.
 */
function toldOthers<T extends { userId: string }>(actor: Actor, notes: T[]): T[] {
  return actor.role === 'doctor' ? notes.filter((n) => n.userId !== actor.userId) : notes;
}

/** After a move: what the people were told before names the old time, so it is out of date. */
async function supersedeEarlier(tx: Db, row: repo.AppointmentRow, keep: string[]) {
  await supersedeNotifications(
    tx,
    { type: 'appointment', id: row.id },
    { userIds: [row.patientPerson.userId, row.doctorUserId], keep },
  );
}

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
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (slot && !FINAL.includes(finalStatus))
        await assertBookable(
          tx,
          actor,
          slot,
          { patientId: current.patientId, doctorId: current.doctorId, except: id },
          now,
        );
      await repo.updateAppointment(tx, id, {
        ...(slot ? { ...timeOf(slot), scheduleIssue: null } : {}),
        reason: body.reason === undefined ? undefined : visibleOrNull(body.reason),
        notes: body.notes === undefined ? undefined : visibleOrNull(body.notes),
        status,
      });
      const row = (await repo.findAppointment(tx, id))!;
      // The patient's email (below) covers both notifications when there is one.
      const emailed = emailEvent(status && status !== currentStatus ? status : undefined, moved);
      const told =
        status && status !== currentStatus
          ? await createNotifications(
              tx,
              toldOthers(
                actor,
                appointmentNotifications(row, statusEvent[status], '', emailed !== null),
              ),
            )
          : [];
      if (moved) {
        told.push(
          ...(await createNotifications(
            tx,
            toldOthers(actor, appointmentNotifications(row, 'moved', '', emailed !== null)),
          )),
        );
        await supersedeEarlier(tx, row, told);
      }
      await publishAppointment(tx, row);
      await onWrite?.(tx, row);
      return row;
    });
    const event = emailEvent(status && status !== currentStatus ? status : undefined, moved);
    if (event) sendAppointmentEmail(ctx, row.id, event);
    await ctx.reminders.appointmentChanged(row, current.startsAt);
    return row;
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
  if (actor.role === 'patient' && current.startsAt) {
    const noticeEnds = now + slot.rules.minimumNoticeHours * 3_600_000;
    if (new Date(current.startsAt).getTime() < noticeEnds)
      throw conflict(
        `Appointments can be moved up to ${slot.rules.minimumNoticeHours} hours before they start. Please contact the clinic.`,
      );
  }
  if (current.startsAt && new Date(current.startsAt).getTime() === slot.start) return current;
  try {
    const row = await ctx.db.transaction(async (tx) => {
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
        status: actor.role === 'patient' && status === 'confirmed' ? 'pending' : undefined,
      });
      const row = (await repo.findAppointment(tx, id))!;
      const told = appointmentNotifications(row, 'moved', '', true).filter((n) =>
        actor.role === 'patient'
          ? n.userId !== row.patientPerson.userId
          : actor.role === 'doctor'
            ? n.userId !== row.doctorUserId
            : true,
      );
      await supersedeEarlier(tx, row, await createNotifications(tx, told));
      await publishAppointment(tx, row);
      await onWrite?.(tx, row);
      return row;
    });
    const event = 'moved';
    if (event) sendAppointmentEmail(ctx, row.id, event);
    await ctx.reminders.appointmentChanged(row, current.startsAt);
    return row;
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
) {
  const current = await visibleAppointment(ctx, actor, id);
  const from = current.status as AppointmentStatus;
  checkTransition(actor.role, from, status);
  if (from === status) return current;
  assertTimeRule(actor, current.startsAt, { moved: false, status }, ctx.now().getTime());
  const answer = from === 'proposed' && actor.role === 'patient';
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await repo.updateAppointment(tx, id, { status });
      const row = (await repo.findAppointment(tx, id))!;
      if (answer && status === 'confirmed')
        await careFromBooking(tx, row.patientId, row.doctorId, 'request');
      if (answer && status === 'declined') await declineRequestOf(tx, row.patientId, row.doctorId);
      if (status === 'cancelled' || status === 'declined')
        await endBookingCareWithoutAppointments(tx, row.patientId, row.doctorId);
      const event = answer && status === 'confirmed' ? 'accepted' : statusEvent[status];
      await createNotifications(
        tx,
        toldOthers(
          actor,
          appointmentNotifications(row, event, '', emailEvent(status, false) !== null),
        ),
      );
      await publishAppointment(tx, row);
      await onWrite?.(tx, row);
      return row;
    });
    const event = emailEvent(status, false);
    if (event) sendAppointmentEmail(ctx, row.id, event);
    await ctx.reminders.appointmentChanged(row);
    return row;
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
  await ctx.db.transaction(async (tx) => {
    await repo.deleteAppointment(tx, row.id);
    await endBookingCareWithoutAppointments(tx, row.patientId, row.doctorId);
    await publishAppointment(tx, row);
  });
  return row;
}
