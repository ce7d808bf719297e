// Three API instances on one PostgreSQL behind nginx (scripts/cluster.mjs, as
// `npm run start:cluster` runs them), real processes on 127.0.0.1:
//   - 30 requests a second through the proxy for two minutes; one instance is killed with SIGKILL
//     in the middle and restarted: no read fails, every acknowledged booking is there once;
//   - a rolling restart under the same traffic loses no request at all;
//   - sign-in limits, logouts, live messages and reminders hold across instances.
// Skipped with its printed reason where nginx or PostgreSQL cannot be had (fails under CI).
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { clusterMissing, startCluster, type Cluster } from '../../../scripts/cluster.mjs';
import { startSmtp, type Smtp } from '../smtp.js';
import { openStream } from '../sse.js';

const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
const OFFSET = Number(process.env.CLUSTER_TEST_OFFSET ?? 900);
const RATE = Number(process.env.CLUSTER_LOAD_RATE ?? 30);
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 120);
const PASSWORD = 'CareConnect1!';
/** Far ahead: the demo data has nothing there. */
const FIRST_DAY = 1500;

const missing = clusterMissing();
if (missing) {
  console.log(`[cluster] skipped: ${missing}`);
  if (process.env.CI) throw new Error(`the cluster test cannot run under CI: ${missing}`);
}

interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await reply.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: reply.status, body: body as T, headers: reply.headers };
}

/** A POST from another loopback address (127.0.0.x), as a different client would send it. */
function postFrom(localAddress: string, url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

interface Session {
  token: string;
  cookie: string;
  userId: string;
}

async function login(base: string, email: string): Promise<Session> {
  const reply = await call<{ token: string; user: { _id: string } }>(
    base,
    'POST',
    '/api/user/login',
    { body: { email, password: PASSWORD } },
  );
  assert.equal(reply.status, 200, `login ${email}: ${JSON.stringify(reply.body)}`);
  const cookie = reply.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  return { token: reply.body.token, cookie, userId: reply.body.user._id };
}

/** Counted from the day the run started, so a run that crosses midnight still finds its bookings. */
const today = new Date();
function day(offset: number): string {
  const d = new Date(today);
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Traffic {
  reads: number;
  readFailures: string[];
  bookings: Map<string, string>; // reason → id, answered 201
  bookingFailures: Map<string, string>; // reason → what the client saw
}

describe('three API instances behind nginx on one PostgreSQL', { skip: Boolean(missing) }, () => {
  let cluster: Cluster;
  let smtp: Smtp;
  let admin: Session;
  let patients: { id: string; email: string }[] = [];
  const doctors: { id: string; email: string; token: string }[] = [];
  let booked = 0;
  const run = Date.now().toString(36);

  before(async () => {
    smtp = await startSmtp();
    cluster = await startCluster({
      count: 3,
      offset: OFFSET,
      // Kept after the run when named (the instances' and nginx's logs).
      logDir: process.env.CLUSTER_LOG_DIR,
      // The front ends too when they are built (npm test builds them before this runs).
      withApps: existsSync(join(repoDir, 'shell', 'dist', 'index.html')),
      apiEnv: {
        DEMO_MODE: '1',
        DEMO_SEED: '1',
        TEST_CLOCK: '1',
        // The load below writes as no person would; the write limits have tests of their own.
        RATE_LIMIT_WRITES: '100000',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        REMINDER_POLL_SECONDS: '0.5',
      },
    });
    admin = await login(cluster.origin, 'admin@careconnect.test');
    const patientRows = (
      await call<{ _id: string; user: { email: string } | null }[]>(
        cluster.origin,
        'GET',
        '/api/patient/all?limit=200',
        { token: admin.token },
      )
    ).body.filter((p) => p.user);
    patients = patientRows.slice(0, 8).map((p) => ({ id: p._id, email: p.user!.email }));
    const doctorRows = (
      await call<{ _id: string; user: { email: string } | null }[]>(
        cluster.origin,
        'GET',
        '/api/doctor/all?limit=200&approved=true',
        { token: admin.token },
      )
    ).body.filter((d) => d.user);
    for (const d of doctorRows.slice(0, 4))
      doctors.push({
        id: d._id,
        email: d.user!.email,
        token: (await login(cluster.origin, d.user!.email)).token,
      });
    assert.ok(patients.length >= 4 && doctors.length >= 2, 'the demo people are there');
  });

  after(async () => {
    await cluster?.stop();
    await smtp?.close();
  });

  /** nginx's own account of a failed request, for the log of a failing run. */
  function printProxyErrors() {
    const path = join(cluster.dir, 'error.log');
    if (!existsSync(path)) return;
    // A refused connection is the retry working; the rest says why a request failed.
    const lines = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line && !/Connection refused|temporarily disabled/.test(line));
    console.log(`# nginx error.log, refusals left out:\n${lines.slice(-40).join('\n')}`);
  }

  /** Sends traffic through the proxy at RATE a second for `seconds`; `during` runs alongside. */
  async function traffic(seconds: number, during: () => Promise<void>): Promise<Traffic> {
    const result: Traffic = {
      reads: 0,
      readFailures: [],
      bookings: new Map(),
      bookingFailures: new Map(),
    };
    const pending = new Set<Promise<void>>();
    const base = cluster.origin;
    const total = Math.round(seconds * RATE);
    const started = performance.now();
    let sideDone = false;
    const side = during().finally(() => (sideDone = true));
    for (let i = 0; i < total || !sideDone; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const r = Math.random();
      let job: Promise<void>;
      if (r < 0.2) {
        const n = booked++;
        const reason = `cluster ${run} #${n}`;
        job = call<{ _id: string }>(base, 'POST', '/api/appointment/create', {
          token: admin.token,
          body: {
            patient: patients[n % patients.length]!.id,
            doctor: doctors[n % doctors.length]!.id,
            date: day(FIRST_DAY + n),
            timeSlot: SLOTS[n % SLOTS.length],
            reason,
          },
        }).then(
          (reply) => {
            if (reply.status === 201) result.bookings.set(reason, reply.body._id);
            else
              result.bookingFailures.set(reason, `${reply.status} ${JSON.stringify(reply.body)}`);
          },
          (error: unknown) => void result.bookingFailures.set(reason, String(error)),
        );
      } else {
        const doctor = doctors[i % doctors.length]!;
        const patient = patients[i % patients.length]!;
        const [path, token] = [
          [`/api/appointment/byDoctor/${doctor.id}?limit=50`, doctor.token],
          ['/api/appointment/all?limit=50', admin.token],
          ['/api/patient/all?limit=50', admin.token],
          [`/api/stats/doctor/${doctor.id}`, doctor.token],
          [`/api/patient/getPatient/${patient.id}`, admin.token],
        ][i % 5]!;
        job = call(base, 'GET', path!, { token }).then(
          (reply) => {
            result.reads += 1;
            if (reply.status !== 200)
              result.readFailures.push(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
          },
          (error: unknown) => {
            result.reads += 1;
            result.readFailures.push(`${path}: ${String(error)}`);
          },
        );
      }
      const tracked = job.finally(() => pending.delete(tracked));
      pending.add(tracked);
    }
    await side;
    await Promise.all(pending);
    return result;
  }

  /** Every booking of this run, as the administrator lists them: reason → how many. */
  async function bookingsOfThisRun(): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let page = 1; ; page++) {
      const reply = await call<{ reason?: string }[]>(
        cluster.origin,
        'GET',
        `/api/appointment/all?from=${day(FIRST_DAY)}&to=${day(FIRST_DAY + booked)}&limit=200&page=${page}`,
        { token: admin.token },
      );
      assert.equal(reply.status, 200);
      for (const row of reply.body)
        if (row.reason?.startsWith(`cluster ${run} `))
          found.set(row.reason, (found.get(row.reason) ?? 0) + 1);
      if (reply.body.length < 200) return found;
    }
  }

  it('spreads requests over the three instances, and serves the apps from the same origin with their early hints', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const reply = await call<{ status: string; instance: string }>(
        cluster.origin,
        'GET',
        '/readyz',
      );
      assert.equal(reply.body.status, 'ready');
      names.add(reply.body.instance);
    }
    assert.deepEqual([...names].sort(), ['api-1', 'api-2', 'api-3']);
    if (!existsSync(join(repoDir, 'shell', 'dist', 'index.html'))) return;
    const config = await call<{ apiUrl: string; remotes: Record<string, string> }>(
      cluster.origin,
      'GET',
      '/config.json',
    );
    assert.equal(config.body.apiUrl, cluster.origin);
    for (const manifest of Object.values(config.body.remotes)) {
      assert.ok(manifest.startsWith(`${cluster.origin}/remotes/`), manifest);
      assert.equal((await fetch(manifest)).status, 200, manifest);
    }
    const page = await fetch(`${cluster.origin}/patient/dashboard`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="?root"?>/);
    assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);

    // Each page names what it will fetch first, as the suite's own server does
    // (tooling/serve.mjs), and nginx serves every file it names.
    const named = async (path: string) => {
      const reply = await fetch(`${cluster.origin}${path}`, { headers: { accept: 'text/html' } });
      assert.equal(reply.status, 200, path);
      const link = reply.headers.get('link') ?? '';
      assert.doesNotMatch(link, /rel=preconnect/, `${path}: a connection to its own origin`);
      return [...link.matchAll(/<([^>]+)>/g)].map(([, url]) => new URL(url!, cluster.origin).href);
    };
    const landing = await named('/');
    assert.equal(landing.length, 1);
    assert.match(landing[0]!, /\/landing\.[0-9a-f]{10}\.js$/);
    const routedApp = await named('/no-such-page');
    assert.ok(
      routedApp.some((url) => /\/app\.[0-9a-f]{10}\.js$/.test(url)),
      String(routedApp),
    );
    const areaPages = {
      '/login': 'auth-app',
      '/auth/reset': 'auth-app',
      '/patient/dashboard': 'patient-portal',
      '/doctor': 'doctor-portal',
      '/admin/reports': 'admin-portal',
    };
    // /login is drawn before the routed app (shell/src/main.tsx): its own chunk, no router
    const signIn = (await named('/login')).filter((url) => url.endsWith('.js'));
    assert.ok(
      signIn.some((url) => /\/sign-in\.[0-9a-f]{10}\.js$/.test(url)),
      String(signIn),
    );
    assert.ok(!signIn.some((url) => /\/(router|app)\.[0-9a-f]{10}\.js$/.test(url)), String(signIn));
    const files = new Set([...landing, ...routedApp]);
    for (const [path, app] of Object.entries(areaPages)) {
      const urls = await named(path);
      for (const file of ['mf-manifest.json', 'remoteEntry.js'])
        assert.ok(urls.includes(`${cluster.origin}/remotes/${app}/${file}`), `${path}: ${file}`);
      assert.ok(urls.includes(`${cluster.origin}/config.json`), path);
      if (path !== '/login')
        for (const url of routedApp) assert.ok(urls.includes(url), `${path}: ${url}`);
      for (const url of urls) files.add(url);
    }
    for (const url of files) assert.equal((await fetch(url)).status, 200, url);
  });

  it('counts bad sign-ins over all instances: the 11th is refused, on any of them', async () => {
    const body = { email: patients[1]!.email, password: 'not the password' };
    const statuses: number[] = [];
    // Straight to each instance in turn, as the proxy would say a client at 198.51.100.23 sent them.
    for (let i = 0; i < 11; i++) {
      const instance = cluster.instances[i % 3]!;
      const reply = await call(instance.url, 'POST', '/api/user/login', {
        body,
        headers: { 'x-forwarded-for': '198.51.100.23' },
      });
      statuses.push(reply.status);
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(401), 429]);
    // And through nginx, from a client of its own (127.0.0.2).
    const viaProxy: number[] = [];
    for (let i = 0; i < 11; i++)
      viaProxy.push(
        await postFrom('127.0.0.2', `${cluster.origin}/api/user/login`, {
          email: patients[2]!.email,
          password: 'not the password',
        }),
      );
    assert.deepEqual(viaProxy, [...Array<number>(10).fill(401), 429]);
  });

  it('a logout on one instance is refused at once on the others', async () => {
    const [one, two, three] = cluster.instances;
    const session = await login(one!.url, patients[3]!.email);
    const me = `/api/user/getOne/${session.userId}`;
    assert.equal((await call(two!.url, 'GET', me, { token: session.token })).status, 200);
    const out = await call(one!.url, 'POST', '/api/user/logout', {
      token: session.token,
      headers: { cookie: session.cookie },
    });
    assert.equal(out.status, 200);
    assert.equal((await call(two!.url, 'GET', me, { token: session.token })).status, 401);
    assert.equal((await call(three!.url, 'GET', me, { token: session.token })).status, 401);
  });

  it('a message posted through one instance reaches a stream held by another', async () => {
    const [one, two] = cluster.instances;
    const patient = await login(one!.url, 'patient@careconnect.test');
    const doctor = await login(one!.url, 'doctor@careconnect.test');
    const doctorId = (
      await call<{ _id: string }[]>(one!.url, 'GET', '/api/doctor/all?limit=200', {
        token: patient.token,
      })
    ).body;
    const chats = await call<{ _id: string; doctor?: { _id: string } }[]>(
      one!.url,
      'GET',
      '/api/chats',
      { token: patient.token },
    );
    let conversation = chats.body[0]?._id;
    if (!conversation) {
      const opened = await call<{ _id: string }>(one!.url, 'POST', '/api/chats', {
        token: patient.token,
        body: { doctor: doctorId[0]!._id },
      });
      assert.ok([200, 201].includes(opened.status), JSON.stringify(opened.body));
      conversation = opened.body._id;
    }
    const ticket = await call<{ ticket: string }>(two!.url, 'POST', '/api/stream/ticket', {
      token: doctor.token,
    });
    const live = await openStream(`${two!.url}/api/stream?ticket=${ticket.body.ticket}`);
    try {
      assert.equal(live.status, 200);
      const sent = await call<{ _id: string }>(
        one!.url,
        'POST',
        `/api/chats/${conversation}/messages`,
        { token: patient.token, body: { body: 'Sent through one instance' } },
      );
      assert.equal(sent.status, 201, JSON.stringify(sent.body));
      const event = await live.waitFor((e) => e.event === 'message', 10_000);
      assert.deepEqual(event.data, { conversationId: conversation, messageId: sent.body._id });
    } finally {
      live.close();
    }
  });

  it('a reminder due while three instances run is sent once', async () => {
    const patient = patients[0]!;
    const created = await call<{ _id: string; start: string }>(
      cluster.origin,
      'POST',
      '/api/appointment/create',
      {
        token: admin.token,
        body: {
          patient: patient.id,
          doctor: doctors[0]!.id,
          date: day(FIRST_DAY - 10),
          timeSlot: SLOTS[3],
          reason: `cluster ${run} reminder`,
        },
      },
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const start = Date.parse(created.body.start);
    // Every instance's clock to a minute after the day-before reminder fell due.
    const now = new Date(start - 24 * 3_600_000 + 60_000).toISOString();
    for (const instance of cluster.instances) {
      const set = await call(instance.url, 'PUT', '/api/dev/clock', {
        token: admin.token,
        body: { now },
      });
      assert.equal(set.status, 200, JSON.stringify(set.body));
    }
    const deadline = Date.now() + 60_000;
    while (smtp.to(patient.email, 'Reminder').length === 0 && Date.now() < deadline)
      await sleep(250);
    assert.equal(smtp.to(patient.email, 'Reminder').length, 1, 'the reminder arrived');
    // Several polls of three workers later, still one.
    await sleep(5_000);
    assert.equal(smtp.to(patient.email, 'Reminder').length, 1, 'and only once');
    // Back to the real time for the tests that follow (each instance moves its waiting jobs).
    for (const instance of cluster.instances)
      await call(instance.url, 'PUT', '/api/dev/clock', {
        token: admin.token,
        body: { now: new Date().toISOString() },
      });
  });
  it(`${RATE} requests a second for ${LOAD_SECONDS} s; one instance killed (SIGKILL) and restarted`, async () => {
    const victim = cluster.instances[1]!;
    const result = await traffic(LOAD_SECONDS, async () => {
      await sleep((LOAD_SECONDS * 1000) / 2);
      await victim.stop('SIGKILL');
      await sleep(10_000);
      await victim.start();
    });
    const expected = Math.round(LOAD_SECONDS * RATE);
    assert.ok(result.reads + result.bookings.size + result.bookingFailures.size >= expected);
    assert.deepEqual(result.readFailures, [], 'no read failed');
    const found = await bookingsOfThisRun();
    for (const [reason] of result.bookings)
      assert.equal(found.get(reason), 1, `acknowledged booking ${reason} stored once`);
    for (const [reason, seen] of result.bookingFailures)
      assert.ok(
        (found.get(reason) ?? 0) <= 1,
        `unanswered booking ${reason} (${seen}) at most once`,
      );
    console.log(
      `# cluster-kill ${JSON.stringify({
        requests: result.reads + result.bookings.size + result.bookingFailures.size,
        reads: result.reads,
        readFailures: result.readFailures.length,
        acknowledged: result.bookings.size,
        acknowledgedFound: [...result.bookings.keys()].filter((r) => found.get(r) === 1).length,
        bookingsUnanswered: result.bookingFailures.size,
        unansweredStored: [...result.bookingFailures.keys()].filter((r) => found.has(r)).length,
      })}`,
    );
  });

  it('a rolling restart, one instance at a time, loses no request', async () => {
    const pids = cluster.instances.map((i) => i.child?.pid);
    const result = await traffic(10, () => cluster.rollingRestart());
    for (const [i, instance] of cluster.instances.entries())
      assert.notEqual(instance.child?.pid, pids[i], `${instance.name} was restarted`);
    if (result.readFailures.length || result.bookingFailures.size) printProxyErrors();
    assert.deepEqual(result.readFailures, []);
    assert.deepEqual([...result.bookingFailures.values()], [], 'every booking answered');
    const found = await bookingsOfThisRun();
    for (const [reason] of result.bookings) assert.equal(found.get(reason), 1, reason);
    console.log(
      `# cluster-rolling ${JSON.stringify({ reads: result.reads, bookings: result.bookings.size })}`,
    );
  });
});

describe('nginx with TLS, as a clinic runs it', { skip: missing ?? undefined }, () => {
  let cluster: Cluster;
  const withApps = existsSync(join(repoDir, 'shell', 'dist', 'index.html'));

  before(async () => {
    cluster = await startCluster({
      count: 1,
      // (not +60: the instance's port would be 5061, which fetch refuses to reach)
      offset: OFFSET + 70,
      tls: 'self-signed',
      withApps,
      apiEnv: { DEMO_MODE: '1' },
    });
  });
  after(async () => {
    await cluster?.stop();
  });

  /** GETs over one HTTP/2 session, trusting the run's certificate; the protocol it agreed on. */
  async function getOverHttp2(paths: string[]) {
    const session = connect(cluster.origin, { ca: readFileSync(cluster.tls!.cert) });
    try {
      await new Promise<void>((resolve, reject) => {
        session.once('connect', () => resolve());
        session.once('error', reject);
      });
      const replies = await Promise.all(
        paths.map(
          (path) =>
            new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
              (resolve, reject) => {
                const stream = session.request({ ':path': path, accept: 'text/html' });
                let body = '';
                let headers: Record<string, unknown> = {};
                stream.setEncoding('utf8');
                stream.on('response', (h) => (headers = h));
                stream.on('data', (chunk: string) => (body += chunk));
                stream.on('end', () =>
                  resolve({ status: Number(headers[':status']), headers, body }),
                );
                stream.on('error', reject);
              },
            ),
        ),
      );
      return { protocol: session.alpnProtocol, replies };
    } finally {
      session.close();
    }
  }

  it('serves the API and the pages over HTTPS and HTTP/2, with HSTS on the pages', async () => {
    assert.match(cluster.origin, /^https:\/\/localhost:\d+$/);
    const paths = ['/readyz', ...(withApps ? ['/login', '/patient/dashboard'] : [])];
    const { protocol, replies } = await getOverHttp2(paths);
    assert.equal(protocol, 'h2');
    const [ready, ...pages] = replies;
    assert.equal(ready!.status, 200);
    assert.equal(JSON.parse(ready!.body).status, 'ready');
    for (const [i, page] of pages.entries()) {
      assert.equal(page.status, 200, paths[i + 1]);
      assert.match(page.body, /<div id="?root"?>/);
      assert.equal(
        page.headers['strict-transport-security'],
        'max-age=31536000; includeSubDomains',
        paths[i + 1],
      );
    }
  });
});
