// The live stream's store: events (ids only, kept 24 hours) and the single-use stream tickets.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { events, streamTickets } from '../../db/schema.js';

/** The channel NOTIFY wakes the streams on; its payload is an event id, never data. */
export const EVENTS_CHANNEL = 'careconnect_events';

import type { EventType } from './events.schemas.js';

export type { EventType };

export interface EventRow {
  id: number;
  userId: string;
  type: EventType;
  payload: Record<string, string>;
}

const columns = {
  id: events.id,
  userId: events.userId,
  type: events.type,
  payload: events.payload,
};

/**
 * Writes the events and NOTIFYs their ids. Inside a transaction the NOTIFY is delivered when it
 * commits (on both databases), so no stream hears of a row it cannot read yet.
 */
export async function insertEvents(
  db: Db,
  rows: { userId: string; type: EventType; payload: Record<string, string> }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(events).values(rows).returning({ id: events.id });
  const ids = inserted.map((r) => r.id);
  await db.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, id::text) from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::bigint[]) as id`,
  );
  return ids;
}

export async function findEvents(db: Db, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.id));
  return rows as EventRow[];
}

/** The user's events after `afterId` and since `since` (the catch-up of a stream that reconnects). */
export async function eventsAfter(
  db: Db,
  userId: string,
  afterId: number,
  since: Date,
  limit = 1000,
): Promise<EventRow[]> {
  const rows = await db
    .select(columns)
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        gt(events.id, afterId),
        gt(events.createdAt, since.toISOString()),
      ),
    )
    .orderBy(asc(events.id))
    .limit(limit);
  return rows as EventRow[];
}

export async function pruneEvents(db: Db, before: Date): Promise<void> {
  await db.delete(events).where(lt(events.createdAt, before.toISOString()));
}

export async function deleteEventsOf(db: Db, userId: string): Promise<void> {
  await db.delete(events).where(eq(events.userId, userId));
  await db.delete(streamTickets).where(eq(streamTickets.userId, userId));
}

export async function insertTicket(
  db: Db,
  hash: string,
  userId: string,
  sessionFamilyId: string | null,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  // Expired tickets go as new ones come (an index on expires_at keeps this cheap).
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now.toISOString()));
  await db
    .insert(streamTickets)
    .values({ hash, userId, sessionFamilyId, expiresAt: expiresAt.toISOString() });
}

/**
 * Takes a ticket: answers its user and sign-in once, while it is valid; null for an unknown, used
 * or late one.
 */
export async function takeTicket(
  db: Db,
  hash: string,
  now: Date,
): Promise<{ userId: string; sessionFamilyId: string | null } | null> {
  const rows = await db.delete(streamTickets).where(eq(streamTickets.hash, hash)).returning({
    userId: streamTickets.userId,
    sessionFamilyId: streamTickets.sessionFamilyId,
    expiresAt: streamTickets.expiresAt,
  });
  const row = rows[0];
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  return { userId: row.userId, sessionFamilyId: row.sessionFamilyId };
}
