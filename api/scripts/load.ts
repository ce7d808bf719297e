// npm run load [-- --duration 300 --rate 15 --url http://127.0.0.1:4000 --json out.json]
// Mixed traffic at a steady rate against a real API process on 127.0.0.1: logins, lists,
// bookings and dashboards. Without --url it starts the server itself (`node --import tsx
// src/server.ts`, a temporary PGlite folder with the demo data, or DATABASE_URL when set) and
// follows its memory (RSS). Prints p50/p99 per kind of request and RSS at start and end; exits 1
// on any error (a status other than the expected one, or no answer) or when memory keeps growing.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const durationS = Number(arg('duration', process.env.LOAD_DURATION ?? '300'));
const rate = Number(arg('rate', process.env.LOAD_RATE ?? '15'));
const targetUrl = arg('url', '');
const jsonOut = arg('json', '');
/** Requests allowed in flight at once; beyond that a request waits (counted as late). */
const MAX_IN_FLIGHT = 64;
/** Memory is "still growing" when RSS at the end exceeds RSS after warm-up by this much. */
const GROWTH_FACTOR = 1.25;
const GROWTH_SLACK_MIB = 48;
const PASSWORD = 'CareConnect1!';
const FIRST_DAY = 2000; // far ahead: the demo data has nothing there

if (!(durationS > 0) || !(rate > 0)) {
  console.error('usage: load.ts [--duration seconds] [--rate requests-per-second] [--url URL]');
  process.exit(2);
}

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

function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

let server: ChildProcess | null = null;
let dataDir: string | null = null;
let serverOutput = '';

async function startServer(): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_WRITES: '1000000',
    DEMO_MODE: '1',
    DEMO_SEED: '1',
  };
  if (!process.env.DATABASE_URL) {
    dataDir = mkdtempSync(join(tmpdir(), 'careconnect-load-'));
    env.DATA_DIR = dataDir;
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) return url;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not start:\n${serverOutput}`);
}

async function stopServer(): Promise<void> {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

interface Reply {
  status: number;
  body: unknown;
}

async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: reply.status, body: parsed };
}

async function login(base: string, email: string): Promise<string> {
  const reply = await call(base, 'POST', '/api/user/login', undefined, {
    email,
    password: PASSWORD,
  });
  if (reply.status !== 200)
    throw new Error(`login ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body as { token: string }).token;
}

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const SLOTS = Array.from({ length: 16 }, (_, i) => {
  const at = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const h12 = h % 12 === 0 ? 12 : h % 12;
    return `${String(h12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return `${at(540 + i * 30)} - ${at(570 + i * 30)}`;
});

interface Account {
  email: string;
  token: string;
  id: string; // patient or doctor record id
}

type Kind = 'login' | 'list' | 'booking' | 'dashboard';
/** Share of each kind in the traffic. */
const MIX: [Kind, number][] = [
  ['login', 0.1],
  ['list', 0.45],
  ['booking', 0.15],
  ['dashboard', 0.3],
];

interface Stats {
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const base = targetUrl || (await startServer());
  const admin = await login(base, 'admin@careconnect.test');
  const patientRows = (await call(base, 'GET', '/api/patient/all?limit=200', admin)).body as {
    _id: string;
    user: { email: string } | null;
  }[];
  const patients: Account[] = [];
  for (const p of patientRows.filter((row) => row.user).slice(0, 12)) {
    patients.push({ email: p.user!.email, id: p._id, token: await login(base, p.user!.email) });
  }
  const doctorRows = (await call(base, 'GET', '/api/doctor/all?limit=200&approved=true', admin))
    .body as { _id: string; user: { email: string } | null }[];
  const doctors: Account[] = [];
  for (const d of doctorRows.filter((row) => row.user)) {
    doctors.push({ email: d.user!.email, id: d._id, token: await login(base, d.user!.email) });
  }
  if (patients.length === 0 || doctors.length === 0) throw new Error('no demo patients or doctors');
  const accounts = [...patients, ...doctors];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  let bookings = 0;
  const requests: Record<Kind, () => Promise<[Reply, number]>> = {
    login: async () => {
      const account = pick(accounts);
      const reply = await call(base, 'POST', '/api/user/login', undefined, {
        email: account.email,
        password: PASSWORD,
      });
      if (reply.status === 200) account.token = (reply.body as { token: string }).token;
      return [reply, 200];
    },
    list: async () => {
      const choice = Math.floor(Math.random() * 5);
      const patient = pick(patients);
      const doctor = pick(doctors);
      const [path, token] = [
        [`/api/appointment/byDoctor/${doctor.id}?limit=50`, doctor.token],
        [`/api/appointment/byPatient/${patient.id}`, patient.token],
        ['/api/appointment/all?limit=50', admin],
        ['/api/health/all', doctor.token],
        ['/api/patient/all?limit=50', admin],
      ][choice]!;
      return [await call(base, 'GET', path!, token), 200];
    },
    booking: async () => {
      // Every booking gets a day of its own (no doctor or patient is ever booked twice at once: no
      // 409 is expected), on a slot of the default hours. The administrator books: the days are
      // beyond a patient's booking horizon, and a patient holds at most two with one doctor.
      const n = bookings++;
      const reply = await call(base, 'POST', '/api/appointment/create', admin, {
        patient: patients[n % patients.length]!.id,
        doctor: doctors[n % doctors.length]!.id,
        date: day(FIRST_DAY + n),
        timeSlot: SLOTS[n % SLOTS.length],
        reason: 'Load test',
      });
      return [reply, 201];
    },
    dashboard: async () => {
      const choice = Math.floor(Math.random() * 3);
      const patient = pick(patients);
      const doctor = pick(doctors);
      const [path, token] = [
        ['/api/stats/admin', admin],
        [`/api/stats/doctor/${doctor.id}`, doctor.token],
        [`/api/stats/patient/${patient.id}`, patient.token],
      ][choice]!;
      return [await call(base, 'GET', path!, token), 200];
    },
  };

  const stats = Object.fromEntries(
    MIX.map(([kind]) => [kind, { latencies: [], errors: 0, firstErrors: [] } as Stats]),
  ) as Record<Kind, Stats>;
  const chooseKind = (): Kind => {
    let r = Math.random();
    for (const [kind, share] of MIX) {
      if (r < share) return kind;
      r -= share;
    }
    return 'list';
  };

  const pid = server?.pid;
  const rssStart = rssMiB(pid);
  const samples: { t: number; rss: number }[] = [];
  const total = Math.round(durationS * rate);
  let inFlight = 0;
  let late = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  console.log(
    `load: ${total} requests over ${durationS} s (${rate}/s) against ${base}` +
      (pid ? ` (pid ${pid}, RSS ${rssStart} MiB)` : ''),
  );
  let nextReport = 30;
  /** Latencies of the answers received since the last progress line. */
  let windowLatencies: number[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    while (inFlight >= MAX_IN_FLIGHT) {
      late += 1;
      await Promise.race(pending);
    }
    const kind = chooseKind();
    const t0 = performance.now();
    inFlight += 1;
    const job = requests[kind]()
      .then(([reply, expected]) => {
        const ms = performance.now() - t0;
        stats[kind].latencies.push(ms);
        windowLatencies.push(ms);
        if (reply.status !== expected) {
          stats[kind].errors += 1;
          if (stats[kind].firstErrors.length < 5)
            stats[kind].firstErrors.push(
              `${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
            );
        }
      })
      .catch((error: unknown) => {
        stats[kind].errors += 1;
        if (stats[kind].firstErrors.length < 5) stats[kind].firstErrors.push(String(error));
      })
      .finally(() => {
        inFlight -= 1;
        pending.delete(job);
      });
    pending.add(job);
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed >= nextReport) {
      const rss = rssMiB(pid);
      if (rss !== null) samples.push({ t: elapsed, rss });
      const errors = Object.values(stats).reduce((n, s) => n + s.errors, 0);
      const window = windowLatencies.sort((a, b) => a - b);
      windowLatencies = [];
      console.log(
        `  ${Math.round(elapsed)} s: ${i + 1} sent, ${errors} errors, last 30 s p50 ${percentile(window, 50).toFixed(0)} ms p99 ${percentile(window, 99).toFixed(0)} ms max ${(window.at(-1) ?? 0).toFixed(0)} ms` +
          (rss !== null ? `, RSS ${rss} MiB` : ''),
      );
      nextReport += 30;
    }
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  const rssEnd = rssMiB(pid);
  // After a third of the run the caches, pools and JIT are warm: growth from there on is suspect.
  const warm = samples.find((s) => s.t >= durationS / 3)?.rss ?? samples[0]?.rss ?? rssStart;
  const rssPeak = Math.max(rssStart ?? 0, rssEnd ?? 0, ...samples.map((s) => s.rss));

  const rows = MIX.map(([kind]) => {
    const sorted = [...stats[kind].latencies].sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      errors: stats[kind].errors,
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    };
  });
  const all = MIX.flatMap(([kind]) => stats[kind].latencies).sort((a, b) => a - b);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const growing =
    rssEnd !== null && warm !== null && rssEnd > warm * GROWTH_FACTOR + GROWTH_SLACK_MIB;

  console.log('\nkind        requests  errors   p50 ms   p99 ms   max ms');
  for (const r of rows) {
    console.log(
      `${r.kind.padEnd(10)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)}`,
    );
  }
  for (const [kind] of MIX)
    for (const e of stats[kind].firstErrors) console.log(`  ${kind} error: ${e}`);
  const summary = {
    seconds: Number(seconds.toFixed(1)),
    rate,
    requests: all.length,
    achievedRate: Number((all.length / seconds).toFixed(1)),
    errors,
    late,
    p50: Number(percentile(all, 50).toFixed(1)),
    p99: Number(percentile(all, 99).toFixed(1)),
    rssStartMiB: rssStart,
    rssWarmMiB: warm,
    rssEndMiB: rssEnd,
    rssPeakMiB: rssPeak || null,
    memoryGrowing: growing,
    kinds: rows,
  };
  console.log(
    `\nall: ${summary.requests} requests in ${summary.seconds} s, ${errors} errors, p50 ${summary.p50} ms, p99 ${summary.p99} ms` +
      (rssStart !== null
        ? `; RSS start ${rssStart} MiB, after warm-up ${warm} MiB, end ${rssEnd} MiB, peak ${rssPeak} MiB`
        : ''),
  );
  console.log(`# load ${JSON.stringify({ ...summary, kinds: undefined })}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));
  await stopServer();
  if (errors > 0) {
    console.error(`load: FAILED, ${errors} errors`);
    process.exit(1);
  }
  if (growing) {
    console.error(`load: FAILED, memory kept growing (${warm} → ${rssEnd} MiB)`);
    process.exit(1);
  }
  console.log('load: passed');
}

main().catch(async (error: unknown) => {
  console.error(error);
  if (serverOutput) console.error(serverOutput.slice(-4000));
  await stopServer();
  process.exit(1);
});
