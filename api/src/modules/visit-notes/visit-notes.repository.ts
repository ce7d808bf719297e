// The only place that writes SQL for visit notes, their addenda, the doctors' templates and the
// follow-ups. Their tables are this module's own (migration 0025), declared here rather than in
// db/schema.ts. The database refuses any change to a signed note (a trigger of 0025).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { appointments, patients, users } from '../../db/schema.js';
import type { FollowUpKind, NotePart } from './visit-notes.schemas.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const visitNotes = pgTable('visit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id'),
  patientId: uuid('patient_id').notNull(),
  doctorId: uuid('doctor_id').notNull(),
  status: text('status').$type<'draft' | 'signed' | 'notNeeded'>().notNull().default('draft'),
  subjective: text('subjective').notNull().default(''),
  objective: text('objective').notNull().default(''),
  assessment: text('assessment').notNull().default(''),
  plan: text('plan').notNull().default(''),
  version: integer('version').notNull().default(1),
  noNoteReason: text('no_note_reason'),
  signedAt: at('signed_at'),
  signedBy: uuid('signed_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const visitNoteAddenda = pgTable('visit_note_addenda', {
  id: uuid('id').primaryKey().defaultRandom(),
  noteId: uuid('note_id').notNull(),
  part: text('part').$type<NotePart>().notNull(),
  text: text('text').notNull(),
  authorId: uuid('author_id'),
  authorName: text('author_name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const visitNoteTemplates = pgTable('visit_note_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  doctorId: uuid('doctor_id').notNull(),
  name: text('name').notNull(),
  subjective: text('subjective').notNull().default(''),
  objective: text('objective').notNull().default(''),
  assessment: text('assessment').notNull().default(''),
  plan: text('plan').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const followUps = pgTable('follow_ups', {
  id: uuid('id').primaryKey().defaultRandom(),
  appointmentId: uuid('appointment_id'),
  patientId: uuid('patient_id').notNull(),
  doctorId: uuid('doctor_id').notNull(),
  dueDate: text('due_date').notNull(),
  kind: text('kind').$type<FollowUpKind>().notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
});

export interface Parts {
  subjective: string;
  objective: string;
  assessment: string;
  plan: string;
}

export interface NoteRow extends Parts {
  id: string;
  appointmentId: string | null;
  patientId: string;
  doctorId: string;
  status: 'draft' | 'signed' | 'notNeeded';
  version: number;
  noNoteReason: string | null;
  signedAt: string | null;
  signerFirstName: string | null;
  signerLastName: string | null;
  updatedAt: string;
}

const signer = alias(users, 'note_signer');

export async function findNote(db: Db, appointmentId: string): Promise<NoteRow | null> {
  const [row] = await db
    .select({
      id: visitNotes.id,
      appointmentId: visitNotes.appointmentId,
      patientId: visitNotes.patientId,
      doctorId: visitNotes.doctorId,
      status: visitNotes.status,
      subjective: visitNotes.subjective,
      objective: visitNotes.objective,
      assessment: visitNotes.assessment,
      plan: visitNotes.plan,
      version: visitNotes.version,
      noNoteReason: visitNotes.noNoteReason,
      signedAt: visitNotes.signedAt,
      signerFirstName: signer.firstName,
      signerLastName: signer.lastName,
      updatedAt: visitNotes.updatedAt,
    })
    .from(visitNotes)
    .leftJoin(signer, eq(signer.id, visitNotes.signedBy))
    .where(eq(visitNotes.appointmentId, appointmentId))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the draft when the caller's version is the stored one (0: no note yet). Returns false
 * on a stale version, or when the note is signed (the caller tells which).
 */
export async function saveDraft(
  db: Db,
  note: { appointmentId: string; patientId: string; doctorId: string },
  parts: Parts,
  version: number,
): Promise<boolean> {
  if (version === 0) {
    const rows = await db
      .insert(visitNotes)
      .values({ ...note, ...parts })
      .onConflictDoNothing({ target: visitNotes.appointmentId })
      .returning({ id: visitNotes.id });
    return rows.length > 0;
  }
  const rows = await db
    .update(visitNotes)
    .set({
      ...parts,
      status: 'draft',
      noNoteReason: null,
      version: sql`${visitNotes.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(visitNotes.appointmentId, note.appointmentId),
        eq(visitNotes.version, version),
        inArray(visitNotes.status, ['draft', 'notNeeded']),
      ),
    )
    .returning({ id: visitNotes.id });
  return rows.length > 0;
}

/** Signs the draft at this version; false when it moved on meanwhile or is not a draft. */
export async function signNote(
  db: Db,
  appointmentId: string,
  version: number,
  signedBy: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(visitNotes)
    .set({ status: 'signed', signedAt: at.toISOString(), signedBy, updatedAt: sql`now()` })
    .where(
      and(
        eq(visitNotes.appointmentId, appointmentId),
        eq(visitNotes.version, version),
        eq(visitNotes.status, 'draft'),
      ),
    )
    .returning({ id: visitNotes.id });
  return rows.length > 0;
}

/** Records that the visit needs no note (a draft, or nothing yet); false once signed. */
export async function markNotNeeded(
  db: Db,
  note: { appointmentId: string; patientId: string; doctorId: string },
  reason: string,
): Promise<boolean> {
  const rows = await db
    .insert(visitNotes)
    .values({ ...note, status: 'notNeeded', noNoteReason: reason })
    .onConflictDoUpdate({
      target: visitNotes.appointmentId,
      set: {
        status: 'notNeeded',
        noNoteReason: reason,
        version: sql`${visitNotes.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${visitNotes.status} <> 'signed'`,
    })
    .returning({ id: visitNotes.id });
  return rows.length > 0;
}

export interface AddendumRow {
  id: string;
  part: NotePart;
  text: string;
  authorName: string;
  createdAt: string;
}

export async function listAddenda(db: Db, noteId: string): Promise<AddendumRow[]> {
  return db
    .select({
      id: visitNoteAddenda.id,
      part: visitNoteAddenda.part,
      text: visitNoteAddenda.text,
      authorName: visitNoteAddenda.authorName,
      createdAt: visitNoteAddenda.createdAt,
    })
    .from(visitNoteAddenda)
    .where(eq(visitNoteAddenda.noteId, noteId))
    .orderBy(asc(visitNoteAddenda.createdAt), asc(visitNoteAddenda.id));
}

export async function insertAddendum(
  db: Db,
  values: { noteId: string; part: NotePart; text: string; authorId: string; authorName: string },
): Promise<string> {
  const [row] = await db
    .insert(visitNoteAddenda)
    .values(values)
    .returning({ id: visitNoteAddenda.id });
  return row!.id;
}

// --- templates

const templateColumns = {
  id: visitNoteTemplates.id,
  name: visitNoteTemplates.name,
  subjective: visitNoteTemplates.subjective,
  objective: visitNoteTemplates.objective,
  assessment: visitNoteTemplates.assessment,
  plan: visitNoteTemplates.plan,
  updatedAt: visitNoteTemplates.updatedAt,
};
export type TemplateRow = Parts & { id: string; name: string; updatedAt: string };

export async function listTemplates(db: Db, doctorId: string): Promise<TemplateRow[]> {
  return db
    .select(templateColumns)
    .from(visitNoteTemplates)
    .where(eq(visitNoteTemplates.doctorId, doctorId))
    .orderBy(asc(sql`lower(${visitNoteTemplates.name})`), asc(visitNoteTemplates.id))
    .limit(200);
}

export async function countTemplates(db: Db, doctorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(visitNoteTemplates)
    .where(eq(visitNoteTemplates.doctorId, doctorId));
  return Number(row?.n ?? 0);
}

export async function insertTemplate(
  db: Db,
  doctorId: string,
  values: Parts & { name: string },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(visitNoteTemplates)
    .values({ doctorId, ...values })
    .returning(templateColumns);
  return row!;
}

/** Only the doctor's own template changes; null when they have none of this id. */
export async function updateTemplate(
  db: Db,
  doctorId: string,
  id: string,
  values: Parts & { name: string },
): Promise<TemplateRow | null> {
  const [row] = await db
    .update(visitNoteTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(visitNoteTemplates.id, id), eq(visitNoteTemplates.doctorId, doctorId)))
    .returning(templateColumns);
  return row ?? null;
}

export async function deleteTemplate(db: Db, doctorId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(visitNoteTemplates)
    .where(and(eq(visitNoteTemplates.id, id), eq(visitNoteTemplates.doctorId, doctorId)))
    .returning({ id: visitNoteTemplates.id });
  return rows.length > 0;
}

// --- follow-ups

/** Statuses of an appointment that counts as the follow-up being booked. */
const BOOKED = ['pending', 'confirmed', 'completed', 'proposed'];

/** A later appointment of the patient with the doctor, booked or kept. */
const laterAppointment = sql`exists (
  select 1 from ${appointments} later
  where later.patient_id = ${followUps.patientId} and later.doctor_id = ${followUps.doctorId}
    and later.status in (${sql.join(
      BOOKED.map((s) => sql`${s}`),
      sql`, `,
    )})
    and later.starts_at > (select v.starts_at from ${appointments} v where v.id = ${followUps.appointmentId})
)`;

export interface FollowUpRow {
  dueDate: string;
  kind: FollowUpKind;
  requestedAt: string;
  booked: boolean;
}

export async function findFollowUp(db: Db, appointmentId: string): Promise<FollowUpRow | null> {
  const [row] = await db
    .select({
      dueDate: followUps.dueDate,
      kind: followUps.kind,
      requestedAt: followUps.requestedAt,
      booked: sql<boolean>`${laterAppointment}`,
    })
    .from(followUps)
    .where(eq(followUps.appointmentId, appointmentId))
    .limit(1);
  return row ?? null;
}

export async function saveFollowUp(
  db: Db,
  values: {
    appointmentId: string;
    patientId: string;
    doctorId: string;
    dueDate: string;
    kind: FollowUpKind;
  },
): Promise<void> {
  await db
    .insert(followUps)
    .values(values)
    .onConflictDoUpdate({
      target: followUps.appointmentId,
      set: { dueDate: values.dueDate, kind: values.kind, requestedAt: sql`now()` },
    });
}

export async function deleteFollowUp(db: Db, appointmentId: string): Promise<boolean> {
  const rows = await db
    .delete(followUps)
    .where(eq(followUps.appointmentId, appointmentId))
    .returning({ id: followUps.id });
  return rows.length > 0;
}

const followUpPatient = alias(users, 'follow_up_patient');

/** The doctor's follow-ups the patient has not booked yet, soonest due first. */
export async function pendingFollowUps(db: Db, doctorId: string) {
  return db
    .select({
      appointmentId: followUps.appointmentId,
      patientId: followUps.patientId,
      firstName: followUpPatient.firstName,
      lastName: followUpPatient.lastName,
      dueDate: followUps.dueDate,
      kind: followUps.kind,
      requestedAt: followUps.requestedAt,
    })
    .from(followUps)
    .innerJoin(patients, eq(patients.id, followUps.patientId))
    .innerJoin(followUpPatient, eq(followUpPatient.id, patients.userId))
    .where(
      and(
        eq(followUps.doctorId, doctorId),
        sql`${followUps.appointmentId} is not null`,
        sql`not ${laterAppointment}`,
      ),
    )
    .orderBy(asc(followUps.dueDate), desc(followUps.requestedAt))
    .limit(200);
}
