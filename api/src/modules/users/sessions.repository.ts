// Sign-in sessions: one row per refresh token, grouped in families (one family per sign-in).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { sessions } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';

export async function insertSession(
  db: Db,
  session: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ ...session, expiresAt: session.expiresAt.toISOString() });
}

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      usedAt: sessions.usedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row, usedAt: row.usedAt ? new Date(toIsoDateTime(row.usedAt)) : null } : null;
}

/** Marks a refresh token as used; false when another request used it first. */
export async function useSession(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ usedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.usedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** True while a sign-in (a family of refresh tokens) of the user is neither revoked nor expired. */
export async function isSessionFamilyLive(
  db: Db,
  familyId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.familyId, familyId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/** Ends every sign-in of a user, except the family `keepFamilyId` when given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    );
}
