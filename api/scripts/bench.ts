// npm run bench:api [-- --only pglite|postgres|streams --duration 10 --connections 50
//                       --pglite-appointments 100000 --pg-appointments 1000000
//                       --stream-appointments 20000 --streams 2000]
// Throughput and p50/p99 of GET /api/appointment/byDoctor/{id} (authenticated, autocannon) next to
// a bare route that runs the same SQL through the raw driver with no auth, validation or
// serialisation schema; then, as an administrator, GET /api/stats/admin (all time and a 30-day
// period) and the admin appointment list (page 1, a search by a patient's name, a search by a
// common word), each under the same load and one request at a time. The load average is taken
// around each run. On PGlite (a temporary data folder) and on a throw-away PostgreSQL server
// (scripts/with-postgres.mjs). Results are printed and written to bench/out/api.json and api.md.
// Live updates (--only streams, also part of both): see scripts/bench-streams.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { apiRoot } from '../src/config.js';
import {
  migrate,
  openDatabase,
  pgliteExtensions,
  type Database,
  type Db,
} from '../src/db/index.js';
import * as schema from '../src/db/schema.js';
import { paging } from '../src/lib/paging.js';
import { listAppointments } from '../src/modules/appointments/appointments.repository.js';
import { insertUser } from '../src/modules/users/accounts.repository.js';
import { signAccessToken } from '../src/plugins/auth.js';
import { runStreamBench, streamTable, type StreamBenchResult } from './bench-streams.js';
import { seedLarge } from './large-data.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
};
const duration = Number(arg('duration', '10'));
const connections = Number(arg('connections', '50'));
const only = arg('only', process.env.BENCH_TARGET ?? 'both');

interface Cannon {
  /** CPU time of this Node process (API or bare server) per request, in ms. */
  cpuPerRequest?: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Sequential {
  p50: number;
  p95: number;
  max: number;
}

interface RouteResult {
  name: string;
  path: string;
  /** X-Total-Count of the list (or null). */
  total: string | null;
  /** 50 connections (autocannon). */
  cannon: Cannon;
  /** One request at a time, after the load. */
  sequential: Sequential;
  /** 1-minute load average before and after the run. */
  load: [number, number];
}

interface TargetResult {
  database: string;
  appointments: number;
  doctorAppointments: number;
  bare: Cannon;
  api: Cannon;
  ratio: number;
  /** GET /api/stats/admin one request at a time (kept for the report's first table). */
  statsAdmin: Sequential;
  /** The administrator's routes. */
  admin: RouteResult[];
}

const load1 = () => Math.round(loadavg()[0]! * 10) / 10;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Latency of `count` sequential requests (after 5 unmeasured ones). */
async function sequential(url: string, headers: Record<string, string>, count = 30) {
  const times: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    const start = performance.now();
    const reply = await fetch(url, { headers });
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
    if (i >= 5) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) =>
    round1(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { p50: pick(0.5), p95: pick(0.95), max: round1(times.at(-1)!) };
}

function autocannon(url: string, headers: Record<string, string>): Promise<Cannon> {
  const bin = join(apiRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-c', String(connections), '-d', String(duration), '-j'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out);
      resolve({
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

async function warmup(url: string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function runTarget(kind: 'pglite' | 'postgres', appointments: number): Promise<TargetResult> {
  let database: Database;
  let raw: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
  let loggedDb: Db;
  const captured: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL!;
    database = await openDatabase({ databaseUrl: url, poolSize: 10 });
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    raw = (text, params) => pool.query(text, params);
    loggedDb = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    cleanup = async () => {
      await pool.end();
      await database.close();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    database = await openDatabase({ pglite: client, label: 'PGlite (embedded, data folder)' });
    raw = (text, params) => client.query(text, params);
    loggedDb = drizzlePglite({ client, schema, logger }) as unknown as Db;
    cleanup = async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    console.log(`[bench] ${kind}: migrating and seeding ${appointments} appointments`);
    await migrate(database);
    await seedLarge(database, { appointments });
    const [doctor] = (
      (await database.db.execute(
        sql`select d.id, d.user_id as "userId", (select count(*)::int from appointments a where a.doctor_id = d.id) as n
            from doctors d join users u on u.id = d.user_id where u.username = 'bench.doctor1'`,
      )) as unknown as { rows: { id: string; userId: string; n: number }[] }
    ).rows;
    if (!doctor) throw new Error('no bench doctor');
    const adminId = await insertUser(database.db, {
      firstName: 'Bench',
      lastName: 'Admin',
      username: `bench.admin.${Date.now()}`,
      email: `bench.admin.${Date.now()}@careconnect.test`,
      passwordHash: '!',
      role: 'admin',
      verified: true,
    });

    // The SQL our route runs, captured from the repository itself.
    await listAppointments(loggedDb, { doctorId: doctor.id }, paging({}));
    if (captured.length !== 2) throw new Error(`expected 2 queries, got ${captured.length}`);
    const bare = createServer((req, res) => {
      const id = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
      const withId = (params: unknown[]) => params.map((p) => (p === doctor.id ? id : p));
      Promise.all(captured.map((q) => raw(q.text, withId(q.params))))
        .then(([rows, total]) => {
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'x-total-count': String(Object.values((total!.rows[0] ?? {}) as object)[0] ?? 0),
          });
          res.end(JSON.stringify(rows!.rows));
        })
        .catch((error) => {
          res.writeHead(500);
          res.end(String(error));
        });
    });
    const barePort = await listen(bare);

    const app = await buildApp({
      database,
      logger: false,
      migrate: false,
      config: {
        rateLimitLogin: 1_000_000,
        demoSeed: false,
        demoMode: true,
        jwtSecret: 'bench-secret-bench-secret-bench-secret',
        smtpUrl: undefined,
        // The request path only: the job queue's polling and start-up sweep would be noise here.
        reminders: {
          enabled: false,
          pollSeconds: 5,
          retryDelaySeconds: 60,
          retryDelayMaxSeconds: 3600,
        },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (app.server.address() as AddressInfo).port;
    const doctorAuth = {
      authorization: `Bearer ${signAccessToken(app, { userId: doctor.userId, role: 'doctor' })}`,
    };
    const adminAuth = {
      authorization: `Bearer ${signAccessToken(app, { userId: adminId, role: 'admin' })}`,
    };

    const bareUrl = `http://127.0.0.1:${barePort}/bare/byDoctor/${doctor.id}`;
    const apiUrl = `http://127.0.0.1:${apiPort}/api/appointment/byDoctor/${doctor.id}`;
    const check = await fetch(apiUrl, { headers: doctorAuth });
    if (!check.ok) throw new Error(`the API answered ${check.status}`);
    await warmup(bareUrl, {});
    await warmup(apiUrl, doctorAuth);
    console.log(`[bench] ${kind}: bare route, ${connections} connections, ${duration} s`);
    const measured = async (url: string, headers: Record<string, string>) => {
      const before = process.cpuUsage();
      const result = await autocannon(url, headers);
      const used = process.cpuUsage(before);
      const requests = result.requestsPerSecond * duration;
      return {
        ...result,
        cpuPerRequest:
          Math.round(((used.user + used.system) / 1000 / Math.max(1, requests)) * 100) / 100,
      };
    };
    const bareResult = await measured(bareUrl, {});
    console.log(`[bench] ${kind}: API route, ${connections} connections, ${duration} s`);
    const apiResult = await measured(apiUrl, doctorAuth);

    // The administrator's routes. The searched patient is one of the seeded ones (about 50
    // appointments); the common word is the reason of one appointment in five.
    const [searched] = (
      (await database.db.execute(
        sql`select u.first_name || ' ' || u.last_name as name from patients p join users u on u.id = p.user_id
            where u.username = 'bench.patient4242' or u.username = 'bench.patient42' order by u.username desc limit 1`,
      )) as unknown as { rows: { name: string }[] }
    ).rows;
    if (!searched) throw new Error('no bench patient to search for');
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const monthAgo = new Date(today.getTime() - 29 * 86_400_000);
    const adminRoutes: { name: string; path: string }[] = [
      { name: 'GET /api/stats/admin', path: '/api/stats/admin' },
      {
        name: 'GET /api/stats/admin?from&to (30 days)',
        path: `/api/stats/admin?from=${iso(monthAgo)}&to=${iso(today)}`,
      },
      { name: 'admin list, page 1', path: '/api/appointment/all?page=1&limit=10' },
      {
        name: "admin list, search a patient's name",
        path: `/api/appointment/all?page=1&limit=10&q=${encodeURIComponent(searched.name)}`,
      },
      {
        name: 'admin list, search a common word',
        path: '/api/appointment/all?page=1&limit=10&q=Check-up',
      },
      // Scheduling targets (issue: p50 ≤ 10 ms and ≤ 50 ms, "1 at a time").
      {
        name: 'free slots of one doctor, 14 days (target p50 ≤ 10 ms)',
        path: `/api/doctor/slots/${doctor.id}?from=${iso(today)}&to=${iso(new Date(today.getTime() + 13 * 86_400_000))}`,
      },
      {
        name: 'first available across 200 doctors (target p50 ≤ 50 ms)',
        path: '/api/slots/first-available?limit=10',
      },
    ];
    const admin: RouteResult[] = [];
    for (const route of adminRoutes) {
      const url = `http://127.0.0.1:${apiPort}${route.path}`;
      const first = await fetch(url, { headers: adminAuth });
      await first.arrayBuffer();
      if (!first.ok) throw new Error(`${route.name} answered ${first.status}`);
      await warmup(url, adminAuth);
      console.log(`[bench] ${kind}: ${route.name}, ${connections} connections, ${duration} s`);
      const before = load1();
      const cannon = await measured(url, adminAuth);
      const after = load1();
      admin.push({
        ...route,
        total: first.headers.get('x-total-count'),
        cannon,
        sequential: await sequential(url, adminAuth),
        load: [before, after],
      });
    }

    await app.close();
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    return {
      database: database.label,
      appointments,
      doctorAppointments: Number(doctor.n),
      bare: bareResult,
      api: apiResult,
      ratio: Math.round((apiResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100,
      statsAdmin: admin[0]!.sequential,
      admin,
    };
  } finally {
    await cleanup();
  }
}

/** The live-update rows on a database of their own (a smaller data set). */
async function runStreamTarget(kind: 'pglite' | 'postgres'): Promise<StreamBenchResult> {
  const appointments = Number(arg('stream-appointments', '20000'));
  let database: Database;
  let cleanup: () => Promise<void>;
  if (kind === 'postgres') {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 10 });
    cleanup = () => database.close();
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    database = await openDatabase({ pglite: client, label: 'PGlite (embedded, data folder)' });
    cleanup = async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    console.log(`[bench] ${kind}: live updates, seeding ${appointments} appointments`);
    await migrate(database);
    await seedLarge(database, { appointments });
    return await runStreamBench(database, {
      databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
      streams: Number(arg('streams', '2000')),
      duration,
    });
  } finally {
    await cleanup();
  }
}

function table(results: TargetResult[]): string {
  const lines = [
    `${connections} connections, ${duration} s per route (autocannon, a separate process); ` +
      '"1 at a time": 30 sequential requests after the load. Load average: 1 minute, before → after.',
    '',
    '| database | appointments | route | req/s | p50 ms | p99 ms | non-2xx | Node CPU ms/req |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    for (const [name, c] of [
      ['bare SQL', r.bare],
      ['GET /api/appointment/byDoctor', r.api],
    ] as const) {
      lines.push(
        `| ${r.database} | ${r.appointments} | ${name} | ${Math.round(c.requestsPerSecond)} | ${c.p50} | ${c.p99} | ${c.non2xx} | ${c.cpuPerRequest ?? ''} |`,
      );
    }
    lines.push(`| | | **ours / bare** | **${r.ratio}** | | | | |`);
  }
  lines.push(
    '',
    '| database | appointments | administrator route | X-Total-Count | req/s | p50 ms | p99 ms | non-2xx | Node CPU ms/req | 1 at a time p50 / p95 ms | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    for (const a of r.admin ?? []) {
      lines.push(
        `| ${r.database} | ${r.appointments} | ${a.name} | ${a.total ?? ''} | ${Math.round(a.cannon.requestsPerSecond)} | ${a.cannon.p50} | ${a.cannon.p99} | ${a.cannon.non2xx} | ${a.cannon.cpuPerRequest ?? ''} | ${a.sequential.p50} / ${a.sequential.p95} | ${a.load[0]} → ${a.load[1]} |`,
      );
    }
  }
  return lines.join('\n');
}

if (process.env.BENCH_TARGET === 'postgres' || process.env.BENCH_TARGET === 'streams-postgres') {
  // The child run started through with-postgres: one target, results to BENCH_OUT.
  const result =
    process.env.BENCH_TARGET === 'postgres'
      ? await runTarget('postgres', Number(arg('pg-appointments', '1000000')))
      : await runStreamTarget('postgres');
  writeFileSync(process.env.BENCH_OUT!, JSON.stringify(result));
  process.exit(0);
}

/** Runs a PostgreSQL target in a child process on a throw-away server; its result or null. */
function throughPostgres<T>(target: string): T | null {
  const outDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-out-'));
  const out = join(outDir, 'pg.json');
  const child = spawnSync(
    process.execPath,
    [
      join(apiRoot, '..', 'scripts', 'with-postgres.mjs'),
      '--',
      process.execPath,
      '--import',
      'tsx',
      'scripts/bench.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: apiRoot,
      stdio: 'inherit',
      env: { ...process.env, BENCH_TARGET: target, BENCH_OUT: out },
    },
  );
  try {
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } catch {
    console.log(`[bench] no PostgreSQL results (exit ${child.status})`);
    return null;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const cores = (await import('node:os')).cpus().length;
const loadAtStart = load1();
const results: TargetResult[] = [];
if (only === 'both' || only === 'pglite')
  results.push(await runTarget('pglite', Number(arg('pglite-appointments', '100000'))));
if (only === 'both' || only === 'postgres') {
  if (process.env.DATABASE_URL) {
    results.push(await runTarget('postgres', Number(arg('pg-appointments', '1000000'))));
  } else {
    const result = throughPostgres<TargetResult>('postgres');
    if (result) results.push(result);
  }
}
const streamResults: StreamBenchResult[] = [];
if (only === 'both' || only === 'streams') {
  streamResults.push(await runStreamTarget('pglite'));
  if (process.env.DATABASE_URL) streamResults.push(await runStreamTarget('postgres'));
  else {
    const result = throughPostgres<StreamBenchResult>('streams-postgres');
    if (result) streamResults.push(result);
  }
}
const loadAtEnd = load1();
const sections = [
  ...(results.length ? [table(results)] : []),
  ...(streamResults.length ? [`Live updates\n\n${streamTable(streamResults)}`] : []),
];
const report = `${sections.join('\n\n')}\n\nMachine: ${cores} cores; load average (1 min) ${loadAtStart} at the start, ${loadAtEnd} at the end.`;
console.log(`\n${report}\n`);
const reportDir = join(apiRoot, '..', 'bench', 'out');
mkdirSync(reportDir, { recursive: true });
writeFileSync(
  join(reportDir, 'api.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      duration,
      connections,
      cores,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      results,
      streams: streamResults,
    },
    null,
    2,
  ),
);
writeFileSync(join(reportDir, 'api.md'), `${report}\n`);
process.exit(0);
