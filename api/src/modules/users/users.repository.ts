import { and, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  doctors,
  emailChanges,
  passwordResets,
  patients,
  registrations,
  sessions,
  signupCodes,
  users,
} from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { Role } from '../common/common.schemas.js';
import type { User } from './users.schemas.js';

/** Who is calling: loaded from the database on every authenticated request. */
export interface Actor {
  userId: string;
  role: Role;
  firstName: string;
  lastName: string;
  patientId: string | null;
  doctorId: string | null;
  /** True for a doctor whose record an administrator approved. */
  doctorApproved: boolean;
}

function actorQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      patientId: patients.id,
      doctorId: doctors.id,
      approvedAt: doctors.approvedAt,
    })
    .from(users)
    .leftJoin(patients, and(eq(patients.userId, users.id), isNull(patients.deletedAt)))
    .leftJoin(doctors, and(eq(doctors.userId, users.id), isNull(doctors.deletedAt)))
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('careconnect_actor');
}

// Built once per database handle: this query runs on every authenticated request.
const actorQueries = new WeakMap<Db, ReturnType<typeof actorQuery>>();

export async function findActor(db: Db, userId: string): Promise<Actor | null> {
  let query = actorQueries.get(db);
  if (!query) {
    query = actorQuery(db);
    actorQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return null;
  return {
    userId: row.userId,
    role: row.role as Role,
    firstName: row.firstName,
    lastName: row.lastName,
    patientId: row.patientId,
    doctorId: row.doctorId,
    doctorApproved: row.role === 'doctor' && row.approvedAt !== null,
  };
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  role: users.role,
  gender: users.gender,
  phoneNumber: users.phoneNumber,
  address: users.address,
  dateOfBirth: users.dateOfBirth,
  bio: users.bio,
  image: users.image,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  patientId: patients.id,
  doctorId: doctors.id,
  doctorApprovedAt: doctors.approvedAt,
};

export type UserRow = {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: string;
  gender: string | null;
  phoneNumber: string | null;
  address: string | null;
  dateOfBirth: string | null;
  bio: string | null;
  image: string | null;
  emailVerifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
  patientId: string | null;
  doctorId: string | null;
  doctorApprovedAt: string | null;
};

const orUndefined = <T>(value: T | null | undefined): T | undefined =>
  value === null || value === '' ? undefined : (value ?? undefined);

/** The whole profile, for the user themself, an administrator, or the doctor of a patient. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    username: row.username,
    email: row.email,
    gender: orUndefined(row.gender),
    phoneNumber: orUndefined(row.phoneNumber),
    address: orUndefined(row.address),
    dateOfBirth: orUndefined(row.dateOfBirth),
    bio: orUndefined(row.bio),
    image: orUndefined(row.image),
    emailVerified: row.emailVerifiedAt !== null,
    patientId: orUndefined(row.patientId),
    doctorId: orUndefined(row.doctorId),
    doctorApproved: row.role === 'doctor' ? row.doctorApprovedAt !== null : undefined,
    createdAt: toIsoDateTime(row.createdAt),
    updatedAt: toIsoDateTime(row.updatedAt),
  };
}

/** What anyone signed in may see of another person (names, photo). */
export function toPublicUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    username: row.username,
    image: orUndefined(row.image),
    patientId: orUndefined(row.patientId),
    doctorId: orUndefined(row.doctorId),
  };
}

function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(patients, and(eq(patients.userId, users.id), isNull(patients.deletedAt)))
    .leftJoin(doctors, and(eq(doctors.userId, users.id), isNull(doctors.deletedAt)));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

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

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  gender?: string | null;
  phoneNumber?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  bio?: string | null;
  image?: string | null;
  verified?: boolean;
  /** The id to use (a verified sign-up keeps the id its registration answered with). */
  id?: string;
}

/** Inserts a user; throws the database's unique violation on a taken email or username. */
export async function insertUser(db: Db, user: NewUser): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      ...(user.id ? { id: user.id } : {}),
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email.toLowerCase(),
      passwordHash: user.passwordHash,
      role: user.role,
      gender: user.gender ?? null,
      phoneNumber: user.phoneNumber ?? null,
      address: user.address ?? null,
      dateOfBirth: user.dateOfBirth ?? null,
      bio: user.bio ?? null,
      image: user.image ?? null,
      emailVerifiedAt: user.verified ? sql`now()` : null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  gender?: string | null;
  bio?: string | null;
  address?: string | null;
  phoneNumber?: string | null;
  dateOfBirth?: string | null;
  image?: string | null;
}

export async function updateUser(db: Db, id: string, patch: ProfilePatch): Promise<boolean> {
  const values = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as ProfilePatch;
  if (values.email) values.email = values.email.toLowerCase();
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * Soft-deletes a user: the row stays for the history it belongs to, but the personal data is
 * wiped, the email and username are freed, and the account can no longer sign in.
 */
export async function softDeleteUser(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      username: sql`'deleted-' || ${users.id}`,
      passwordHash: '!',
      phoneNumber: null,
      address: null,
      dateOfBirth: null,
      bio: null,
      image: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
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

/** Whether a live account uses the username (any case). */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

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

// Sessions (refresh tokens) -----------------------------------------------------------------------

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

export async function adminUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}
