// The only SQL of the shared rate-limit counts (table rate_limit_windows). Times come from the
// app's clock, never the database's now(), so that every instance and every test agrees.
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { rateLimitWindows } from '../../db/schema.js';

export interface WindowRow {
  count: number;
  /** Milliseconds since the epoch. */
  resetAt: number;
}

const resetAtMs = sql<number>`round(extract(epoch from ${rateLimitWindows.resetAt}) * 1000)::float8`;

/**
 * Counts one more for `keyHash` in ONE statement: a new key opens a window ending at `resetAt`;
 * a key whose window ended at or before `now` starts again at 1. The row lock of ON CONFLICT DO
 * UPDATE makes concurrent hits on one key queue, so none is lost on any number of instances.
 */
export async function hitWindow(
  db: Db,
  keyHash: string,
  now: Date,
  resetAt: Date,
): Promise<WindowRow> {
  const ended = sql`${rateLimitWindows.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ keyHash, count: 1, resetAt: resetAt.toISOString() })
    .onConflictDoUpdate({
      target: rateLimitWindows.keyHash,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitWindows.resetAt} end`,
      },
    })
    .returning({ count: rateLimitWindows.count, resetAt: resetAtMs });
  return { count: row!.count, resetAt: Number(row!.resetAt) };
}

/** The running window of `keyHash` at `now`, or null. */
export async function findWindow(db: Db, keyHash: string, now: Date): Promise<WindowRow | null> {
  const [row] = await db
    .select({ count: rateLimitWindows.count, resetAt: resetAtMs })
    .from(rateLimitWindows)
    .where(
      and(eq(rateLimitWindows.keyHash, keyHash), gt(rateLimitWindows.resetAt, now.toISOString())),
    );
  return row ? { count: row.count, resetAt: Number(row.resetAt) } : null;
}

export async function deleteWindow(db: Db, keyHash: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.keyHash, keyHash));
}

/** Deletes up to `batch` windows that ended at or before `now`; answers how many. */
export async function pruneWindows(db: Db, now: Date, batch: number): Promise<number> {
  const ended = db
    .select({ keyHash: rateLimitWindows.keyHash })
    .from(rateLimitWindows)
    .where(lte(rateLimitWindows.resetAt, now.toISOString()))
    .limit(batch);
  const deleted = await db
    .delete(rateLimitWindows)
    .where(inArray(rateLimitWindows.keyHash, ended))
    .returning({ keyHash: rateLimitWindows.keyHash });
  return deleted.length;
}
