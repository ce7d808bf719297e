// The rules of the visit note: who reads and writes it, when it may be written, how signing
// locks it, what the patient's summary holds and the follow-up asked after the visit.
import type { AppContext } from '../../context.js';
import { addDays, toIsoDateTime } from '../../lib/dates.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { fullName } from '../common/people.js';
import { createNotifications } from '../notifications/notifications.service.js';
import * as repo from './visit-notes.repository.js';
import type {
  FollowUp,
  FollowUpBody,
  NoteTemplate,
  SaveNoteBody,
  SummaryPlan,
  VisitNote,
  VisitSummary,
} from './visit-notes.schemas.js';
import {
  doctorMayReach,
  findAppointment,
  findPlansGivenOn,
  type AppointmentRow,
} from './visit-notes.sources.js';

export const ONLY_THE_DOCTOR = 'Only the doctor of this appointment can write its note.';
export const NOT_STARTED = 'You can write the note once the visit has started.';
export const NOT_A_VISIT = 'This appointment did not take place: there is no visit to write about.';
export const STALE_NOTE =
  'This note was changed in another window or by another save. Reload it to see the latest version, then make your change again.';
export const ALREADY_SIGNED =
  'This note is signed and can no longer be changed. Add an addendum instead.';
export const SIGN_EMPTY = 'Write the assessment or the plan before you sign the note.';
export const SAVE_BEFORE_SIGNING = 'Save the note before you sign it.';
export const SIGN_FIRST = 'Sign the note before you add an addendum.';
export const SUMMARY_NOT_READY = 'The summary of this visit is not ready yet.';
export const TOO_MANY_TEMPLATES = 'You can keep at most 50 templates. Delete one to add another.';
export const FOLLOW_UP_IN_PAST = 'Choose a follow-up date after the visit.';

/** A doctor's templates: a few of their own, not a library. */
export const TEMPLATE_LIMIT = 50;

/** Statuses of an appointment that did not take place. */
const NO_VISIT = new Set(['cancelled', 'declined', 'proposed']);

const doctorName = (p: { firstName: string; lastName: string }) => `Dr. ${fullName(p)}`;

/**
 * The appointment whose note the caller may read: an approved doctor who holds it or has the
 * patient in their care (emergency access included, as for the record), or an administrator.
 * Anyone else: the same 404 as a missing appointment.
 */
export async function readableAppointment(ctx: AppContext, actor: Actor, id: string) {
  assertMaySeePatientData(actor);
  const row = await findAppointment(ctx.db, id);
  if (!row) throw notFound('Appointment');
  if (actor.role === 'admin') return row;
  if (actor.role === 'doctor' && actor.doctorId) {
    if (row.doctorId === actor.doctorId) return row;
    if (await doctorMayReach(ctx, actor.doctorId, row.patientId)) return row;
  }
  throw notFound('Appointment');
}

function mayWrite(ctx: AppContext, actor: Actor, row: AppointmentRow): string | null {
  if (actor.role !== 'doctor' || row.doctorId !== actor.doctorId) return ONLY_THE_DOCTOR;
  if (NO_VISIT.has(row.status)) return NOT_A_VISIT;
  if (!row.startsAt || new Date(row.startsAt) > ctx.now()) return NOT_STARTED;
  return null;
}

/** The appointment whose note the caller writes: its own doctor, once the visit has started. */
export async function writableAppointment(ctx: AppContext, actor: Actor, id: string) {
  const row = await readableAppointment(ctx, actor, id);
  const refusal = mayWrite(ctx, actor, row);
  if (refusal === ONLY_THE_DOCTOR) throw forbidden(refusal);
  if (refusal) throw conflict(refusal);
  return row;
}

const toFollowUp = (row: repo.FollowUpRow): FollowUp => ({
  date: row.dueDate,
  kind: row.kind,
  requestedAt: toIsoDateTime(row.requestedAt),
  booked: Boolean(row.booked),
});

const toAddendum = (row: repo.AddendumRow) => ({
  _id: row.id,
  part: row.part,
  text: row.text,
  author: row.authorName,
  createdAt: toIsoDateTime(row.createdAt),
});

export async function noteOf(
  ctx: AppContext,
  actor: Actor,
  row: AppointmentRow,
): Promise<VisitNote> {
  const [note, followUp] = await Promise.all([
    repo.findNote(ctx.db, row.id),
    repo.findFollowUp(ctx.db, row.id),
  ]);
  const addenda = note ? await repo.listAddenda(ctx.db, note.id) : [];
  return {
    appointment: row.id,
    patient: row.patientId,
    doctor: row.doctorId,
    status: note?.status ?? 'none',
    subjective: note?.subjective ?? '',
    objective: note?.objective ?? '',
    assessment: note?.assessment ?? '',
    plan: note?.plan ?? '',
    version: note?.version ?? 0,
    ...(note ? { updatedAt: toIsoDateTime(note.updatedAt) } : {}),
    ...(note?.signedAt ? { signedAt: toIsoDateTime(note.signedAt) } : {}),
    ...(note?.signedAt && note.signerFirstName !== null
      ? { signedBy: { firstName: note.signerFirstName, lastName: note.signerLastName ?? '' } }
      : {}),
    ...(note?.noNoteReason ? { noNoteReason: note.noNoteReason } : {}),
    addenda: addenda.map(toAddendum),
    ...(followUp ? { followUp: toFollowUp(followUp) } : {}),
    mayWrite: mayWrite(ctx, actor, row) === null,
  };
}

const ids = (row: AppointmentRow) => ({
  appointmentId: row.id,
  patientId: row.patientId,
  doctorId: row.doctorId,
});

/** Saves the draft (autosave): a stale version or a signed note is refused with a 409. */
export async function saveDraft(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: SaveNoteBody,
) {
  const row = await writableAppointment(ctx, actor, appointmentId);
  const { version, ...parts } = body;
  const saved = await repo.saveDraft(ctx.db, ids(row), parts, version);
  if (!saved) {
    const note = await repo.findNote(ctx.db, row.id);
    if (note?.status === 'signed') throw conflict(ALREADY_SIGNED);
    throw conflict(STALE_NOTE);
  }
  return row;
}

/** Signs the note as the doctor last saw it, and tells the patient their summary is ready. */
export async function sign(ctx: AppContext, actor: Actor, appointmentId: string, version: number) {
  const row = await writableAppointment(ctx, actor, appointmentId);
  const note = await repo.findNote(ctx.db, row.id);
  if (!note || note.status === 'notNeeded') throw conflict(SAVE_BEFORE_SIGNING);
  if (note.status === 'signed') throw conflict(ALREADY_SIGNED);
  if (note.version !== version) throw conflict(STALE_NOTE);
  if (note.assessment.trim() === '' && note.plan.trim() === '') throw badRequest(SIGN_EMPTY);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.signNote(tx, row.id, version, actor.userId, ctx.now())))
      throw conflict(STALE_NOTE);
    await createNotifications(tx, [
      {
        userId: row.patientPerson.userId,
        message: `${doctorName(row.doctorPerson)} has written the summary of your visit of ${row.date}. You can read it now.`,
        kind: 'appointment',
        about: { type: 'visitSummary', id: row.id },
      },
    ]);
  });
  return row;
}

export async function addAddendum(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: { part: repo.AddendumRow['part']; text: string },
) {
  const row = await writableAppointment(ctx, actor, appointmentId);
  const note = await repo.findNote(ctx.db, row.id);
  if (note?.status !== 'signed') throw conflict(SIGN_FIRST);
  await repo.insertAddendum(ctx.db, {
    noteId: note.id,
    part: body.part,
    text: body.text.trim(),
    authorId: actor.userId,
    authorName: doctorName(actor),
  });
  return row;
}

export async function noNoteNeeded(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  reason: string,
) {
  const row = await writableAppointment(ctx, actor, appointmentId);
  if (!(await repo.markNotNeeded(ctx.db, ids(row), reason.trim()))) throw conflict(ALREADY_SIGNED);
  return row;
}

// --- the patient's summary

/** The patient's own appointment, or the same 404 as a missing one. */
export async function ownAppointment(ctx: AppContext, actor: Actor, id: string) {
  const row = await findAppointment(ctx.db, id);
  if (!row || actor.role !== 'patient' || row.patientId !== actor.patientId)
    throw notFound('Appointment');
  return row;
}

export async function summaryOf(ctx: AppContext, row: AppointmentRow): Promise<VisitSummary> {
  const note = await repo.findNote(ctx.db, row.id);
  if (note?.status !== 'signed' || !note.signedAt) throw notFound('Visit summary');
  const [addenda, followUp, plans] = await Promise.all([
    repo.listAddenda(ctx.db, note.id),
    repo.findFollowUp(ctx.db, row.id),
    findPlansGivenOn(ctx.db, {
      patientId: row.patientId,
      doctorId: row.doctorId,
      date: row.date,
      timeZone: row.timeZone,
    }),
  ]);
  const plan = (kind: SummaryPlan['kind']) => (p: (typeof plans.foods)[number]) => ({
    _id: p.id,
    kind,
    items: p.items,
    ...(p.notes ? { notes: p.notes } : {}),
    createdAt: toIsoDateTime(p.createdAt),
  });
  return {
    appointment: row.id,
    date: row.date,
    timeSlot: row.timeSlot,
    doctor: {
      _id: row.doctorId,
      firstName: row.doctorPerson.firstName,
      lastName: row.doctorPerson.lastName,
      specialization: row.specialization,
    },
    signedAt: toIsoDateTime(note.signedAt),
    // Only what the patient is told: the assessment and the plan, never the history or findings.
    assessment: note.assessment,
    plan: note.plan,
    addenda: addenda.filter((a) => a.part === 'assessment' || a.part === 'plan').map(toAddendum),
    plans: [...plans.foods.map(plan('food')), ...plans.sports.map(plan('sports'))],
    ...(followUp ? { followUp: toFollowUp(followUp) } : {}),
  };
}

// --- templates

/** The caller's doctor record (a doctor account that has not sent its details has none). */
export function doctorIdOf(actor: Actor): string {
  if (!actor.doctorId) throw forbidden();
  return actor.doctorId;
}

export const toTemplate = (row: repo.TemplateRow): NoteTemplate => ({
  _id: row.id,
  name: row.name,
  subjective: row.subjective,
  objective: row.objective,
  assessment: row.assessment,
  plan: row.plan,
  updatedAt: toIsoDateTime(row.updatedAt),
});

export async function createTemplate(
  ctx: AppContext,
  doctorId: string,
  body: repo.Parts & { name: string },
) {
  if ((await repo.countTemplates(ctx.db, doctorId)) >= TEMPLATE_LIMIT)
    throw conflict(TOO_MANY_TEMPLATES);
  return repo.insertTemplate(ctx.db, doctorId, { ...body, name: body.name.trim() });
}

// --- follow-up

/** The day of the follow-up: some weeks after the visit's day, or a date after it. */
export function followUpDate(row: AppointmentRow, body: FollowUpBody): string {
  if ('weeks' in body) return addDays(row.date, body.weeks * 7);
  if (body.date <= row.date) throw badRequest(FOLLOW_UP_IN_PAST);
  return body.date;
}

export async function askFollowUp(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: FollowUpBody,
) {
  const row = await writableAppointment(ctx, actor, appointmentId);
  await repo.saveFollowUp(ctx.db, {
    ...ids(row),
    dueDate: followUpDate(row, body),
    kind: body.kind,
  });
  return row;
}
