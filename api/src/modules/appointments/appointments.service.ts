// Booking and the appointment life cycle: who may do what, double bookings, notifications.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { parseCalendarDate, today } from '../../lib/dates.js';
import {
  badRequest,
  conflict,
  DOUBLE_BOOKED,
  forbidden,
  isUniqueViolation,
  notFound,
} from '../../lib/http-error.js';
import { normaliseTimeSlot } from '../../lib/time-slots.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { endBookingCareWithoutAppointments, isInCare } from '../care/care.repository.js';
import { careFromBooking, declineRequestOf, requestCare } from '../care/care.service.js';
import { findDoctor } from '../doctors/doctors.repository.js';
import { notify } from '../notifications/notifications.repository.js';
import { findPatient } from '../patients/patients.repository.js';
import { appointmentNotifications, type AppointmentEvent } from './appointments.messages.js';
import * as repo from './appointments.repository.js';
import type {
  AppointmentStatus,
  CreateAppointmentBody,
  UpdateAppointmentBody,
} from './appointments.schemas.js';

/** Called inside a change's transaction with the changed row (the audit trail writes there). */
export type OnWrite = (tx: Db, row: repo.AppointmentRow) => Promise<void>;

const SLOT_CONSTRAINT = 'appointments_doctor_slot_key';

/** The appointment if the caller takes part in it (or is an administrator); otherwise 404. */
export async function visibleAppointment(ctx: AppContext, actor: Actor, id: string) {
  assertMaySeePatientData(actor);
  const row = await repo.findAppointment(ctx.db, id);
  if (!row) throw notFound('Appointment');
  if (actor.role === 'patient' && row.patientId !== actor.patientId) throw notFound('Appointment');
  if (actor.role === 'doctor' && row.doctorId !== actor.doctorId) throw notFound('Appointment');
  return row;
}

function calendarDate(input: string): string {
  const date = parseCalendarDate(input);
  if (!date) throw badRequest('Date must be a real date like 2026-11-24.');
  return date;
}

function timeSlot(input: string): string {
  const slot = normaliseTimeSlot(input);
  if (!slot) throw badRequest('Time slot is required.');
  return slot;
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
  const date = calendarDate(body.date);
  const slot = timeSlot(body.timeSlot);
  if (actor.role === 'patient' && date < today(ctx.now()))
    throw badRequest('The appointment date cannot be in the past.');

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
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await repo.insertAppointment(tx, {
        patientId,
        doctorId,
        date,
        timeSlot: slot,
        reason: body.reason?.trim() || null,
        notes: body.notes?.trim() || null,
        status: proposal ? 'proposed' : 'pending',
      });
      const row = (await repo.findAppointment(tx, id))!;
      if (proposal) {
        await requestCare(ctx, actor, patientId, tx, { silent: true });
        await notify(tx, appointmentNotifications(row, 'proposed'));
      } else {
        if (actor.role !== 'doctor') await careFromBooking(tx, patientId, doctorId, 'booking');
        await notify(tx, appointmentNotifications(row, 'booked'));
      }
      await onWrite?.(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw conflict(DOUBLE_BOOKED);
    throw error;
  }
}

const FINAL: AppointmentStatus[] = ['completed', 'cancelled', 'no-show', 'declined'];

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
  const date = body.date !== undefined ? calendarDate(body.date) : undefined;
  const slot = body.timeSlot !== undefined ? timeSlot(body.timeSlot) : undefined;
  const moved =
    (date !== undefined && date !== current.date) ||
    (slot !== undefined && slot !== current.timeSlot);
  const status = body.status;
  if (status) checkTransition(actor.role, currentStatus, status);
  const finalStatus = status ?? currentStatus;
  if (moved && FINAL.includes(finalStatus) && actor.role !== 'admin') {
    throw conflict(`This appointment is ${finalStatus} and can no longer be moved.`);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await repo.updateAppointment(tx, id, {
        date,
        timeSlot: slot,
        reason: body.reason === undefined ? undefined : body.reason.trim() || null,
        notes: body.notes === undefined ? undefined : body.notes.trim() || null,
        status,
      });
      const row = (await repo.findAppointment(tx, id))!;
      if (status && status !== currentStatus)
        await notify(tx, appointmentNotifications(row, statusEvent[status]));
      if (moved) await notify(tx, appointmentNotifications(row, 'moved'));
      await onWrite?.(tx, row);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw conflict(DOUBLE_BOOKED);
    throw error;
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
  const answer = from === 'proposed' && actor.role === 'patient';
  try {
    return await ctx.db.transaction(async (tx) => {
      await repo.updateAppointment(tx, id, { status });
      const row = (await repo.findAppointment(tx, id))!;
      if (answer && status === 'confirmed')
        await careFromBooking(tx, row.patientId, row.doctorId, 'request');
      if (answer && status === 'declined') await declineRequestOf(tx, row.patientId, row.doctorId);
      if (status === 'cancelled' || status === 'declined')
        await endBookingCareWithoutAppointments(tx, row.patientId, row.doctorId);
      const event = answer && status === 'confirmed' ? 'accepted' : statusEvent[status];
      await notify(tx, appointmentNotifications(row, event));
      await onWrite?.(tx, row);
      return row;
    });
  } catch (error) {
    // Reopening a cancelled appointment whose slot was taken meanwhile.
    if (isUniqueViolation(error, SLOT_CONSTRAINT)) throw conflict(DOUBLE_BOOKED);
    throw error;
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
  });
  return row;
}
