import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { notifications } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import type { Notification } from './notifications.schemas.js';

export interface NewNotification {
  userId: string;
  message: string;
}

/** Writes notifications; called by the other modules on the events users care about. */
export async function notify(db: Db, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(items);
}

/** Newest first. */
export async function listNotifications(
  db: Db,
  userId: string,
  paging: Paging,
): Promise<Page<Notification>> {
  const where = and(
    eq(notifications.userId, userId),
    paging.q ? ilike(notifications.message, likePattern(paging.q)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      _id: r.id,
      message: r.message,
      read: r.readAt !== null,
      createdAt: toIsoDateTime(r.createdAt),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Deletes one of the user's notifications; false when there is none with this id for them. */
export async function deleteNotification(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteAllNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
