// Accounts: the users table as profiles, the caller of a request (the actor) and the
// administrators. Passwords, codes and links are in credentials.repository.ts; sign-ins in
// sessions.repository.ts.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { doctors, passkeys, patients, totpFactors, users } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { Role } from '../common/common.schemas.js';
import { revokeUserSessions } from './sessions.repository.js';
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
/** The patient record a patient account is born with (its details are filled in later). */
export async function insertPatient(db: Db, userId: string): Promise<string> {
  const [row] = await db.insert(patients).values({ userId }).returning({ id: patients.id });
  return row!.id;
}

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
  await revokeUserSessions(db, id);
}

/** Whether a live account uses the username (any case). */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function adminUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

/** Locks the rows of the live administrators among `ids` (in id order) and returns their ids. */
export async function lockAdministrators(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * The password hash of an invited account until its owner chooses a password with the emailed
 * link: no password matches it (it is not an argon2 hash), so the account cannot sign in yet.
 */
export const INVITED_PASSWORD_HASH = '!invited';

export interface AdministratorRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  twoStep: boolean;
  invitationPending: boolean;
  createdAt: string;
}

/** The clinic's administrators by name; `id` narrows it to one. */
export async function listAdministrators(db: Db, id?: string): Promise<AdministratorRow[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      twoStep: sql<boolean>`(exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
      invitationPending: sql<boolean>`(${users.passwordHash} = ${INVITED_PASSWORD_HASH})`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), id ? eq(users.id, id) : undefined))
    .orderBy(users.lastName, users.firstName, users.id);
  return rows.map((row) => ({
    ...row,
    twoStep: Boolean(row.twoStep),
    invitationPending: Boolean(row.invitationPending),
    createdAt: toIsoDateTime(row.createdAt),
  }));
}
