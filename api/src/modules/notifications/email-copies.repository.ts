// The outbox of email copies (table email_copy_jobs): written in the transaction of the
// notification or message it is about, claimed by the worker of any instance.
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  conversations,
  doctors,
  emailCopyJobs,
  messages,
  notifications,
  patients,
  users,
} from '../../db/schema.js';
import { fullName } from '../common/people.js';

export type CopyKind = 'appointment' | 'plan' | 'care' | 'message';
export type CopyOutcome = 'sent' | 'off' | 'read' | 'gone' | 'failed';

/**
 * The email about an unread message, due at `dueAt`; nothing when one is already waiting for
 * this conversation and recipient (the later messages are in the same email).
 */
export async function queueMessageCopy(
  db: Db,
  userId: string,
  conversationId: string,
  dueAt: Date,
): Promise<void> {
  await db
    .insert(emailCopyJobs)
    .values({ userId, kind: 'message', conversationId, dueAt: dueAt.toISOString() })
    .onConflictDoNothing({
      target: [emailCopyJobs.conversationId, emailCopyJobs.userId],
      where: sql`${emailCopyJobs.outcome} is null and ${emailCopyJobs.kind} = 'message'`,
    });
}

/**
 * The recipient read the conversation: the message email waiting for it is dropped, so the next
 * message waits the whole delay again.
 */
export async function dropMessageCopy(
  db: Db,
  userId: string,
  conversationId: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailCopyJobs)
    .set({ outcome: 'read', doneAt: now.toISOString() })
    .where(
      and(
        eq(emailCopyJobs.userId, userId),
        eq(emailCopyJobs.conversationId, conversationId),
        eq(emailCopyJobs.kind, 'message'),
        isNull(emailCopyJobs.outcome),
      ),
    );
}

export interface ClaimedCopy {
  id: string;
  userId: string;
  kind: CopyKind;
  notificationId: string | null;
  conversationId: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` due copies: locks them (skipping rows another instance holds), counts the
 * try and moves their due time to `leaseUntil`, all in one short transaction. Until then no other
 * worker takes them; a process that dies while sending leaves them to come due again.
 */
export async function claimDueCopies(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedCopy[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailCopyJobs.id })
      .from(emailCopyJobs)
      .where(and(isNull(emailCopyJobs.outcome), lte(emailCopyJobs.dueAt, now.toISOString())))
      .orderBy(emailCopyJobs.dueAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(emailCopyJobs)
      .set({ dueAt: leaseUntil.toISOString(), attempts: sql`${emailCopyJobs.attempts} + 1` })
      .where(
        inArray(
          emailCopyJobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: emailCopyJobs.id,
        userId: emailCopyJobs.userId,
        kind: emailCopyJobs.kind,
        notificationId: emailCopyJobs.notificationId,
        conversationId: emailCopyJobs.conversationId,
        attempts: emailCopyJobs.attempts,
      });
    return rows.map((r) => ({ ...r, kind: r.kind as CopyKind }));
  });
}

/** What the copy's notification is about (a visit summary has an email of its own). */
export async function copySubject(
  db: Db,
  notificationId: string,
): Promise<{ type: string; id: string } | null> {
  const [row] = await db
    .select({ type: notifications.subjectType, id: notifications.subjectId })
    .from(notifications)
    .where(eq(notifications.id, notificationId))
    .limit(1);
  return row?.type && row.id ? { type: row.type, id: row.id } : null;
}

export async function finishCopy(
  db: Db,
  id: string,
  outcome: CopyOutcome,
  now: Date,
  error?: string,
): Promise<void> {
  await db
    .update(emailCopyJobs)
    .set({ outcome, doneAt: now.toISOString(), ...(error ? { lastError: error } : {}) })
    .where(eq(emailCopyJobs.id, id));
}

/** A failed try: due again at `retryAt`. */
export async function retryCopy(db: Db, id: string, retryAt: Date, error: string): Promise<void> {
  await db
    .update(emailCopyJobs)
    .set({ dueAt: retryAt.toISOString(), lastError: error })
    .where(eq(emailCopyJobs.id, id));
}

/** Done copies are kept a while (to read what happened), then removed. */
export async function deleteDoneCopies(db: Db, before: Date): Promise<void> {
  await db
    .delete(emailCopyJobs)
    .where(
      and(
        sql`${emailCopyJobs.outcome} is not null`,
        lt(emailCopyJobs.doneAt, before.toISOString()),
      ),
    );
}

export interface CopyRecipient {
  email: string;
  firstName: string;
  role: string;
  emailCopies: Record<string, boolean>;
}

/** The addressee; null when the account is gone. */
export async function findRecipient(db: Db, userId: string): Promise<CopyRecipient | null> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      emailCopies: users.emailCopies,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.deletedAt) return null;
  return {
    email: row.email,
    firstName: row.firstName,
    role: row.role,
    emailCopies: row.emailCopies,
  };
}

export interface MessageCopyFacts {
  /** The recipient's side of the conversation. */
  side: 'patient' | 'doctor';
  /** The other side's name as the recipient sees it. */
  from: string;
  /** Messages from the other side the recipient has not read. */
  unread: number;
}

/** Who wrote to the user in the conversation, and whether it is still unread; null when gone. */
export async function messageCopyFacts(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<MessageCopyFacts | null> {
  const [row] = await db
    .select({
      patientUserId: patients.userId,
      doctorUserId: doctors.userId,
    })
    .from(conversations)
    .innerJoin(patients, eq(patients.id, conversations.patientId))
    .innerJoin(doctors, eq(doctors.id, conversations.doctorId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return null;
  const side =
    row.patientUserId === userId ? 'patient' : row.doctorUserId === userId ? 'doctor' : null;
  if (!side) return null;
  const otherUserId = side === 'patient' ? row.doctorUserId : row.patientUserId;
  const [other] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, otherUserId))
    .limit(1);
  if (!other) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, side === 'patient' ? 'doctor' : 'patient'),
        isNull(messages.readAt),
      ),
    );
  const name = fullName(other);
  return {
    side,
    from: side === 'patient' ? `Dr. ${name}` : name,
    unread: Number(count?.n ?? 0),
  };
}
