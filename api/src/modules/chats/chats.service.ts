// The rules of secure messages: a patient and a doctor write to each other only while the
// patient is in the doctor's care (checked on every call); a closed conversation is read-only;
// administrators see counts, never bodies.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { cleanText, hasVisibleText } from '../../lib/text.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import { assertMaySeePatientData, type Actor } from '../../plugins/auth.js';
import { careReader } from '../care/care.read.js';
import { doctorsReader } from '../doctors/doctors.read.js';
import { publishEvent } from '../events/events.service.js';
import { dropMessageCopy, queueMessageCopy } from '../notifications/email-copies.service.js';
import { patientsReader } from '../patients/patients.read.js';
import * as repo from './chats.repository.js';
import {
  AWAY_MESSAGE_MAX,
  MESSAGE_MAX,
  type ChatMessage,
  type ChatSummary,
  type MessagePage,
} from './chats.schemas.js';

// What other modules use of this module's rows (they reach it through its service).
export { deleteConversationsOf } from './chats.repository.js';

export const CLOSED = 'This conversation is closed.';
export const CARE_ENDED =
  'You can no longer write in this conversation: the care relationship has ended.';
export const DOCTOR_NOT_IN_TEAM = 'You can message only the doctors in your care team.';
export const PATIENT_NOT_IN_CARE = 'You can message only the patients in your care.';
export const EMPTY_MESSAGE = 'Write a message first.';
export const LONG_MESSAGE = `A message can be at most ${MESSAGE_MAX} characters.`;
export const LONG_AWAY_MESSAGE = `An away message can be at most ${AWAY_MESSAGE_MAX} characters.`;

const DAY_MS = 24 * 60 * 60 * 1000;
const REPLY_WINDOW_MS = 30 * DAY_MS;

/** The doctor's median answer time as the patient reads it; null when unknown or over a day. */
export function replyTimeText(seconds: number | undefined): string | null {
  if (seconds === undefined) return null;
  if (seconds <= 3600) return 'Usually replies within an hour';
  if (seconds <= 8 * 3600) return 'Usually replies within a few hours';
  if (seconds <= 24 * 3600) return 'Usually replies within a day';
  return null;
}

/** Which side of conversations the caller is, and their record's id. */
function sideOf(actor: Actor): { side: repo.Side; ownerId: string } {
  assertMaySeePatientData(actor);
  if (actor.role === 'patient' && actor.patientId)
    return { side: 'patient', ownerId: actor.patientId };
  if (actor.role === 'doctor' && actor.doctorId) return { side: 'doctor', ownerId: actor.doctorId };
  throw forbidden('Only patients and doctors can do this.');
}

const name = (first: string, last: string) => `${first} ${last}`;

async function present(
  ctx: AppContext,
  side: repo.Side,
  rows: repo.SummaryRow[],
): Promise<ChatSummary[]> {
  const since = new Date(ctx.now().getTime() - REPLY_WINDOW_MS);
  const replies = await repo.medianReplySeconds(
    ctx.db,
    [...new Set(rows.map((r) => r.doctorId))],
    since,
  );
  return rows.map((r) => ({
    _id: r.id,
    patient: { _id: r.patientId, name: name(r.patientFirstName, r.patientLastName) },
    doctor: {
      _id: r.doctorId,
      name: name(r.doctorFirstName, r.doctorLastName),
      specialization: r.specialization,
      awayMessage: r.awayMessage,
      replyTime: replyTimeText(replies.get(r.doctorId)),
    },
    lastMessage:
      r.lastBody !== null && r.lastCreatedAt !== null
        ? {
            body: r.lastBody,
            createdAt: toIsoDateTime(r.lastCreatedAt),
            mine: r.lastSender === side,
          }
        : null,
    unread: Number(r.unread),
    closed: r.closedAt !== null,
  }));
}

/** The audit trail: one read of each patient whose messages the answer holds. */
function auditRead(ctx: AppContext, request: FastifyRequest, rows: { patientId: string }[]) {
  if (rows.length > 0)
    ctx.audit.readList(
      request,
      'conversation',
      rows.map((r) => r.patientId),
    );
}

export async function listChats(ctx: AppContext, request: FastifyRequest): Promise<ChatSummary[]> {
  const { side, ownerId } = sideOf(request.actor);
  if (side === 'patient') await repo.ensurePatientConversations(ctx.db, ownerId);
  const rows = await repo.listSummaries(ctx.db, side, ownerId);
  auditRead(
    ctx,
    request,
    rows.filter((r) => r.lastBody !== null),
  );
  return present(ctx, side, rows);
}

/** Opens (or finds) the conversation with a doctor of the patient's care team / a patient in the doctor's care. */
export async function openChat(
  ctx: AppContext,
  request: FastifyRequest,
  body: { doctor?: string; patient?: string },
): Promise<{ chat: ChatSummary; created: boolean }> {
  const { side, ownerId } = sideOf(request.actor);
  let patientId: string;
  let doctorId: string;
  if (side === 'patient') {
    if (!body.doctor) throw badRequest('Choose the doctor to message.');
    const doctor = await doctorsReader.findDoctor(ctx.db, body.doctor);
    if (!doctor || !doctor.approvedAt) throw notFound('Doctor');
    patientId = ownerId;
    doctorId = doctor.id;
    if (!(await careReader.isInCare(ctx.db, patientId, doctorId)))
      throw forbidden(DOCTOR_NOT_IN_TEAM);
  } else {
    if (!body.patient) throw badRequest('Choose the patient to message.');
    // Outside the doctor's care a patient is not found (no probing of who exists).
    const patient = await patientsReader.findPatient(ctx.db, body.patient);
    if (!patient) throw notFound('Patient');
    patientId = patient.id;
    doctorId = ownerId;
    if (!(await careReader.isInCare(ctx.db, patientId, doctorId)))
      throw forbidden(PATIENT_NOT_IN_CARE);
  }
  const { id, created } = await repo.openConversation(ctx.db, patientId, doctorId);
  const [row] = await repo.listSummaries(ctx.db, side, ownerId, id);
  if (!row) throw notFound('Conversation');
  auditRead(ctx, request, row.lastBody !== null ? [row] : []);
  const [chat] = await present(ctx, side, [row]);
  return { chat: chat!, created };
}

/**
 * The caller's conversation, while the care relationship lasts: 404 for somebody else's (or
 * none), 403 once the patient left the doctor's care.
 */
async function ownConversation(ctx: AppContext, actor: Actor, id: string, db: Db = ctx.db) {
  const { side, ownerId } = sideOf(actor);
  const conversation = await repo.findConversation(db, id);
  if (
    !conversation ||
    (side === 'patient' ? conversation.patientId : conversation.doctorId) !== ownerId
  )
    throw notFound('Conversation');
  if (!(await careReader.isInCare(db, conversation.patientId, conversation.doctorId)))
    throw forbidden(CARE_ENDED);
  return { side, conversation };
}

function toMessage(row: repo.MessageRow, side: repo.Side): ChatMessage {
  return {
    _id: row.id,
    body: row.body,
    createdAt: toIsoDateTime(row.createdAt),
    sender: row.sender,
    mine: row.sender === side,
    readAt: row.readAt ? toIsoDateTime(row.readAt) : null,
  };
}

export async function listMessages(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  query: { before?: string; limit?: number },
): Promise<MessagePage> {
  const { side, conversation } = await ownConversation(ctx, request.actor, id);
  const limit = query.limit ?? 30;
  let before: { createdAt: string; id: string } | null = null;
  if (query.before) {
    const anchor = await repo.findMessage(ctx.db, query.before);
    if (!anchor || anchor.conversationId !== conversation.id)
      throw badRequest('This message is not in the conversation.');
    before = anchor;
  }
  const found = await repo.pageOfMessages(ctx.db, conversation.id, before, limit);
  const hasMore = found.length > limit;
  const page = found.slice(0, limit).reverse();
  if (page.length > 0)
    ctx.audit.read(request, 'conversation', conversation.id, conversation.patientId);
  return { messages: page.map((m) => toMessage(m, side)), hasMore };
}

export async function postMessage(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  text: string,
): Promise<ChatMessage> {
  const body = cleanText(text);
  if (!hasVisibleText(body)) throw badRequest(EMPTY_MESSAGE);
  if (body.length > MESSAGE_MAX) throw badRequest(LONG_MESSAGE);
  const { side, conversation } = await ownConversation(ctx, request.actor, id);
  if (conversation.closedAt) throw conflict(CLOSED);
  const row = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, conversation.id, side, body);
    await ctx.audit.change(tx, request, 'create', 'message', row.id, conversation.patientId);
    const recipient = await recipientUserId(
      tx,
      conversation,
      side === 'patient' ? 'doctor' : 'patient',
    );
    await publishEvent(tx, recipient, 'message', {
      conversationId: conversation.id,
      messageId: row.id,
    });
    // No notification (the chat badge tells); an email if it is still unread after the delay,
    // one per conversation and recipient however many messages follow meanwhile.
    if (recipient)
      await queueMessageCopy(
        tx,
        recipient,
        conversation.id,
        new Date(ctx.now().getTime() + ctx.config.messageEmailDelaySeconds * 1000),
      );
    return row;
  });
  return toMessage(row, side);
}

async function recipientUserId(
  db: Db,
  conversation: repo.ConversationRow,
  to: repo.Side,
): Promise<string | null> {
  if (to === 'doctor') {
    const doctor = await doctorsReader.findDoctor(db, conversation.doctorId);
    return doctor && !doctor.person.deletedAt ? doctor.person.userId : null;
  }
  const patient = await patientsReader.findPatient(db, conversation.patientId);
  return patient && !patient.person.deletedAt ? patient.person.userId : null;
}

/** Marks the other side's messages read, and tells the other side (read receipts). */
export async function markRead(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<{ message: string }> {
  const { side, conversation } = await ownConversation(ctx, request.actor, id);
  const n = await ctx.db.transaction(async (tx) => {
    const n = await repo.markRead(tx, conversation.id, side);
    await dropMessageCopy(tx, request.actor.userId, conversation.id, ctx.now());
    if (n > 0) {
      const other = side === 'patient' ? 'doctor' : 'patient';
      await publishEvent(tx, await recipientUserId(tx, conversation, other), 'read', {
        conversationId: conversation.id,
      });
    }
    return n;
  });
  return { message: `${n} message${n === 1 ? '' : 's'} marked as read` };
}

/** The doctor closes (read-only) or reopens a conversation. */
export async function setClosed(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  closed: boolean,
): Promise<ChatSummary> {
  const { side, conversation } = await ownConversation(ctx, request.actor, id);
  if (side !== 'doctor') throw forbidden('Only doctors can do this.');
  await ctx.db.transaction(async (tx) => {
    await repo.setClosed(tx, conversation.id, closed);
    // The patient's open thread turns read-only (or writable again) without a reload.
    await publishEvent(tx, await recipientUserId(tx, conversation, 'patient'), 'conversation', {
      conversationId: conversation.id,
    });
  });
  const [row] = await repo.listSummaries(ctx.db, side, conversation.doctorId, conversation.id);
  const [chat] = await present(ctx, side, [row!]);
  return chat!;
}

export async function unreadCount(ctx: AppContext, actor: Actor): Promise<number> {
  const { side, ownerId } = sideOf(actor);
  return repo.countUnread(ctx.db, side, ownerId);
}

export async function saveAwayMessage(
  ctx: AppContext,
  actor: Actor,
  message: string | null,
): Promise<string | null> {
  if (actor.role !== 'doctor' || !actor.doctorId) throw forbidden('Only doctors can do this.');
  const text = (message && hasVisibleText(message) ? cleanText(message) : '') || null;
  if (text && text.length > AWAY_MESSAGE_MAX) throw badRequest(LONG_AWAY_MESSAGE);
  await repo.saveAwayMessage(ctx.db, actor.doctorId, text);
  return text;
}

export async function awayMessageOf(ctx: AppContext, actor: Actor): Promise<string | null> {
  if (actor.role !== 'doctor' || !actor.doctorId) throw forbidden('Only doctors can do this.');
  return repo.findAwayMessage(ctx.db, actor.doctorId);
}

export async function messageStats(ctx: AppContext) {
  return repo.messageCounts(ctx.db, new Date(ctx.now().getTime() - REPLY_WINDOW_MS));
}
