// Sign-in sessions: one row per refresh token, grouped in families (one family per sign-in).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { sessions } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';

/** Longest stored User-Agent (a header of any length must not fill the table). */
const USER_AGENT_MAX = 512;

export async function insertSession(
  db: Db,
  session: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string | null;
    ip?: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values({
    ...session,
    userAgent: session.userAgent ? session.userAgent.slice(0, USER_AGENT_MAX) : null,
    ip: session.ip || null,
    expiresAt: session.expiresAt.toISOString(),
  });
}

/** Seconds as an SQL interval parameter. */
const seconds = (ms: number) => sql`make_interval(secs => ${Math.round(ms / 1000)})`;

export async function findSession(db: Db, tokenHash: string, idleMs: number) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      // Idle: no request of the whole sign-in for `idleMs`.
      idle: sql<boolean>`(select max(s.last_active_at) from sessions s
        where s.family_id = "sessions"."family_id") <= now() - ${seconds(idleMs)}`,
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

/**
 * Whether a sign-in (a family of refresh tokens) of the user is live: neither revoked, expired
 * nor idle for `idleMs`. `stale` says its last activity is older than `touchAfterMs`.
 */
export async function sessionFamilyState(
  db: Db,
  familyId: string,
  userId: string,
  idleMs: number,
  touchAfterMs: number,
): Promise<{ live: boolean; stale: boolean }> {
  const result = (await db.execute(sql`
    select max(last_active_at) < now() - ${seconds(touchAfterMs)} as stale
    from sessions
    where family_id = ${familyId} and user_id = ${userId}
      and revoked_at is null and expires_at > now()
    having max(last_active_at) > now() - ${seconds(idleMs)}`)) as unknown as {
    rows: { stale: boolean }[];
  };
  const row = result.rows[0];
  return row ? { live: true, stale: row.stale } : { live: false, stale: false };
}

/** Records a request of the sign-in (on its current refresh token). */
export async function touchSessionFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(eq(sessions.familyId, familyId), isNull(sessions.usedAt), isNull(sessions.revokedAt)),
    );
}

/** Ends a sign-in; answers whether it was live (the user's own, when `userId` is given). */
export async function revokeFamily(db: Db, familyId: string, userId?: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.familyId, familyId),
        userId ? eq(sessions.userId, userId) : undefined,
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Ends every sign-in of a user, except the family `keepFamilyId` when given; answers the ended
 * sign-ins.
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepFamilyId?: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamilyId ? ne(sessions.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: sessions.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

export interface SignInRow {
  familyId: string;
  signedInAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  ip: string | null;
}

/** The user's live sign-ins, most recently active first; browser and address of the newest token. */
export async function listSignIns(db: Db, userId: string, idleMs: number): Promise<SignInRow[]> {
  const result = (await db.execute(sql`
    select family_id as "familyId",
      min(created_at) as "signedInAt",
      max(last_active_at) as "lastActiveAt",
      (array_agg(user_agent order by created_at desc))[1] as "userAgent",
      (array_agg(ip order by created_at desc))[1] as "ip"
    from sessions
    where user_id = ${userId} and revoked_at is null and expires_at > now()
    group by family_id
    having max(last_active_at) > now() - ${seconds(idleMs)}
    order by max(last_active_at) desc, family_id
    limit 100`)) as unknown as { rows: SignInRow[] };
  return result.rows.map((r) => ({
    ...r,
    signedInAt: toIsoDateTime(r.signedInAt),
    lastActiveAt: toIsoDateTime(r.lastActiveAt),
  }));
}
