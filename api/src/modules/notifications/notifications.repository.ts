import { and, count, desc, eq, ilike, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { emailCopyJobs, notifications, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import { likePattern, type Page, type Paging } from '../../lib/paging.js';
import { publishEvents } from '../events/events.service.js';
import type {
  Notification,
  NotificationKind,
  NotificationSubject,
} from './notifications.schemas.js';

export interface NewNotification {
  userId: string;
  message: string;
  /** Default 'general'. */
  kind?: NotificationKind;
  /** The record it is about, which the apps link to; none by default. */
  about?: NotificationSubject;
  /** Default now (the demo data's history sets it). */
  createdAt?: string;
  /**
   * Queue an email copy (sent when the user's copy of the kind is on). Default: yes for
   * appointment, plan and care notifications made now (not history); reminders send their own.
   */
  emailCopy?: boolean;
}

/** The kinds whose notifications get an email copy (the worker sends them). */
export const COPIED_KINDS: ReadonlySet<NotificationKind> = new Set(['appointment', 'plan', 'care']);

/**
 * Writes notifications, and a `notification` event to each user's live stream. Every
 * notification is created here (pass the transaction: the streams hear of it when it commits).
 */
export async function createNotifications(db: Db, items: NewNotification[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      items.map((n) => ({
        userId: n.userId,
        message: n.message,
        kind: n.kind ?? 'general',
        subjectType: n.about?.type ?? null,
        subjectId: n.about?.id ?? null,
        ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  // In the same transaction: the copy is there exactly when the notification is. It is due at
  // once: '-infinity' rather than the database's now(), which the worker, reading the app's clock,
  // could see as later than its own now (tests move the app's clock; in production the two agree).
  const copies = rows.flatMap((row, i) => {
    const item = items[i]!;
    const kind = item.kind ?? 'general';
    const wanted = item.emailCopy ?? (COPIED_KINDS.has(kind) && !item.createdAt);
    return wanted && COPIED_KINDS.has(kind)
      ? [{ userId: row.userId, kind, notificationId: row.id, dueAt: sql`'-infinity'::timestamptz` }]
      : [];
  });
  if (copies.length > 0) await db.insert(emailCopyJobs).values(copies);
  await publishEvents(
    db,
    rows.map((r) => ({
      userId: r.userId,
      type: 'notification',
      payload: { notificationId: r.id },
    })),
  );
  return rows.map((r) => r.id);
}

/**
 * Marks the notifications about `about` out of date (and read): a later change made them so (an
 * appointment moved, a doctor approved or rejected). `userIds` narrows it to those people, `keep`
 * spares the notifications just written. The bells of the people concerned refresh.
 */
export async function supersedeNotifications(
  db: Db,
  about: NotificationSubject,
  { userIds, keep = [] }: { userIds?: string[]; keep?: string[] } = {},
): Promise<number> {
  if (userIds && userIds.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ supersededAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.subjectType, about.type),
        eq(notifications.subjectId, about.id),
        isNull(notifications.supersededAt),
        userIds ? inArray(notifications.userId, userIds) : undefined,
        keep.length > 0 ? notInArray(notifications.id, keep) : undefined,
      ),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  await publishEvents(
    db,
    rows.map((r) => ({
      userId: r.userId,
      type: 'notification',
      payload: { notificationId: r.id },
    })),
  );
  return rows.length;
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
      kind: r.kind as NotificationKind,
      about:
        r.subjectType && r.subjectId
          ? ({ type: r.subjectType, id: r.subjectId } as NotificationSubject)
          : null,
      read: r.readAt !== null,
      readAt: r.readAt ? toIsoDateTime(r.readAt) : null,
      ...(r.supersededAt ? { superseded: true } : {}),
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

/** Marks one of the user's notifications read; false when there is none with this id for them. */
export async function markOneRead(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function findEmailCopies(db: Db, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ emailCopies: users.emailCopies })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.emailCopies ?? {};
}

export async function saveEmailCopies(
  db: Db,
  userId: string,
  emailCopies: Record<string, boolean>,
): Promise<void> {
  await db
    .update(users)
    .set({ emailCopies: sql`${users.emailCopies} || ${JSON.stringify(emailCopies)}::jsonb` })
    .where(eq(users.id, userId));
}
