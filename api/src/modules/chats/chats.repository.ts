// Conversations between a patient and a doctor, and their messages. Only this file writes SQL for
// them; every caller has checked the care relationship first (chats.service.ts).
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { careRelationships, conversations, doctors, messages } from '../../db/schema.js';

export type Side = 'patient' | 'doctor';

export interface ConversationRow {
  id: string;
  patientId: string;
  doctorId: string;
  closedAt: string | null;
  lastMessageAt: string | null;
}

export interface SummaryRow {
  id: string;
  patientId: string;
  patientFirstName: string;
  patientLastName: string;
  doctorId: string;
  doctorFirstName: string;
  doctorLastName: string;
  specialization: string;
  awayMessage: string | null;
  closedAt: string | Date | null;
  lastBody: string | null;
  lastCreatedAt: string | Date | null;
  lastSender: Side | null;
  unread: number;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  sender: Side;
  body: string;
  createdAt: string;
  readAt: string | null;
}

const conversationColumns = {
  id: conversations.id,
  patientId: conversations.patientId,
  doctorId: conversations.doctorId,
  closedAt: conversations.closedAt,
  lastMessageAt: conversations.lastMessageAt,
};

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  sender: messages.sender,
  body: messages.body,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select(conversationColumns)
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return row ?? null;
}

/** The pair's conversation, created when there is none; `created` says which. */
export async function openConversation(
  db: Db,
  patientId: string,
  doctorId: string,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(conversations)
    .values({ patientId, doctorId })
    .onConflictDoNothing({ target: [conversations.patientId, conversations.doctorId] })
    .returning({ id: conversations.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.patientId, patientId), eq(conversations.doctorId, doctorId)))
    .limit(1);
  return { id: row!.id, created: false };
}

/** A conversation for each doctor in the patient's care team (the list shows one per doctor). */
export async function ensurePatientConversations(db: Db, patientId: string): Promise<void> {
  await db.execute(sql`
    insert into ${conversations} (patient_id, doctor_id)
    select ${careRelationships.patientId}, ${careRelationships.doctorId} from ${careRelationships}
    where ${careRelationships.patientId} = ${patientId} and ${careRelationships.status} = 'active'
    on conflict (patient_id, doctor_id) do nothing`);
}

/**
 * The conversations one side sees: those of an active care relationship whose people are not
 * deleted, with the last message and the count of the other side's unread messages. A doctor
 * sees only conversations that have a message.
 */
export async function listSummaries(
  db: Db,
  side: Side,
  ownerId: string,
  conversationId?: string,
): Promise<SummaryRow[]> {
  const other: Side = side === 'patient' ? 'doctor' : 'patient';
  const owner = side === 'patient' ? sql`c.patient_id = ${ownerId}` : sql`c.doctor_id = ${ownerId}`;
  const one = conversationId ? sql`and c.id = ${conversationId}` : sql``;
  const withMessages =
    side === 'doctor' && !conversationId ? sql`and c.last_message_at is not null` : sql``;
  return rows<SummaryRow>(
    db,
    sql`
    select c.id, c.patient_id as "patientId", c.doctor_id as "doctorId", c.closed_at as "closedAt",
      pu.first_name as "patientFirstName", pu.last_name as "patientLastName",
      du.first_name as "doctorFirstName", du.last_name as "doctorLastName",
      d.specialization, d.away_message as "awayMessage",
      last.body as "lastBody", last.created_at as "lastCreatedAt", last.sender as "lastSender",
      (select count(*)::int from messages u
        where u.conversation_id = c.id and u.sender = ${other} and u.read_at is null) as unread
    from conversations c
    join care_relationships cr on cr.patient_id = c.patient_id and cr.doctor_id = c.doctor_id
      and cr.status = 'active'
    join patients p on p.id = c.patient_id and p.deleted_at is null
    join users pu on pu.id = p.user_id and pu.deleted_at is null
    join doctors d on d.id = c.doctor_id and d.deleted_at is null
    join users du on du.id = d.user_id and du.deleted_at is null
    left join lateral (
      select m.body, m.created_at, m.sender from messages m
      where m.conversation_id = c.id
      order by m.created_at desc nulls last, m.id limit 1
    ) last on true
    where ${owner} ${one} ${withMessages}
    order by c.last_message_at desc nulls last, du.last_name, du.first_name, pu.last_name, pu.first_name, c.id`,
  );
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select(messageColumns).from(messages).where(eq(messages.id, id)).limit(1);
  return (row as MessageRow | undefined) ?? null;
}

/**
 * A page of a conversation, newest first: `limit` messages older than `before` (a message of the
 * conversation), plus one to tell whether there are more.
 */
export async function pageOfMessages(
  db: Db,
  conversationId: string,
  before: { createdAt: string; id: string } | null,
  limit: number,
): Promise<MessageRow[]> {
  // The index's order: created_at descending, then id ascending.
  const older = before
    ? sql`and (${messages.createdAt} < ${before.createdAt} or (${messages.createdAt} = ${before.createdAt} and ${messages.id} > ${before.id}))`
    : sql``;
  const found = await db
    .select(messageColumns)
    .from(messages)
    .where(sql`${messages.conversationId} = ${conversationId} ${older}`)
    .orderBy(sql`${messages.createdAt} desc nulls last`, messages.id)
    .limit(limit + 1);
  return found as MessageRow[];
}

export async function insertMessage(
  db: Db,
  conversationId: string,
  sender: Side,
  body: string,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ conversationId, sender, body })
    .returning(messageColumns);
  await db
    .update(conversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(conversations.id, conversationId));
  return row as MessageRow;
}

/** Marks the other side's unread messages read; answers how many. */
export async function markRead(db: Db, conversationId: string, reader: Side): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.sender, reader),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

export async function setClosed(db: Db, id: string, closed: boolean): Promise<void> {
  await db
    .update(conversations)
    .set({ closedAt: closed ? sql`coalesce(${conversations.closedAt}, now())` : null })
    .where(eq(conversations.id, id));
}

/** Unread messages from the other side, over the conversations the user sees. */
export async function countUnread(db: Db, side: Side, ownerId: string): Promise<number> {
  const other: Side = side === 'patient' ? 'doctor' : 'patient';
  const owner = side === 'patient' ? sql`c.patient_id = ${ownerId}` : sql`c.doctor_id = ${ownerId}`;
  const [row] = await rows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from messages m
    join conversations c on c.id = m.conversation_id
    join care_relationships cr on cr.patient_id = c.patient_id and cr.doctor_id = c.doctor_id
      and cr.status = 'active'
    where ${owner} and m.sender = ${other} and m.read_at is null`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The median time (seconds) each doctor took over the last 30 days to answer a patient: from
 * the first message of a patient's run to the doctor's next message. Unanswered runs do not count.
 */
export async function medianReplySeconds(
  db: Db,
  doctorIds: string[],
  since: Date,
): Promise<Map<string, number>> {
  if (doctorIds.length === 0) return new Map();
  const found = await rows<{ doctorId: string; median: number | string | null }>(
    db,
    sql`
    with m as (
      select c.doctor_id, m.conversation_id, m.sender, m.created_at,
        lag(m.sender) over (partition by m.conversation_id order by m.created_at, m.id) as prev
      from messages m join conversations c on c.id = m.conversation_id
      where c.doctor_id in (${sql.join(
        doctorIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and m.created_at > ${since.toISOString()}
    ), asked as (
      select doctor_id, conversation_id, created_at from m
      where sender = 'patient' and prev is distinct from 'patient'
    )
    select a.doctor_id as "doctorId",
      percentile_cont(0.5) within group (order by extract(epoch from (r.at - a.created_at))) as median
    from asked a
    join lateral (
      select min(created_at) as at from messages r
      where r.conversation_id = a.conversation_id and r.sender = 'doctor' and r.created_at > a.created_at
    ) r on r.at is not null
    group by a.doctor_id`,
  );
  return new Map(found.filter((r) => r.median !== null).map((r) => [r.doctorId, Number(r.median)]));
}

export async function findAwayMessage(db: Db, doctorId: string): Promise<string | null> {
  const [row] = await db
    .select({ awayMessage: doctors.awayMessage })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .limit(1);
  return row?.awayMessage ?? null;
}

export async function saveAwayMessage(
  db: Db,
  doctorId: string,
  awayMessage: string | null,
): Promise<void> {
  await db
    .update(doctors)
    .set({ awayMessage, updatedAt: sql`now()` })
    .where(eq(doctors.id, doctorId));
}

/** Every message of the patient's conversations goes (account deletion). */
export async function deleteConversationsOf(db: Db, patientId: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.patientId, patientId));
}

/** Counts only, for the administrator's reports: never a body. */
export async function messageCounts(
  db: Db,
  since: Date,
): Promise<{ total: number; last30Days: number }> {
  const [row] = await rows<{ total: number; recent: number }>(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where ${messages.createdAt} > ${since.toISOString()})::int as recent
      from ${messages}`,
  );
  return { total: Number(row?.total ?? 0), last30Days: Number(row?.recent ?? 0) };
}
