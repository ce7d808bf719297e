// The live-update rows of bench.ts:
//  (a) message POST → a stream on another API instance: two API processes on one PostgreSQL
//      database (this one, and a second started as `npm start` starts the server); the patient
//      posts on the first, the doctor's stream is open on the second; time from sending the POST
//      to the event's arrival. On PGlite, one instance (the in-process path) for comparison.
//  (b) 2,000 open streams on one instance, held by a separate client process: the API
//      process's memory before and after (after a garbage collection), and the p99 of the
//      doctor's appointment list at a fixed 15 requests a second, without and with them.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.js';
import { apiRoot } from '../src/config.js';
import type { Database } from '../src/db/index.js';
import { randomToken, sha256 } from '../src/lib/secrets.js';
import { startCare } from '../src/modules/care/care.repository.js';
import { insertTicket } from '../src/modules/events/events.repository.js';
import { signAccessToken } from '../src/plugins/auth.js';
import { join } from 'node:path';

export interface StreamBenchResult {
  database: string;
  /** (a) */
  delivery: { instances: number; messages: number; p50: number; p99: number; max: number };
  /** (b) */
  openStreams: number;
  memory: { rssBeforeMb: number; rssAfterMb: number; heapBeforeMb: number; heapAfterMb: number };
  list: { without: RateResult; with: RateResult };
}

export interface RateResult {
  rate: number;
  p50: number;
  p99: number;
  non2xx: number;
}

const APP_CONFIG = {
  rateLimitLogin: 1_000_000,
  demoSeed: false,
  demoMode: true,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
  smtpUrl: undefined,
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => round1(bytes / 1024 / 1024);

function gc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function listenOn(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function newTicket(database: Database, userId: string): Promise<string> {
  const ticket = randomToken(24);
  const now = new Date();
  await insertTicket(
    database.db,
    sha256(ticket),
    userId,
    null,
    new Date(now.getTime() + 600_000),
    now,
  );
  return ticket;
}

/** Opens a stream in this process and calls `onEvent` with each event's data and arrival time. */
function openStream(
  url: string,
  onEvent: (data: Record<string, string>, at: number) => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onEvent(JSON.parse(data.slice(6)) as Record<string, string>, at);
        }
      });
      resolve(() => req.destroy());
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A second API instance in a process of its own, on the same PostgreSQL database, started the way
 * `npm start` starts the server. It signs tokens with the same secret; its job queue stays off.
 */
async function startSecondInstance(
  databaseUrl: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: '1',
      DEMO_SEED: '0',
      JWT_SECRET: APP_CONFIG.jwtSecret,
      REMINDERS: '0',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the second instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the second instance did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** (a) */
async function delivery(
  poster: App,
  posterUrl: string,
  streamUrl: string,
  database: Database,
  people: { patientUserId: string; doctorUserId: string; conversationId: string },
  count: number,
) {
  const arrived = new Map<string, number>();
  const close = await openStream(
    `${streamUrl}/api/stream?ticket=${await newTicket(database, people.doctorUserId)}`,
    (data, at) => {
      if (data.messageId) arrived.set(data.messageId, at);
    },
  );
  const token = signAccessToken(poster, { userId: people.patientUserId, role: 'patient' });
  const times: number[] = [];
  try {
    for (let i = 0; i < count + 10; i++) {
      const sent = performance.now();
      const reply = await fetch(`${posterUrl}/api/chats/${people.conversationId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Bench message ${i}` }),
      });
      if (reply.status !== 201) throw new Error(`POST message answered ${reply.status}`);
      const { _id } = (await reply.json()) as { _id: string };
      const deadline = performance.now() + 5000;
      while (!arrived.has(_id) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 1));
      const at = arrived.get(_id);
      if (at === undefined) throw new Error('a message event did not arrive within 5 s');
      if (i >= 10) times.push(at - sent);
      // About 20 messages a second, not back to back.
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    close();
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) =>
    round1(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { messages: count, p50: pick(0.5), p99: pick(0.99), max: round1(times.at(-1)!) };
}

/** A child process that opens the streams of these URLs and says "ready N" once all answered. */
function holdStreams(urls: string[]): Promise<ChildProcess> {
  const script = `
    const http = require('node:http');
    let input = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (d) => (input += d));
    process.stdin.on('end', () => open(JSON.parse(input)));
    function open(urls) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    let ok = 0, failed = 0;
    const done = () => {
      if (ok + failed === urls.length) process.stdout.write('ready ' + ok + ' ' + failed + '\\n');
    };
    for (const url of urls) {
      const req = http.get(url, { agent }, (res) => {
        if (res.statusCode === 200) ok++; else failed++;
        res.resume();
        done();
      });
      req.on('error', () => { failed++; done(); });
    }
    }
    setInterval(() => {}, 1 << 30);
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin!.end(JSON.stringify(urls));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (line: string) => {
      const [word, ok, failed] = line.trim().split(' ');
      if (word !== 'ready') return;
      if (Number(failed) > 0) reject(new Error(`${failed} streams were refused, ${ok} opened`));
      else resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the stream holder exited with ${code}`)));
  });
}

function autocannonAtRate(
  url: string,
  headers: Record<string, string>,
  rate: number,
  duration: number,
): Promise<RateResult> {
  const bin = join(apiRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-c', '5', '-R', String(rate), '-d', String(duration), '-j'];
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
        rate: round1(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
      });
    });
  });
}

/**
 * Runs both measurements on a migrated, seeded database (bench.ts seeds it). `databaseUrl`:
 * PostgreSQL, where a second instance is built on the same database.
 */
export async function runStreamBench(
  database: Database,
  options: { databaseUrl?: string; streams?: number; duration: number },
): Promise<StreamBenchResult> {
  const streams = options.streams ?? 2000;
  const rows = (
    (await database.db.execute(
      sql`select
          (select d.id from doctors d join users u on u.id = d.user_id where u.username = 'bench.doctor1') as "doctorId",
          (select u.id from users u where u.username = 'bench.doctor1') as "doctorUserId",
          (select p.id from patients p join users u on u.id = p.user_id where u.username = 'bench.patient1') as "patientId",
          (select u.id from users u where u.username = 'bench.patient1') as "patientUserId"`,
    )) as unknown as {
      rows: { doctorId: string; doctorUserId: string; patientId: string; patientUserId: string }[];
    }
  ).rows[0]!;
  await startCare(database.db, rows.patientId, rows.doctorId, 'admin');
  const conversation = (
    (await database.db.execute(
      sql`insert into conversations (patient_id, doctor_id) values (${rows.patientId}, ${rows.doctorId})
          on conflict (patient_id, doctor_id) do update set closed_at = null returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows[0]!.id;
  const people = { ...rows, conversationId: conversation };

  const first = await buildApp({ database, logger: false, migrate: false, config: APP_CONFIG });
  const firstUrl = await listenOn(first);
  let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;
  let holder: ChildProcess | undefined;
  try {
    // (a)
    let streamUrl = firstUrl;
    if (options.databaseUrl) {
      second = await startSecondInstance(options.databaseUrl);
      streamUrl = second.url;
    }
    console.log(`[bench] ${database.kind}: message → stream, ${second ? 2 : 1} instance(s)`);
    const delivered = await delivery(first, firstUrl, streamUrl, database, people, 200);
    console.log(`[bench] ${database.kind}: message → stream ${JSON.stringify(delivered)}`);

    // (b)
    const listUrl = `${firstUrl}/api/appointment/byDoctor/${rows.doctorId}`;
    const auth = {
      authorization: `Bearer ${signAccessToken(first, { userId: rows.doctorUserId, role: 'doctor' })}`,
    };
    for (let i = 0; i < 20; i++)
      await fetch(listUrl, { headers: auth }).then((r) => r.arrayBuffer());
    console.log(`[bench] ${database.kind}: list at 15 req/s without streams`);
    const without = await autocannonAtRate(listUrl, auth, 15, options.duration);
    const holders = (
      (await database.db.execute(
        sql`select u.id from users u where u.username like 'bench.patient%' order by u.username limit ${Math.ceil(streams / 10)}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    const urls: string[] = [];
    for (let i = 0; i < streams; i++)
      urls.push(
        `${firstUrl}/api/stream?ticket=${await newTicket(database, holders[i % holders.length]!)}`,
      );
    gc();
    const memoryBefore = process.memoryUsage();
    console.log(`[bench] ${database.kind}: opening ${streams} streams`);
    holder = await holdStreams(urls);
    if (first.events.size !== streams)
      throw new Error(`${first.events.size} streams open, ${streams} expected`);
    gc();
    const memoryAfter = process.memoryUsage();
    console.log(`[bench] ${database.kind}: list at 15 req/s with ${streams} streams`);
    const withStreams = await autocannonAtRate(listUrl, auth, 15, options.duration);
    return {
      database: database.label,
      delivery: { instances: second ? 2 : 1, ...delivered },
      openStreams: streams,
      memory: {
        rssBeforeMb: mb(memoryBefore.rss),
        rssAfterMb: mb(memoryAfter.rss),
        heapBeforeMb: mb(memoryBefore.heapUsed),
        heapAfterMb: mb(memoryAfter.heapUsed),
      },
      list: { without, with: withStreams },
    };
  } finally {
    holder?.kill();
    await second?.stop();
    await first.close();
  }
}

export function streamTable(results: StreamBenchResult[]): string {
  const lines = [
    "(a) A message posted to one API instance, until its event reaches the doctor's stream on the " +
      'other (two API processes on one PostgreSQL database; PGlite: one instance), 200 ' +
      "messages about 20 a second. (b) 2,000 streams held by another process: the API process's " +
      "memory after a garbage collection, and the doctor's appointment list at 15 requests a second.",
    '',
    '| database | instances | message → stream p50 ms | p99 ms | max ms | open streams | RSS MB before → after | heap MB before → after | list p50 / p99 ms without | list p50 / p99 ms with | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.database} | ${r.delivery.instances} | ${r.delivery.p50} | ${r.delivery.p99} | ${r.delivery.max} | ${r.openStreams} | ${r.memory.rssBeforeMb} → ${r.memory.rssAfterMb} | ${r.memory.heapBeforeMb} → ${r.memory.heapAfterMb} | ${r.list.without.p50} / ${r.list.without.p99} | ${r.list.with.p50} / ${r.list.with.p99} | ${r.list.without.non2xx + r.list.with.non2xx} |`,
    );
  return lines.join('\n');
}
