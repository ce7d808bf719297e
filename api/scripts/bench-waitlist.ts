// npm run bench:waitlist [-- --runs 30 --crowd 30]
// Earlier-time offers on the job queue, with the queue's own polling (REMINDER_POLL_SECONDS, as
// configured): from a patient's cancellation (the answer to PATCH /api/appointment/status) to the
// offer email received by a real SMTP server on 127.0.0.1, p50 and p99 over `runs` cancellations;
// then `crowd` patients offered one time, all accepting at once: how many 201, 409 and 5xx. On
// PGlite (in memory), or on PostgreSQL when DATABASE_URL is set (scripts/with-postgres.mjs; the
// database is migrated first). Prints a Markdown section and writes bench/out/waitlist-<db>.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { setupTestApp, type Person, type TestApp } from '../test/helpers.js';
import { startSmtp } from '../test/smtp.js';
import { apiRoot, loadConfig } from '../src/config.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const RUNS = arg('runs', Number(process.env.BENCH_WAITLIST_RUNS ?? 30));
const CROWD = arg('crowd', 30);
const DAY = 86_400_000;
const onPostgres = !!process.env.DATABASE_URL;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

if (onPostgres) {
  // The template database every test app copies: migrated, as the test runner does.
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/prepare-db.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (prepared.status !== 0) throw new Error('could not prepare the database');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const loadBefore = load();
  const smtp = await startSmtp();
  const pollSeconds = loadConfig().reminders.pollSeconds;
  const t: TestApp = await setupTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      demoMode: false,
      mailFrom: 'CareConnect <no-reply@careconnect.test>',
      appUrl: 'https://care.example.test',
      reminders: { ...loadConfig().reminders, enabled: true },
    },
  });
  try {
    const doctor = await t.createDoctor({ firstName: 'Ivo', lastName: 'Brandt' });
    const hours = await t.request('PUT', `/api/doctor/availability/${doctor.doctorId}`, {
      token: doctor.token,
      body: {
        timeZone: 'UTC',
        slotMinutes: 30,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeHours: 1,
        horizonDays: 90,
        maxUpcomingPerPatient: 5,
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
        overrides: [],
        timeOff: [],
      },
    });
    if (hours.status !== 200) throw new Error(`hours: ${hours.status}`);
    let slot = 0;
    /** A time nobody has used: 20 a day from the day after tomorrow, 08:00–18:00 UTC. */
    const nextTime = () => {
      const n = slot++;
      const d = new Date(Date.now() + (2 + Math.floor(n / 20)) * DAY);
      d.setUTCHours(8, 30 * (n % 20), 0, 0);
      return d.toISOString();
    };
    const book = async (who: Person, start: string) => {
      const reply = await t.request('POST', '/api/appointment/create', {
        token: who.token,
        body: { doctor: doctor.doctorId, start },
      });
      if (reply.status !== 201)
        throw new Error(`book: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body._id as string;
    };
    const joinWaitlist = async (who: Person) => {
      const reply = await t.request('POST', '/api/waitlist', {
        token: who.token,
        body: {
          doctor: doctor.doctorId,
          weekDays: [1, 2, 3, 4, 5, 6, 7],
          from: '00:00',
          to: '24:00',
        },
      });
      if (reply.status !== 201)
        throw new Error(`join: ${reply.status} ${JSON.stringify(reply.body)}`);
    };
    const cancel = async (who: Person, id: string) => {
      const reply = await t.request('PATCH', `/api/appointment/status/${id}`, {
        token: who.token,
        body: { status: 'cancelled' },
      });
      if (reply.status !== 200) throw new Error(`cancel: ${reply.status}`);
    };
    const emailTo = async (address: string, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = smtp.received.find(
          (r) => r.to.includes(address) && r.mail.subject === 'An earlier time is free',
        );
        if (got) return got.at;
        if (Date.now() > deadline) throw new Error(`no offer email to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };

    // From a cancellation to the first offer email.
    const delays: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const booker = await t.createPatient();
      const waiting = await t.createPatient();
      const id = await book(booker, nextTime());
      await joinWaitlist(waiting);
      const cancelled = Date.now();
      await cancel(booker, id);
      delays.push((await emailTo(waiting.email)) - cancelled);
    }
    delays.sort((a, b) => a - b);

    // One time, `CROWD` patients offered it, all accepting at once.
    const admin = await t.createAdmin({ secondFactor: false });
    const settings = await t.request('PUT', '/api/waitlist/settings', {
      token: admin.token,
      body: { offerMinutes: 120, offersAtOnce: CROWD },
    });
    if (settings.status !== 200) throw new Error(`settings: ${settings.status}`);
    const booker = await t.createPatient();
    const start = nextTime();
    const id = await book(booker, start);
    const crowd = await Promise.all(Array.from({ length: CROWD }, () => t.createPatient()));
    for (const p of crowd) await joinWaitlist(p);
    await cancel(booker, id);
    await Promise.all(crowd.map((p) => emailTo(p.email)));
    const offers = await Promise.all(
      crowd.map(async (p) => {
        const list = await t.request<{ _id: string; start: string }[]>(
          'GET',
          '/api/waitlist/offers',
          {
            token: p.token,
          },
        );
        return list.body.find((o) => o.start === start)!._id;
      }),
    );
    const raceStart = Date.now();
    const replies = await Promise.all(
      crowd.map((p, i) =>
        t.request('POST', `/api/waitlist/offers/${offers[i]}/accept`, { token: p.token }),
      ),
    );
    const raceMs = Date.now() - raceStart;
    const count = (test: (s: number) => boolean) => replies.filter((r) => test(r.status)).length;
    const won = count((s) => s === 201);
    const refused = count((s) => s === 409);
    const failed = count((s) => s >= 500);
    const messages = [
      ...new Set(replies.filter((r) => r.status === 409).map((r) => r.body.message)),
    ];
    const booked = await t.sql<{ n: number }>(
      sql`select count(*)::int as n from appointments
        where doctor_id = ${doctor.doctorId} and starts_at = ${start}::timestamptz
        and status in ('pending', 'confirmed')`,
    );

    const db = onPostgres ? 'PostgreSQL 15' : 'PGlite';
    const lines = [
      `### Earlier-time offers on ${db}`,
      '',
      `Job queue polling every ${pollSeconds} s (REMINDER_POLL_SECONDS); a real SMTP server on 127.0.0.1. Load average (1/5/15 min) before ${loadBefore}, after ${load()}.`,
      '',
      '| measure | value |',
      '|---|---|',
      `| cancellation answered → first offer email received, p50 (${RUNS} runs) | ${Math.round(percentile(delays, 50))} ms |`,
      `| same, p99 | ${Math.round(percentile(delays, 99))} ms |`,
      `| same, fastest / slowest | ${Math.round(delays[0]!)} ms / ${Math.round(delays.at(-1)!)} ms |`,
      `| ${CROWD} patients accept one offered time at once: 201 / 409 / 5xx | ${won} / ${refused} / ${failed} |`,
      `| their 409 message(s) | ${messages.map((m) => `"${m}"`).join(', ')} |`,
      `| live appointments at that time afterwards | ${booked[0]?.n} |`,
      `| all ${CROWD} answers within | ${raceMs} ms |`,
      '',
    ];
    const md = lines.join('\n');
    const out = join(apiRoot, '..', 'bench', 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `waitlist-${onPostgres ? 'postgres' : 'pglite'}.md`), md);
    console.log(md);
    if (won !== 1 || failed !== 0 || booked[0]?.n !== 1) process.exitCode = 1;
  } finally {
    await t.close();
    await smtp.close();
  }
}

await main();
