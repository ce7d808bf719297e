// Test fixtures: one migrated database per test file (PGlite loaded from the dump prepared by
// scripts/run-tests.mjs, or a copy of the PostgreSQL test database), emptied between tests, and
// helpers to create people and call the API through app.inject.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../src/app.js';
import type { Config } from '../src/config.js';
import {
  migrate,
  migrationsFolder,
  openDatabase,
  pgliteExtensions,
  type Database,
  type Db,
} from '../src/db/index.js';
import { hashPassword } from '../src/lib/secrets.js';
import type { Role } from '../src/modules/common/common.schemas.js';
import { startCare } from '../src/modules/care/care.repository.js';
import { insertDoctor } from '../src/modules/doctors/doctors.repository.js';
import { insertPatient } from '../src/modules/users/accounts.repository.js';
import { insertUser } from '../src/modules/users/accounts.repository.js';
import type { LoginResponse } from '../src/modules/users/users.schemas.js';
import { signAccessToken } from '../src/plugins/auth.js';

export const PASSWORD = 'CareConnect1!';

/**
 * A copy of the migrations folder whose journal lists only the first `count` migrations, for a
 * test of one migration on data written before it. The caller removes the folder.
 */
export function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'careconnect-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const TABLES = [
  'waitlist_offers',
  'waitlist_entries',
  'domain_events',
  'events',
  'stream_tickets',
  'messages',
  'conversations',
  'emergency_accesses',
  'care_relationships',
  'sport_feedback',
  'food_feedback',
  'sport_plans',
  'food_plans',
  'health_complaints',
  'appointments',
  'appointment_day_counts',
  'notifications',
  'files',
  'sessions',
  'password_resets',
  'email_changes',
  'registrations',
  'signup_codes',
  'doctors',
  'patients',
  'users',
  'outbox',
  'rate_limit_windows',
];

async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const base = new URL(url);
    const template = decodeURIComponent(base.pathname.slice(1));
    const name = `cc_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: copyUrl.toString(), poolSize: 5 });
    return {
      database,
      url: copyUrl.toString(),
      drop: async () => {
        await database.close();
        const client = new pg.Client({ connectionString: adminUrl.toString() });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const dump = process.env.CARECONNECT_TEST_PGLITE_DUMP;
  const client = dump
    ? await PGlite.create({
        loadDataDir: new Blob([readFileSync(dump)]),
        extensions: pgliteExtensions,
      })
    : await PGlite.create({ extensions: pgliteExtensions });
  // Photos' bytes in a folder beside the database, as with the embedded database on disk.
  const fileFolder = mkdtempSync(join(tmpdir(), 'careconnect-files-'));
  const database = await openDatabase({ pglite: client, fileFolder });
  if (!dump) await migrate(database);
  return {
    database,
    drop: async () => {
      await client.close();
      rmSync(fileFolder, { recursive: true, force: true });
    },
  };
}

export interface Person {
  userId: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  role: Role;
  patientId?: string;
  doctorId?: string;
  /** The authenticator-app secret, when one was enrolled (administrators by default). */
  totpSecret?: string;
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  query?: Record<string, string>;
}

let counter = 0;
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: App;
  database: Database;
  /** The test database's URL on PostgreSQL (a second app may open it); undefined on PGlite. */
  databaseUrl: string | undefined;
  db: Db;
  /** Empties every table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply bodies field by field
  request<T = any>(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<Reply<T>>;
  /** A patient with a date of birth (booking asks for one) unless `dateOfBirth: null`. */
  createPatient(
    fields?: Partial<{
      firstName: string;
      lastName: string;
      email: string;
      dateOfBirth: string | null;
    }>,
  ): Promise<Person>;
  createDoctor(
    fields?: Partial<{
      firstName: string;
      lastName: string;
      email: string;
      approved: boolean;
      withRecord: boolean;
      specialization: string;
    }>,
  ): Promise<Person>;
  /**
   * An administrator who, as the clinic requires, has an authenticator app (enrolled through the
   * API; its secret in `totpSecret`). `{ secondFactor: false }` leaves it out.
   */
  createAdmin(options?: { secondFactor?: boolean }): Promise<Person>;
  /**
   * Signs in as a user would: the password, then, when asked, the authenticator app's code (the
   * next 30-second step's, which the server accepts now and has not seen).
   */
  signIn(person: Person, password?: string): Promise<Reply<LoginResponse>>;
  /** Puts the doctor in the patient's care team, as an administrator's assignment does. */
  addToCare(patient: Person, doctor: Person): Promise<void>;
  /** The emails kept in the outbox for an address, newest first. */
  emails(to: string): Promise<{ subject: string; text: string }[]>;
  sql<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
}

/**
 * A sign-in slowdown of 800 ms after 10 failures, doubling to 3200 ms (well above what a loaded
 * machine adds to one sign-in), whose waits are recorded as well as waited: "no wait" is read from
 * the record, as a loaded machine can make any answer slow; "waited at least" from the clock.
 * `waitedDuring(run)` answers what `run` answered and the waits chosen meanwhile.
 */
export function recordedSlowdown() {
  const chosen: number[] = [];
  const slowdown = {
    freeFailures: 10,
    delayMs: 800,
    maxDelayMs: 3200,
    sleep: (ms: number) => {
      chosen.push(ms);
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    },
  };
  const waitedDuring = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const before = chosen.length;
    const result = await run();
    const waited = chosen.slice(before).reduce((sum, ms) => sum + ms, 0);
    return { result, ms: performance.now() - started, waited };
  };
  return { slowdown, waitedDuring };
}

/** The configuration of the test apps. */
export const TEST_CONFIG: Partial<Config> = {
  rateLimitLogin: 1000,
  rateLimitUpload: 1000,
  // Stories write more than a person would; the write limits' own tests set 1.
  rateLimitWrites: 1000,
  signInSlowdown: { freeFailures: 1000, delayMs: 1000, maxDelayMs: 10_000 },
  demoSeed: false,
  smtpUrl: undefined,
  demoMode: true,
  nodeEnv: 'test',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
  publicUrl: 'http://localhost:4000',
  appUrl: 'http://localhost:3000',
  corsOrigins: ['http://localhost:3000'],
  // The job queue starts only where a test asks for it (reminders.test.ts).
  reminders: {
    enabled: false,
    pollSeconds: 0.5,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 1,
  },
};

/** Builds the app on a fresh database. Call close() in `after`. */
export async function setupTestApp(
  options: Pick<BuildOptions, 'config' | 'now' | 'logger' | 'leaving'> = {},
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const app = await buildApp({
    database,
    logger: options.logger ?? false,
    migrate: false,
    now: options.now,
    leaving: options.leaving,
    config: { ...TEST_CONFIG, ...options.config },
  });
  const db = database.db;
  // The app's clock, which the authenticator codes follow.
  const clock = () => (options.now ? options.now() : new Date()).getTime();

  const request: TestApp['request'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const raw = await app.inject({
      method,
      url,
      headers,
      cookies: opts.cookies,
      query: opts.query,
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    });
    let body: unknown = raw.body;
    if (String(raw.headers['content-type'] ?? '').includes('application/json')) body = raw.json();
    return { status: raw.statusCode, body: body as never, headers: raw.headers, raw };
  };

  const createUser = async (
    role: Role,
    fields: Partial<{
      firstName: string;
      lastName: string;
      email: string;
      dateOfBirth: string | null;
    }>,
  ) => {
    counter += 1;
    const unique = `${process.pid}${counter}`;
    const firstName = fields.firstName ?? `Test${role}`;
    const lastName = fields.lastName ?? `Person${counter}`;
    const email = (fields.email ?? `${role}${unique}@example.test`).toLowerCase();
    passwordHash ??= hashPassword(PASSWORD);
    const userId = await insertUser(db, {
      firstName,
      lastName,
      username: `${role}${unique}`,
      email,
      passwordHash: await passwordHash,
      role,
      verified: true,
      dateOfBirth: fields.dateOfBirth,
    });
    return {
      userId,
      email,
      firstName,
      lastName,
      role,
      token: signAccessToken(app, { userId, role }),
    };
  };

  return {
    app,
    database,
    databaseUrl: url,
    db,
    request,
    async reset() {
      // DELETE beats TRUNCATE on tables this small (no new files for every table).
      await db.transaction(async (tx) => {
        for (const table of TABLES) await tx.execute(sql.raw(`delete from ${table}`));
      });
    },
    async close() {
      await app.close();
      await drop();
    },
    async createPatient(fields = {}) {
      const person = await createUser('patient', {
        ...fields,
        dateOfBirth: fields.dateOfBirth === undefined ? '1985-06-15' : fields.dateOfBirth,
      });
      return { ...person, patientId: await insertPatient(db, person.userId) };
    },
    async createDoctor(fields = {}) {
      const person = await createUser('doctor', fields);
      if (fields.withRecord === false) return person;
      const doctorId = await insertDoctor(
        db,
        person.userId,
        {
          specialization: fields.specialization ?? 'Cardiology',
          licenseNumber: `LIC-${counter}`,
          hospital: 'General Hospital',
        },
        fields.approved ?? true,
      );
      return { ...person, doctorId };
    },
    async createAdmin({ secondFactor = true } = {}) {
      const admin: Person = await createUser('admin', {});
      if (!secondFactor) return admin;
      const setup = await request<{ secret: string }>('POST', '/api/user/two-step/totp/setup', {
        token: admin.token,
      });
      const confirm = await request('POST', '/api/user/two-step/totp/confirm', {
        token: admin.token,
        body: { code: totpCode(setup.body.secret, clock()) },
      });
      if (confirm.status !== 200) throw new Error(`enrolment answered ${confirm.status}`);
      return { ...admin, totpSecret: setup.body.secret };
    },
    async signIn(person, password = PASSWORD) {
      const reply = await request('POST', '/api/user/login', {
        body: { email: person.email, password },
      });
      if (reply.status !== 202 || reply.body.step !== 'second-factor' || !person.totpSecret)
        return reply;
      return request('POST', '/api/user/two-step/totp', {
        body: {
          pendingToken: reply.body.pendingToken,
          code: totpCode(person.totpSecret, clock() + 30_000),
        },
      });
    },
    async addToCare(patient, doctor) {
      await startCare(db, patient.patientId!, doctor.doctorId!, 'admin');
    },
    async emails(to) {
      const reply = await request<{ subject: string; text: string }[]>(
        'GET',
        `/api/dev/outbox?to=${encodeURIComponent(to)}`,
      );
      return reply.body;
    },
    async sql<T>(query: ReturnType<typeof sql>) {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
  };
}

/** The authenticator app's code at a moment (ms since the epoch). */
export function totpCode(secret: string, at: number): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });
}

/** Tomorrow, or `days` from today, as 'YYYY-MM-DD' (server local time). */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
