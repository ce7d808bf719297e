import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/http-error.js';
import type { Actor } from '../../plugins/auth.js';
import { deleteFilesOf, sweepFiles } from '../files/files.service.js';
import {
  createNotifications,
  deleteAllNotifications,
} from '../notifications/notifications.service.js';
import { adminUserIds, softDeleteUser } from '../users/users.service.js';
import { fullName } from '../common/people.js';
import { deleteEventsOf } from '../events/events.service.js';
import { doctorsReader } from './doctors.read.js';
import {
  findDoctor,
  softDeleteDoctor,
  withdrawApproval,
  type DoctorRow,
} from './doctors.repository.js';

/**
 * An approved doctor changed their own name: the approval covered the name patients read, so the
 * account waits for an administrator again (as after a new licence number), and every
 * administrator is told the old and the new name.
 */
export async function doctorRenamed(ctx: AppContext, doctorId: string, formerName: string) {
  await ctx.db.transaction(async (tx) => {
    if (!(await withdrawApproval(tx, doctorId))) return;
    const doctor = (await findDoctor(tx, doctorId))!;
    const message = `Dr. ${formerName} changed their name to Dr. ${fullName(doctor.person)} and is waiting for approval.`;
    await createNotifications(
      tx,
      (await adminUserIds(tx)).map((userId) => ({
        userId,
        message,
        about: { type: 'doctor' as const, id: doctorId },
      })),
    );
  });
}

/** Approved doctors are visible to everyone signed in; others only to themselves and administrators. */
export const mayViewDoctor = doctorsReader.mayViewDoctor;

/** A doctor's email and phone are for administrators and the doctor; others get names and photo. */
export function doctorDetail(actor: Actor, row: DoctorRow): 'contact' | 'names' {
  return actor.role === 'admin' || actor.doctorId === row.id ? 'contact' : 'names';
}

export async function visibleDoctor(
  ctx: AppContext,
  actor: Actor,
  doctorId: string,
): Promise<DoctorRow> {
  const row = await findDoctor(ctx.db, doctorId);
  if (!row || !mayViewDoctor(actor, row)) throw notFound('Doctor');
  return row;
}

/**
 * Deletes a doctor: upcoming appointments are cancelled (their patients are told), the record and
 * account are soft-deleted with personal data wiped; history and plans stay with the doctor shown
 * as null.
 */
export async function deleteDoctor(ctx: AppContext, doctorId: string): Promise<void> {
  const userId = await ctx.domainEvents.transaction(async (tx, emit) => {
    const row = await findDoctor(tx, doctorId);
    if (!row) throw notFound('Doctor');
    await softDeleteDoctor(tx, doctorId);
    await softDeleteUser(tx, row.person.userId);
    await deleteFilesOf(tx, row.person.userId);
    await deleteAllNotifications(tx, row.person.userId);
    await deleteEventsOf(tx, row.person.userId);
    // Their upcoming appointments are cancelled (the appointments module follows this event).
    emit({ type: 'doctor.deleted', doctorId: row.id, userId: row.person.userId });
    return row.person.userId;
  });
  ctx.guards.forget(userId);
  // The photo's bytes, when kept outside its row, go with it.
  await sweepFiles(ctx);
}
