// Second factors: the only place that reads or writes their tables.
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  passkeys,
  recoveryCodes,
  secondFactorEvents,
  totpFactors,
  twoStepChallenges,
} from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';

export type ChallengePurpose = 'sign-in' | 'enrol' | 'passkey-registration';

export interface FactorSummary {
  totp: boolean;
  passkeys: number;
}

export async function factorsOf(db: Db, userId: string): Promise<FactorSummary> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { totp: Boolean(row?.totp), passkeys: Number(row?.passkeys ?? 0) };
}

// Authenticator app ------------------------------------------------------------------------------

export async function findTotp(db: Db, userId: string) {
  const [row] = await db
    .select({
      secretEncrypted: totpFactors.secretEncrypted,
      confirmedAt: totpFactors.confirmedAt,
      lastUsedStep: totpFactors.lastUsedStep,
    })
    .from(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A new, unconfirmed secret; an earlier unconfirmed one is replaced, a confirmed one is kept. */
export async function saveUnconfirmedTotp(
  db: Db,
  userId: string,
  secretEncrypted: string,
): Promise<boolean> {
  const rows = await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Takes the code of 30-second step `step`: false when that step or a later one was used already
 * (a replayed code). Confirms the factor when `confirm` is set.
 */
export async function useTotpStep(
  db: Db,
  userId: string,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({
      lastUsedStep: step,
      ...(confirm ? { confirmedAt: sql`coalesce(${totpFactors.confirmedAt}, now())` } : {}),
    })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirm ? undefined : isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

// Passkeys ---------------------------------------------------------------------------------------

export interface StoredPasskey {
  id: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function passkeysOf(db: Db, userId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt);
  return rows.map((row) => ({
    id: row.id,
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    signCount: Number(row.signCount),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    createdAt: toIsoDateTime(row.createdAt),
    lastUsedAt: row.lastUsedAt ? toIsoDateTime(row.lastUsedAt) : null,
  }));
}

export async function insertPasskey(
  db: Db,
  passkey: {
    userId: string;
    credentialId: string;
    publicKey: string;
    signCount: number;
    transports: string[];
    name: string;
  },
): Promise<void> {
  await db.insert(passkeys).values({ ...passkey, transports: passkey.transports.join(',') });
}

/** Records a use; false when the counter did not move forward (a cloned authenticator). */
export async function usePasskey(
  db: Db,
  id: string,
  previousCount: number,
  newCount: number,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.signCount, previousCount)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

// Recovery codes ---------------------------------------------------------------------------------

/** Replaces every recovery code of the user with these (hashes). */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code; false when it is unknown or was used. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

// Pending steps ----------------------------------------------------------------------------------

export async function insertChallenge(
  db: Db,
  challenge: {
    userId: string;
    purpose: ChallengePurpose;
    tokenHash: string | null;
    challenge: string | null;
    expiresAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(twoStepChallenges)
    .values({ ...challenge, expiresAt: challenge.expiresAt.toISOString() })
    .returning({ id: twoStepChallenges.id });
  return row!.id;
}

export interface LiveChallenge {
  id: string;
  userId: string;
  purpose: ChallengePurpose;
  challenge: string | null;
}

const liveColumns = {
  id: twoStepChallenges.id,
  userId: twoStepChallenges.userId,
  purpose: twoStepChallenges.purpose,
  challenge: twoStepChallenges.challenge,
};

/** A pending step by its token, while it is unused and unexpired. */
export async function findLiveChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LiveChallenge | null> {
  const [row] = await db
    .select(liveColumns)
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.tokenHash, tokenHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row ? { ...row, purpose: row.purpose as ChallengePurpose } : null;
}

/** The newest live passkey registration of a user. */
export async function findRegistrationChallenge(
  db: Db,
  userId: string,
  now: Date,
): Promise<LiveChallenge | null> {
  const [row] = await db
    .select(liveColumns)
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.userId, userId),
        eq(twoStepChallenges.purpose, 'passkey-registration'),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(sql`${twoStepChallenges.createdAt} desc`)
    .limit(1);
  return row ? { ...row, purpose: row.purpose as ChallengePurpose } : null;
}

export async function setChallenge(db: Db, id: string, challenge: string): Promise<void> {
  await db.update(twoStepChallenges).set({ challenge }).where(eq(twoStepChallenges.id, id));
}

/** Spends a pending step; false when another request spent it first. */
export async function useChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(twoStepChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoStepChallenges.id, id), isNull(twoStepChallenges.usedAt)))
    .returning({ id: twoStepChallenges.id });
  return rows.length > 0;
}

/** Ends every pending step of a user (and drops the spent and expired ones). */
export async function endChallenges(db: Db, userId: string): Promise<void> {
  await db.delete(twoStepChallenges).where(eq(twoStepChallenges.userId, userId));
}

// The record of changes -------------------------------------------------------------------------

export type SecondFactorAction =
  | 'totp-enrolled'
  | 'totp-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-renewed'
  | 'recovery-code-used'
  | 'reset-by-admin'
  // Not factors, but the same kind of record: who gave or took an account's administrator rights.
  | 'administrator-invited'
  | 'administrator-invitation-resent'
  | 'administrator-removed';

export async function recordEvent(
  db: Db,
  event: { userId: string; actorUserId: string; action: SecondFactorAction; ip: string | null },
): Promise<void> {
  await db.insert(secondFactorEvents).values(event);
}

export async function eventsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(secondFactorEvents)
    .where(eq(secondFactorEvents.userId, userId))
    .orderBy(secondFactorEvents.id);
  return rows.map((row) => ({ ...row, at: toIsoDateTime(row.at) }));
}
