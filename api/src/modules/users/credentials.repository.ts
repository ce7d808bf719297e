// Credentials: what proves who someone is or lets them change it, namely the password hash,
// pending sign-ups and their codes, password reset links and change-of-address links.
import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  emailChanges,
  passwordResets,
  registrations,
  signupCodes,
  users,
} from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { Role } from '../common/common.schemas.js';

export interface Credentials {
  id: string;
  role: string;
  passwordHash: string;
  emailVerifiedAt: string | null;
  firstName: string;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
    })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

// Pending sign-ups and their codes ------------------------------------------------------------

export interface NewRegistration {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  gender: string | null;
  role: Role;
  passwordHash: string;
  expiresAt: Date;
}

export type Registration = Omit<NewRegistration, 'expiresAt'> & { id: string };

/**
 * Adds a pending sign-up for an address, dropping the address's expired ones and keeping at most
 * `keep` (the newest), so that one address cannot pile up work for Verify and Login.
 */
export async function insertRegistration(
  db: Db,
  registration: NewRegistration,
  keep: number,
): Promise<string> {
  const email = registration.email.toLowerCase();
  await db
    .delete(registrations)
    .where(and(eq(registrations.email, email), lte(registrations.expiresAt, sql`now()`)));
  const [row] = await db
    .insert(registrations)
    .values({ ...registration, email, expiresAt: registration.expiresAt.toISOString() })
    .returning({ id: registrations.id });
  const older = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.email, email))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .offset(keep);
  if (older.length > 0)
    await db.delete(registrations).where(
      inArray(
        registrations.id,
        older.map((r) => r.id),
      ),
    );
  return row!.id;
}

/** The address's live pending sign-ups, newest first. */
export async function findRegistrations(db: Db, email: string): Promise<Registration[]> {
  const rows = await db
    .select({
      id: registrations.id,
      email: registrations.email,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      username: registrations.username,
      gender: registrations.gender,
      role: registrations.role,
      passwordHash: registrations.passwordHash,
    })
    .from(registrations)
    .where(
      and(eq(registrations.email, email.toLowerCase()), gt(registrations.expiresAt, sql`now()`)),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map((row) => ({ ...row, role: row.role as Role }));
}

/** Forgets every pending sign-up of an address and its code (it now belongs to an account). */
export async function deleteRegistrations(db: Db, email: string): Promise<void> {
  await db.delete(registrations).where(eq(registrations.email, email.toLowerCase()));
  await db.delete(signupCodes).where(eq(signupCodes.email, email.toLowerCase()));
}

export async function saveSignupCode(
  db: Db,
  email: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(signupCodes)
    .values({
      email: email.toLowerCase(),
      codeHash,
      expiresAt: expiresAt.toISOString(),
      attempts: 0,
    })
    .onConflictDoUpdate({
      target: signupCodes.email,
      set: { codeHash, expiresAt: expiresAt.toISOString(), attempts: 0, createdAt: sql`now()` },
    });
}

export async function findSignupCode(db: Db, email: string) {
  const [row] = await db
    .select({
      codeHash: signupCodes.codeHash,
      attempts: signupCodes.attempts,
      expiresAt: signupCodes.expiresAt,
      createdAt: signupCodes.createdAt,
    })
    .from(signupCodes)
    .where(eq(signupCodes.email, email.toLowerCase()))
    .limit(1);
  return row
    ? {
        ...row,
        expiresAt: new Date(toIsoDateTime(row.expiresAt)),
        createdAt: new Date(toIsoDateTime(row.createdAt)),
      }
    : null;
}

export async function countFailedSignupCode(db: Db, email: string): Promise<number> {
  const [row] = await db
    .update(signupCodes)
    .set({ attempts: sql`${signupCodes.attempts} + 1` })
    .where(eq(signupCodes.email, email.toLowerCase()))
    .returning({ attempts: signupCodes.attempts });
  return row?.attempts ?? 0;
}

export async function deleteSignupCode(db: Db, email: string): Promise<void> {
  await db.delete(signupCodes).where(eq(signupCodes.email, email.toLowerCase()));
}

// Password resets ----------------------------------------------------------------------------

export async function savePasswordReset(
  db: Db,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt: expiresAt.toISOString() });
}

/** Ends every unused reset link of a user (a new link, a reset, a new password or address). */
export async function endPasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Marks a reset token used, once: returns its owner only if it was unused and unexpired. */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  email: string,
): Promise<string | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > now()`,
        sql`${passwordResets.userId} = (select ${users.id} from ${users} where ${users.email} = ${email.toLowerCase()} and ${users.deletedAt} is null)`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
}

// Email changes ----------------------------------------------------------------------------

/** Stores a change of address; earlier unused links of the user end. */
export async function saveEmailChange(
  db: Db,
  change: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values({
    ...change,
    newEmail: change.newEmail.toLowerCase(),
    expiresAt: change.expiresAt.toISOString(),
  });
}

/** Marks a change link used, once: its user and new address if it was unused and unexpired. */
export async function consumeEmailChange(
  db: Db,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | null> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        sql`${emailChanges.expiresAt} > now()`,
        sql`exists (select 1 from ${users} where ${users.id} = ${emailChanges.userId} and ${users.deletedAt} is null)`,
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return rows[0] ?? null;
}

/** Sets a user's address (lower-cased); throws the unique violation when it is taken. */
export async function setEmail(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email: email.toLowerCase(), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}
