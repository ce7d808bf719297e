// The care-team rules: how a patient enters and leaves a doctor's care, and emergency access.
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { cleanLine, visibleLength } from '../../lib/text.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { fullName } from '../common/people.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { createNotifications } from '../notifications/notifications.service.js';
import { patientsReader } from '../patients/patients.read.js';
import { adminUserIds } from '../users/users.service.js';
import { careReader, type PatientAccess } from './care.read.js';
import * as repo from './care.repository.js';

export { askAgainFrom, CARE_COOL_DOWN_MS, type PatientAccess } from './care.read.js';

/** How long emergency access lasts. */
export const EMERGENCY_ACCESS_MS = 24 * 60 * 60 * 1000;
/** At most this many grants for one doctor and patient in EMERGENCY_PERIOD_MS. */
export const EMERGENCY_MAX_GRANTS = 3;
export const EMERGENCY_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export const EMERGENCY_REASON_LENGTH = 'The reason must be 10 to 500 characters long.';
export const emergencyAccessRunning = (until: string) =>
  `Your emergency access to this patient runs until ${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC and cannot be extended. Ask the patient to add you to their care team.`;
export const EMERGENCY_ACCESS_USED_UP =
  'Emergency access to this patient was already used 3 times in 30 days. Ask the patient or an administrator to add you to the care team.';

export const NOT_IN_CARE =
  'This patient is not in your care. Ask them to join your care team, or book an appointment they can accept.';

/** Whether a doctor may reach a patient's records (see CareReader.doctorMayReach). */
export function doctorMayReach(
  ctx: AppContext,
  doctorId: string,
  patientId: string,
  access: PatientAccess = 'read',
): Promise<boolean> {
  return careReader.doctorMayReach(ctx.db, doctorId, patientId, access, ctx.now());
}

/** What a doctor may do with a patient: for the doctor's screens (no record data). */
export async function accessOf(ctx: AppContext, doctorId: string, patientId: string) {
  if (!(await patientsReader.findPatient(ctx.db, patientId))) throw notFound('Patient');
  const care = await repo.findCareOf(ctx.db, patientId, doctorId);
  const emergencyUntil = await repo.emergencyAccessUntil(ctx.db, patientId, doctorId, ctx.now());
  const access =
    care?.status === 'active'
      ? 'care'
      : emergencyUntil
        ? 'emergency'
        : care?.status === 'requested'
          ? 'requested'
          : 'none';
  return { patient: patientId, access, emergencyUntil: emergencyUntil ?? undefined } as const;
}

const doctorTitle = (doctor: { person: { firstName: string; lastName: string } }) =>
  `Dr. ${fullName(doctor.person)}`;

/**
 * The care team follows the appointments: a patient's booking puts the doctor in their care, a
 * doctor's proposal carries a request, the patient's answer accepts or declines it, and a
 * booking that is cancelled or deleted grants nothing once no appointment is left.
 */
export function subscribeCare(ctx: AppContext): void {
  const on = ctx.domainEvents.on.bind(ctx.domainEvents);
  on('appointment.booked', 'care: booking', async ({ appointment: a, by }) => {
    // A doctor books only patients already in their care (others get a proposal).
    if (by?.role !== 'doctor') await repo.startCare(ctx.db, a.patientId, a.doctorId, 'booking');
  });
  on('appointment.proposed', 'care: request', async ({ appointment: a }) => {
    // The proposal's own notification tells the patient: the request adds none.
    await repo.requestCare(ctx.db, a.patientId, a.doctorId);
  });
  on('appointment.accepted', 'care: request accepted', async ({ appointment: a }) => {
    await repo.startCare(ctx.db, a.patientId, a.doctorId, 'request');
  });
  on('appointment.declined', 'care: request declined', async ({ appointment: a }) => {
    const care = await repo.findCareOf(ctx.db, a.patientId, a.doctorId);
    if (care?.status === 'requested')
      await repo.setCareStatus(ctx.db, care.id, ['requested'], 'declined');
  });
  for (const type of [
    'appointment.declined',
    'appointment.cancelled',
    'appointment.deleted',
  ] as const)
    on(type, 'care: booking ended', async ({ appointment: a }) => {
      await repo.endBookingCareWithoutAppointments(ctx.db, a.patientId, a.doctorId);
    });
}

/** An administrator puts a doctor in a patient's care team; both are told. */
export async function assignDoctor(ctx: AppContext, patientId: string, doctorId: string) {
  const [patient, doctor] = await Promise.all([
    patientsReader.findPatient(ctx.db, patientId),
    doctorsReader.findDoctor(ctx.db, doctorId),
  ]);
  if (!patient) throw notFound('Patient');
  if (!doctor) throw notFound('Doctor');
  if (!doctor.approvedAt)
    throw badRequest('This doctor account is awaiting administrator approval.');
  return ctx.db.transaction(async (tx) => {
    const started = await repo.startCare(tx, patientId, doctorId, 'admin');
    const care = (await repo.findCareOf(tx, patientId, doctorId))!;
    if (started) {
      await createNotifications(tx, [
        {
          userId: patient.person.userId,
          kind: 'care',
          message: `${doctorTitle(doctor)} was added to your care team by an administrator.`,
          about: { type: 'care', id: care.id },
        },
        {
          userId: doctor.person.userId,
          kind: 'care',
          message: `${fullName(patient.person)} was added to your patients by an administrator.`,
          about: { type: 'patient', id: patientId },
        },
      ]);
    }
    return care;
  });
}

/** A doctor asks a patient to join their care; the patient answers in Settings → My doctors. */
export async function requestCare(ctx: AppContext, actor: Actor, patientId: string) {
  const doctor = await doctorsReader.findDoctor(ctx.db, actor.doctorId!);
  const patient = await patientsReader.findPatient(ctx.db, patientId);
  if (!doctor) throw notFound('Doctor');
  if (!patient) throw notFound('Patient');
  await careReader.assertMayAsk(
    ctx.db,
    { id: patientId, userId: patient.person.userId },
    doctor.id,
    ctx.now(),
  );
  return ctx.db.transaction(async (db) => {
    const { care, created } = await repo.requestCare(db, patientId, doctor.id);
    if (created)
      await createNotifications(db, [
        {
          userId: patient.person.userId,
          kind: 'care',
          message: `${doctorTitle(doctor)} asked to join your care team. Accept or decline in Settings, under My doctors.`,
          about: { type: 'care', id: care.id },
        },
      ]);
    return care;
  });
}

/** The caller's relationship of this id, if they are its patient (or an administrator). */
async function ownCare(ctx: AppContext, actor: Actor, id: string) {
  const care = await repo.findCare(ctx.db, id);
  if (!care) throw notFound('Care relationship');
  if (actor.role === 'patient' && care.patientId !== actor.patientId)
    throw notFound('Care relationship');
  if (actor.role === 'doctor') throw notFound('Care relationship');
  return care;
}

/** The patient accepts or declines a doctor's request. */
export async function answerRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  answer: 'accept' | 'decline',
) {
  const care = await ownCare(ctx, actor, id);
  if (care.status !== 'requested') throw conflict('There is no request waiting for an answer.');
  const [patient, doctor] = await Promise.all([
    patientsReader.findPatient(ctx.db, care.patientId),
    doctorsReader.findDoctor(ctx.db, care.doctorId),
  ]);
  if (!patient || !doctor) throw notFound('Care relationship');
  return ctx.db.transaction(async (tx) => {
    const to = answer === 'accept' ? 'active' : 'declined';
    if (!(await repo.setCareStatus(tx, care.id, ['requested'], to, actor.userId)))
      throw conflict('There is no request waiting for an answer.');
    await createNotifications(tx, [
      {
        userId: doctor.person.userId,
        kind: 'care',
        message:
          answer === 'accept'
            ? `${fullName(patient.person)} accepted your request and is now in your care.`
            : `${fullName(patient.person)} declined your request to join their care team.`,
        ...(answer === 'accept' ? { about: { type: 'patient' as const, id: patient.id } } : {}),
      },
    ]);
    return (await repo.findCare(tx, care.id))!;
  });
}

/**
 * The patient or an administrator removes a doctor from the care team. The doctor loses access
 * at once, and their upcoming appointments with the patient are cancelled (both are told).
 */
export async function removeDoctor(ctx: AppContext, actor: Actor, id: string) {
  const care = await ownCare(ctx, actor, id);
  if (care.status !== 'active' && care.status !== 'requested') throw notFound('Care relationship');
  const [patient, doctor] = await Promise.all([
    patientsReader.findPatient(ctx.db, care.patientId),
    doctorsReader.findDoctor(ctx.db, care.doctorId),
  ]);
  if (!patient || !doctor) throw notFound('Care relationship');
  await ctx.domainEvents.transaction(async (tx, emit) => {
    const to = care.status === 'requested' ? 'declined' : 'ended';
    if (!(await repo.setCareStatus(tx, care.id, ['active', 'requested'], to, actor.userId)))
      throw notFound('Care relationship');
    const byAdmin = actor.role === 'admin';
    // Their upcoming appointments are cancelled (the appointments module follows this event).
    emit({
      type: 'care.ended',
      careId: care.id,
      patientId: care.patientId,
      doctorId: care.doctorId,
    });
    await createNotifications(tx, [
      {
        userId: doctor.person.userId,
        kind: 'care' as const,
        message: byAdmin
          ? `An administrator removed ${fullName(patient.person)} from your patients.`
          : `${fullName(patient.person)} removed you from their care team.`,
      },
      ...(byAdmin
        ? [
            {
              userId: patient.person.userId,
              kind: 'care' as const,
              message: `An administrator removed ${doctorTitle(doctor)} from your care team.`,
              about: { type: 'care' as const, id: care.id },
            },
          ]
        : []),
    ]);
  });
  return care;
}

/**
 * Emergency access ("break the glass"): a doctor opens the record of a patient outside their care
 * for a stated reason. It lasts 24 hours; the patient and every administrator are told.
 */
export async function breakTheGlass(
  ctx: AppContext,
  actor: Actor,
  patientId: string,
  reason: string,
  onWrite: (tx: Db, id: string) => Promise<void>,
) {
  // Measured on what the patient will read: ten zero-width characters are no reason.
  const text = cleanLine(reason);
  if (visibleLength(text) < 10) throw badRequest(EMERGENCY_REASON_LENGTH);
  const [patient, doctor] = await Promise.all([
    patientsReader.findPatient(ctx.db, patientId),
    doctorsReader.findDoctor(ctx.db, actor.doctorId!),
  ]);
  if (!patient) throw notFound('Patient');
  if (!doctor) throw forbidden();
  if (await repo.isInCare(ctx.db, patientId, doctor.id))
    throw conflict('This patient is already in your care.');
  const grantedAt = ctx.now();
  const expiresAt = new Date(grantedAt.getTime() + EMERGENCY_ACCESS_MS);
  const admins = await adminUserIds(ctx.db);
  return ctx.db.transaction(async (tx) => {
    // One grant at a time, and a few a month: a new grant never extends a running one, so
    // access outside the care team always ends (two requests at once queue on this lock).
    await repo.lockEmergencyAccess(tx, patientId, doctor.id);
    const running = await repo.emergencyAccessUntil(tx, patientId, doctor.id, grantedAt);
    if (running) throw conflict(emergencyAccessRunning(running));
    const since = new Date(grantedAt.getTime() - EMERGENCY_PERIOD_MS);
    if (
      (await repo.countEmergencyAccesses(tx, patientId, doctor.id, since)) >= EMERGENCY_MAX_GRANTS
    )
      throw conflict(EMERGENCY_ACCESS_USED_UP);
    const id = await repo.insertEmergencyAccess(tx, {
      patientId,
      doctorId: doctor.id,
      reason: text,
      grantedAt,
      expiresAt,
    });
    await createNotifications(tx, [
      {
        userId: patient.person.userId,
        kind: 'care',
        message: `${doctorTitle(doctor)} opened your record with emergency access. Reason given: ${text}`,
        about: { type: 'emergencyAccess', id },
      },
      ...admins.map((userId) => ({
        userId,
        kind: 'care' as const,
        message: `Emergency access: ${doctorTitle(doctor)} opened the record of ${fullName(patient.person)}. Reason given: ${text}`,
        about: { type: 'emergencyAccess' as const, id },
      })),
    ]);
    await onWrite(tx, id);
    return { id, expiresAt };
  });
}
