// Durability under faults, against the real server process (`node --import tsx src/server.ts`):
// several clients book appointments as fast as the server answers, the server is killed with
// SIGKILL in the middle, restarted on the same data, and every booking that was answered 2xx must
// be there exactly once. On PGlite (its own data folder) and on a throw-away PostgreSQL 15 server
// (through scripts/with-postgres.mjs; skipped with its printed reason when PostgreSQL is missing).
// Also: a second server on the same PGlite folder refuses to start.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const repoDir = join(apiDir, '..');
const PASSWORD = 'CareConnect1!';
const CLIENTS = Number(process.env.DURABILITY_CLIENTS ?? 8);
/** The server is killed once this many bookings were answered (or after KILL_AFTER_MS). */
const KILL_AFTER_BOOKINGS = Number(process.env.DURABILITY_KILL_AFTER ?? 150);
const KILL_AFTER_MS = 20_000;
/** Far enough ahead that the demo data has nothing on those days. */
const FIRST_DAY = 400;

const cleanups: (() => Promise<void> | void)[] = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the API as `npm start` does; resolves once /readyz answers, or when it exits. */
async function startApi(env: Record<string, string>, port: number): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DEMO_MODE: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_WRITES: '100000',
      DEMO_SEED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const api: ApiProcess = { child, url: `http://127.0.0.1:${port}`, output: () => text, exited };
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 120_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const reply = await fetch(`${api.url}/readyz`);
      if (reply.ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return api;
}

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.child.kill('SIGTERM');
  await api.exited;
}

async function call<T>(
  api: ApiProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const reply = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as T };
}

async function login(api: ApiProcess, email: string): Promise<string> {
  const reply = await call<{ token: string; message: string }>(
    api,
    'POST',
    '/api/user/login',
    undefined,
    {
      email,
      password: PASSWORD,
    },
  );
  assert.equal(reply.status, 200, `login ${email}: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const SLOTS = Array.from({ length: 16 }, (_, i) => {
  const at = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    const h12 = h % 12 === 0 ? 12 : h % 12;
    return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return `${at(540 + i * 30)} - ${at(570 + i * 30)}`;
});

interface Outcome {
  acknowledged: Map<string, string>; // reason → appointment id
  refused: number;
  refusals: Map<string, number>;
  unknown: Set<string>; // reasons sent whose answer never came (the server died)
  sent: number;
}

interface Found {
  id: string;
  reason?: string;
}

/** Every appointment on the load's days, as an administrator sees them. */
async function appointmentsOnLoadDays(api: ApiProcess, token: string, lastDay: number) {
  const rows: Found[] = [];
  for (let page = 1; ; page++) {
    const reply = await call<{ _id: string; reason?: string }[]>(
      api,
      'GET',
      `/api/appointment/all?from=${day(FIRST_DAY)}&to=${day(lastDay)}&limit=200&page=${page}`,
      token,
    );
    assert.equal(reply.status, 200);
    rows.push(...reply.body.map((a) => ({ id: a._id, reason: a.reason })));
    if (reply.body.length < 200) return rows;
  }
}

/**
 * The scenario: seed, load with CLIENTS patients, SIGKILL, restart, check. Returns the figures.
 */
async function bookKillRestart(env: Record<string, string>, label: string) {
  const port = await freePort();
  let api = await startApi(env, port);
  assert.equal(api.child.exitCode, null, `the API did not start:\n${api.output()}`);

  const admin = await login(api, 'admin@careconnect.test');
  const patients = (
    await call<{ _id: string; user: { email: string } | null }[]>(
      api,
      'GET',
      '/api/patient/all?limit=200',
      admin,
    )
  ).body.filter((p) => p.user);
  assert.ok(patients.length >= CLIENTS, 'the demo data is there');
  const patientToken = await login(api, patients[0]!.user!.email);
  // As a patient sees them: approved doctors only.
  const doctors = (
    await call<{ _id: string }[]>(api, 'GET', '/api/doctor/all?limit=200', patientToken)
  ).body;
  assert.ok(doctors.length >= 2, 'the demo doctors are there');

  const run = Date.now().toString(36);
  const outcome: Outcome = {
    acknowledged: new Map(),
    refused: 0,
    refusals: new Map(),
    unknown: new Set(),
    sent: 0,
  };
  let killed = false;
  let lastDay = FIRST_DAY;
  const client = async (index: number) => {
    const doctor = doctors[index % doctors.length]!._id;
    for (let n = 0; !killed; n++) {
      // Each client has its own days, so no two bookings compete for a slot.
      const offset = FIRST_DAY + index * 1000 + Math.floor(n / SLOTS.length);
      lastDay = Math.max(lastDay, offset);
      const reason = `durability ${run} client ${index} booking ${n}`;
      outcome.sent += 1;
      outcome.unknown.add(reason);
      try {
        const reply = await call<{ _id: string }>(
          api,
          'POST',
          '/api/appointment/create',
          // The front desk books for each patient: a patient booking alone is held to a few
          // upcoming appointments per doctor and to the doctor's booking horizon.
          admin,
          {
            patient: patients[index]!._id,
            doctor,
            date: day(offset),
            timeSlot: SLOTS[n % SLOTS.length],
            reason,
          },
        );
        outcome.unknown.delete(reason);
        if (reply.status >= 200 && reply.status < 300)
          outcome.acknowledged.set(reason, reply.body._id);
        else {
          outcome.refused += 1;
          const why = `${reply.status} ${JSON.stringify(reply.body)}`;
          outcome.refusals.set(why, (outcome.refusals.get(why) ?? 0) + 1);
        }
      } catch {
        return; // the connection died with the server: the answer is unknown
      }
    }
  };
  const started = Date.now();
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  while (outcome.acknowledged.size < KILL_AFTER_BOOKINGS && Date.now() - started < KILL_AFTER_MS) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const inFlight = outcome.unknown.size;
  api.child.kill('SIGKILL');
  killed = true;
  await api.exited;
  await load;
  const loadSeconds = (Date.now() - started) / 1000;

  api = await startApi(env, port);
  assert.equal(api.child.exitCode, null, `the API did not restart:\n${api.output()}`);
  const adminAgain = await login(api, 'admin@careconnect.test');
  const found = await appointmentsOnLoadDays(api, adminAgain, lastDay + 1);
  const byReason = new Map<string, number>();
  for (const row of found)
    byReason.set(row.reason ?? '', (byReason.get(row.reason ?? '') ?? 0) + 1);
  const ids = new Set(found.map((row) => row.id));

  const missing = [...outcome.acknowledged].filter(([, id]) => !ids.has(id));
  const duplicated = [...byReason].filter(([, n]) => n > 1);
  const strangers = found.filter(
    (row) => !outcome.acknowledged.has(row.reason ?? '') && !outcome.unknown.has(row.reason ?? ''),
  );
  const committedUnanswered = found.filter((row) => outcome.unknown.has(row.reason ?? '')).length;

  // The server still books after the restart.
  const again = await call<{ _id: string }>(api, 'POST', '/api/appointment/create', adminAgain, {
    patient: patients[0]!._id,
    doctor: doctors[0]!._id,
    date: day(FIRST_DAY - 1),
    timeSlot: SLOTS[0],
  });
  await stopApi(api);

  const figures = {
    database: label,
    clients: CLIENTS,
    sent: outcome.sent,
    acknowledged: outcome.acknowledged.size,
    refused: outcome.refused,
    inFlightAtKill: inFlight,
    found: found.length,
    acknowledgedFound: outcome.acknowledged.size - missing.length,
    committedButUnanswered: committedUnanswered,
    duplicated: duplicated.length,
    loadSeconds: Number(loadSeconds.toFixed(1)),
  };
  console.log(`# durability ${JSON.stringify(figures)}`);

  assert.ok(
    outcome.acknowledged.size >= 20,
    `too few bookings before the kill: ${outcome.acknowledged.size}`,
  );
  assert.equal(
    outcome.refused,
    0,
    `no booking was refused before the kill: ${JSON.stringify([...outcome.refusals])}`,
  );
  assert.deepEqual(missing, [], 'every acknowledged booking is there after the restart');
  assert.deepEqual(duplicated, [], 'no booking is there twice');
  assert.deepEqual(strangers, [], 'nothing was stored that was not sent');
  assert.ok(
    committedUnanswered <= inFlight,
    'at most the in-flight bookings were stored unanswered',
  );
  assert.equal(found.length, outcome.acknowledged.size + committedUnanswered);
  assert.equal(again.status, 201, 'the restarted server books');
  return figures;
}

describe('durability: SIGKILL under a booking load', () => {
  it('PGlite: every acknowledged booking survives, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-durability-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await bookKillRestart({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'PGlite');
  });

  it('PostgreSQL 15: every acknowledged booking survives, once', async (t) => {
    // scripts/with-postgres.mjs runs a placeholder command that prints the URL and waits.
    const holder = spawn(
      process.execPath,
      [
        join(repoDir, 'scripts/with-postgres.mjs'),
        '--',
        process.execPath,
        '-e',
        "console.log('DATABASE_URL=' + process.env.DATABASE_URL); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));",
      ],
      { cwd: repoDir, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const closed = new Promise<void>((resolve) => holder.on('exit', () => resolve()));
    cleanups.push(async () => {
      holder.stdin!.end();
      await closed;
    });
    const url = await new Promise<string | null>((resolve) => {
      const lines = createInterface({ input: holder.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith('DATABASE_URL=')) resolve(line.slice('DATABASE_URL='.length));
        else if (line.includes('skipped:')) {
          console.log(`# ${line}`);
          resolve(null);
        }
      });
      holder.on('exit', () => resolve(null));
    });
    if (!url) {
      t.skip('PostgreSQL is not available here (see the [with-postgres] line above)');
      return;
    }
    await bookKillRestart({ DATABASE_URL: url }, 'PostgreSQL 15');
  });
});

describe('the PGlite data folder lock', () => {
  it('a second API process on the same folder refuses to start with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-lock-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SEED: '0' };
    const first = await startApi(env, await freePort());
    assert.equal(first.child.exitCode, null, first.output());
    const second = await startApi(env, await freePort());
    const code = await second.exited;
    assert.equal(code, 1);
    assert.match(
      second.output(),
      new RegExp(
        `Another CareConnect API process \\(pid ${first.child.pid}\\) is using DATA_DIR ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    );
    assert.doesNotMatch(second.output(), /\n\s+at /, 'no stack trace');
    // The first one is untouched and still answers.
    const ready = await fetch(`${first.url}/readyz`);
    assert.equal(ready.status, 200);
    await stopApi(first);
    // Once it stopped, the folder can be used again.
    const third = await startApi(env, await freePort());
    assert.equal(third.child.exitCode, null, third.output());
    await stopApi(third);
  });
});
