// The rules of the time before a visit: when the questionnaire and the check-in open, who may
// read the answers, and what a valid answer or questionnaire is.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import * as repo from './previsit.repository.js';
import type {
  AnswerValue,
  Answers,
  CheckInBody,
  CheckInDetails,
  Previsit,
  Question,
  QuestionInput,
  WindowState,
} from './previsit.schemas.js';
import {
  doctorMayReach,
  findAppointment,
  findPatient,
  type AppointmentRow,
} from './previsit.sources.js';

const HOUR_MS = 60 * 60 * 1000;
/** The questionnaire opens this long before the start. */
export const QUESTIONNAIRE_OPENS_MS = 72 * HOUR_MS;
/** The online check-in opens this long before the start. */
export const CHECK_IN_OPENS_MS = 24 * HOUR_MS;

export const QUESTIONNAIRE_NOT_OPEN = 'The questionnaire opens 72 hours before the appointment.';
export const CHECK_IN_NOT_OPEN = 'Check-in opens 24 hours before the appointment.';
export const VISIT_STARTED =
  'This appointment has started: the questionnaire and check-in are closed.';
export const NOT_UPCOMING =
  'This appointment is not coming up: there is no questionnaire or check-in for it.';
export const SEND_QUESTIONNAIRE_FIRST = 'Send the questionnaire before you check in.';
export const ALREADY_CHECKED_IN = 'You have already checked in for this appointment.';
export const UNKNOWN_QUESTION = 'This answer is for a question the questionnaire does not have.';
export const answerRequired = (label: string) => `Please answer: ${label}`;
export const mustAgree = (label: string) => `Answer yes to send the questionnaire: ${label}`;
export const checkAnswer = (label: string) => `Check your answer to: ${label}`;
export const CHOICES_NEEDED = 'A choice question needs at least 2 different choices.';
export const DUPLICATE_QUESTION = 'Two questions have the same key.';

/** Statuses of an appointment still to come (a proposal the patient has not accepted is not). */
const UPCOMING = new Set(['pending', 'confirmed']);

function windowOf(row: AppointmentRow, now: Date, opensBeforeMs: number) {
  const start = row.startsAt ? new Date(row.startsAt) : null;
  const opensAt = start ? new Date(start.getTime() - opensBeforeMs) : now;
  let state: WindowState = 'open';
  if (!start || !UPCOMING.has(row.status) || now >= start) state = 'closed';
  else if (now < opensAt) state = 'notOpen';
  return { state, opensAt: opensAt.toISOString() };
}

function assertOpen(row: AppointmentRow, now: Date, opensBeforeMs: number, notOpen: string) {
  const { state } = windowOf(row, now, opensBeforeMs);
  if (state === 'open') return;
  if (state === 'notOpen') throw conflict(notOpen);
  throw conflict(row.startsAt && UPCOMING.has(row.status) ? VISIT_STARTED : NOT_UPCOMING);
}

/** The appointment if it is the patient's own; otherwise the same 404 as a missing one. */
async function ownAppointment(ctx: AppContext, actor: Actor, id: string) {
  const row = await findAppointment(ctx.db, id);
  if (!row || actor.role !== 'patient' || row.patientId !== actor.patientId)
    throw notFound('Appointment');
  return row;
}

/**
 * The appointment whose preparation the caller may read: the patient's own, or, for an approved
 * doctor, one they hold or of a patient in their care (emergency access included, as for the
 * record). An administrator reaches every record, this one too; every read is audited.
 */
export async function readableAppointment(ctx: AppContext, actor: Actor, id: string) {
  assertMaySeePatientData(actor);
  const row = await findAppointment(ctx.db, id);
  if (!row) throw notFound('Appointment');
  if (actor.role === 'admin') return row;
  if (actor.role === 'patient' && row.patientId === actor.patientId) return row;
  if (actor.role === 'doctor' && actor.doctorId) {
    if (row.doctorId === actor.doctorId) return row;
    if (await doctorMayReach(ctx, actor.doctorId, row.patientId)) return row;
  }
  throw notFound('Appointment');
}

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

function validAnswer(question: Question, value: unknown): value is AnswerValue {
  const options = question.options ?? [];
  switch (question.kind) {
    case 'shortText':
      return typeof value === 'string' && value.length <= 200;
    case 'longText':
      return typeof value === 'string' && value.length <= 4000;
    case 'date':
      return typeof value === 'string' && isCalendarDate(value.trim());
    case 'oneChoice':
      return typeof value === 'string' && options.includes(value);
    case 'severalChoices':
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((choice) => typeof choice === 'string' && options.includes(choice))
      );
    case 'yesNo':
      return typeof value === 'boolean';
  }
}

/**
 * The answers as kept: blanks dropped, text trimmed, each checked against its question. Sending
 * also needs every required question answered (and "yes" where the question asks for it).
 */
export function cleanAnswers(
  questions: Question[],
  answers: Record<string, unknown>,
  submit: boolean,
): Answers {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  const kept: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const question = byKey.get(key);
    if (!question) throw badRequest(UNKNOWN_QUESTION);
    if (blank(value)) continue;
    if (!validAnswer(question, value)) throw badRequest(checkAnswer(question.label));
    kept[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (submit)
    for (const question of questions) {
      if (question.required && blank(kept[question.key]))
        throw badRequest(answerRequired(question.label));
      if (question.kind === 'yesNo' && question.mustAgree && kept[question.key] === false)
        throw badRequest(mustAgree(question.label));
    }
  return kept;
}

/** The questions as published: keys kept or made, choices only where they belong. */
export function publishableQuestions(inputs: QuestionInput[]): Question[] {
  const keys = new Set<string>();
  return inputs.map((input) => {
    const key = input.key ?? `q-${randomBytes(5).toString('hex')}`;
    if (keys.has(key)) throw badRequest(DUPLICATE_QUESTION);
    keys.add(key);
    const question: Question = {
      key,
      kind: input.kind,
      label: input.label.trim().replace(/\s+/g, ' '),
      required: input.required,
    };
    if (input.kind === 'oneChoice' || input.kind === 'severalChoices') {
      const options = [...new Set((input.options ?? []).map((o) => o.trim()))];
      if (options.length < 2) throw badRequest(CHOICES_NEEDED);
      question.options = options;
    }
    if (input.kind === 'yesNo' && input.mustAgree) {
      question.mustAgree = true;
      question.required = true;
    }
    return question;
  });
}

/** The check-in's details before the patient confirms: the profile, then their last check-in. */
async function proposedDetails(ctx: AppContext, patientId: string): Promise<CheckInDetails> {
  const [patient, last] = await Promise.all([
    findPatient(ctx.db, patientId),
    repo.lastCheckIn(ctx.db, patientId),
  ]);
  const pick = (...values: (string | null | undefined)[]) =>
    values.find((value) => value && value.trim() !== '')?.trim() ?? '';
  return {
    phoneNumber: pick(patient?.person.phoneNumber, last?.phoneNumber),
    address: pick(patient?.person.address, last?.address),
    insuranceProvider: pick(patient?.insuranceProvider, last?.insuranceProvider),
    insuranceMemberNumber: pick(patient?.insurancePolicyNumber, last?.insuranceMemberNumber),
  };
}

export async function previsitOf(ctx: AppContext, row: AppointmentRow): Promise<Previsit> {
  const now = ctx.now();
  const [answers, checkIn] = await Promise.all([
    repo.findAnswers(ctx.db, row.id),
    repo.findCheckIn(ctx.db, row.id),
  ]);
  const version = answers
    ? await repo.findVersion(ctx.db, answers.versionId)
    : await repo.currentVersion(ctx.db);
  const questionnaire = windowOf(row, now, QUESTIONNAIRE_OPENS_MS);
  const checkInWindow = windowOf(row, now, CHECK_IN_OPENS_MS);
  return {
    appointment: row.id,
    patient: row.patientId,
    start: toIsoDateTime(row.startsAt ?? row.createdAt),
    questionnaire: {
      ...questionnaire,
      status: !answers ? 'notStarted' : answers.submittedAt ? 'submitted' : 'draft',
      version: version!.number,
      questions: version!.questions,
      answers: answers?.answers ?? {},
      ...(answers?.submittedAt ? { submittedAt: toIsoDateTime(answers.submittedAt) } : {}),
      ...(answers ? { updatedAt: toIsoDateTime(answers.updatedAt) } : {}),
    },
    checkIn: {
      ...checkInWindow,
      ...(checkIn ? { checkedInAt: toIsoDateTime(checkIn.checkedInAt) } : {}),
      details: checkIn
        ? {
            phoneNumber: checkIn.phoneNumber,
            address: checkIn.address,
            insuranceProvider: checkIn.insuranceProvider,
            insuranceMemberNumber: checkIn.insuranceMemberNumber,
          }
        : await proposedDetails(ctx, row.patientId),
    },
  };
}

/** The patient saves a draft or sends the questionnaire (72 hours before, until the start). */
export async function saveAnswers(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: { answers: Record<string, unknown>; submit?: boolean },
) {
  const row = await ownAppointment(ctx, actor, appointmentId);
  assertOpen(row, ctx.now(), QUESTIONNAIRE_OPENS_MS, QUESTIONNAIRE_NOT_OPEN);
  const existing = await repo.findAnswers(ctx.db, row.id);
  // Answers keep the version they started on, even if a new one is published meanwhile.
  const version = existing
    ? (await repo.findVersion(ctx.db, existing.versionId))!
    : await repo.currentVersion(ctx.db);
  // Sent answers stay complete: a later change is checked as a sending.
  const submit = body.submit === true || Boolean(existing?.submittedAt);
  const answers = cleanAnswers(version.questions, body.answers, submit);
  await repo.saveAnswers(ctx.db, {
    appointmentId: row.id,
    patientId: row.patientId,
    versionId: version.id,
    answers,
    submit,
  });
  return row;
}

/** The patient checks in (24 hours before, until the start), once the questionnaire is sent. */
export async function checkIn(
  ctx: AppContext,
  actor: Actor,
  appointmentId: string,
  body: CheckInBody,
) {
  const row = await ownAppointment(ctx, actor, appointmentId);
  assertOpen(row, ctx.now(), CHECK_IN_OPENS_MS, CHECK_IN_NOT_OPEN);
  const answers = await repo.findAnswers(ctx.db, row.id);
  if (!answers?.submittedAt) throw conflict(SEND_QUESTIONNAIRE_FIRST);
  const inserted = await repo.insertCheckIn(ctx.db, {
    appointmentId: row.id,
    patientId: row.patientId,
    phoneNumber: body.phoneNumber.trim(),
    address: body.address.trim(),
    insuranceProvider: body.insuranceProvider.trim(),
    insuranceMemberNumber: body.insuranceMemberNumber.trim(),
  });
  if (!inserted) throw conflict(ALREADY_CHECKED_IN);
  return row;
}
