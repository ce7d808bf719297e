import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { deleteFilesOf, sweepFiles } from '../files/files.service.js';
import { deleteAllNotifications } from '../notifications/notifications.service.js';
import { softDeleteUser } from '../users/users.service.js';
import { deleteConversationsOf } from '../chats/chats.service.js';
import { deleteEventsOf } from '../events/events.service.js';
import { careReader, type PatientAccess } from '../care/care.read.js';
import { findPatient, softDeletePatient } from './patients.repository.js';

/**
 * The patient record if the caller may see it: their own (patient), one in their care or under a
 * running emergency access (an approved doctor; changes need the care relationship), any
 * (administrator). Anything else is the same 404 as a missing record.
 */
export async function visiblePatient(
  ctx: AppContext,
  actor: Actor,
  patientId: string,
  access: PatientAccess = 'read',
) {
  assertMaySeePatientData(actor);
  if (actor.role === 'patient' && actor.patientId !== patientId) throw notFound('Patient');
  const row = await findPatient(ctx.db, patientId);
  if (!row) throw notFound('Patient');
  if (
    actor.role === 'doctor' &&
    !(await careReader.doctorMayReach(ctx.db, actor.doctorId!, patientId, access, ctx.now()))
  )
    throw notFound('Patient');
  return row;
}

/**
 * Deletes a patient: upcoming appointments are cancelled (their doctors are told), the record and
 * the account are soft-deleted with the personal data wiped; past appointments, plans and reports
 * stay, showing the patient as null.
 */
export async function deletePatient(ctx: AppContext, patientId: string): Promise<void> {
  const userId = await ctx.domainEvents.transaction(async (tx, emit) => {
    const row = await findPatient(tx, patientId);
    if (!row) throw notFound('Patient');
    await softDeletePatient(tx, patientId);
    await softDeleteUser(tx, row.person.userId);
    await deleteFilesOf(tx, row.person.userId);
    await deleteAllNotifications(tx, row.person.userId);
    // Messages are patient data: they go with the account (doctors keep no copy).
    await deleteConversationsOf(tx, patientId);
    await deleteEventsOf(tx, row.person.userId);
    // Their upcoming appointments are cancelled (the appointments module follows this event).
    emit({ type: 'patient.deleted', patientId: row.id, userId: row.person.userId });
    return row.person.userId;
  });
  ctx.guards.forget(userId);
  // The photo's bytes, when kept outside its row, go with it.
  await sweepFiles(ctx);
}
