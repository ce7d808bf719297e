// One caller must not stall everyone: against the real server process on the embedded database,
// a bystander calls GET /healthz one request after another while other callers upload 2 MB
// photos, read them back, and send large deeply nested JSON to the sign-in route. The
// bystander's p99 must stay under 200 ms in every phase.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'CareConnect1!';
const P99_LIMIT_MS = 200;
/** Demo patients (seeded), one per uploader. */
const UPLOADERS = [
  'patient@careconnect.test',
  'omar.farouk@careconnect.test',
  'emily.watson@careconnect.test',
  'lucas.moreau@careconnect.test',
  'sofia.rossi@careconnect.test',
  'ethan.brooks@careconnect.test',
  'mia.tanaka@careconnect.test',
  'noah.schmidt@careconnect.test',
  'aisha.bello@careconnect.test',
  'liam.murphy@careconnect.test',
];

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

let child: ChildProcess | null = null;
let dataDir = '';
let base = '';
let output = '';

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'careconnect-stall-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO_MODE: '1',
    DEMO_SEED: '1',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_WRITES: '100000',
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) assert.fail(`the server exited:\n${output}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) assert.fail(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

after(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function login(email: string): Promise<{ token: string; userId: string }> {
  const reply = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await reply.json()) as { token: string; user: { _id: string } };
  assert.equal(reply.status, 200, `login ${email}: ${JSON.stringify(body)}`);
  return { token: body.token, userId: body.user._id };
}

/**
 * The bystander, in a process of its own (so the load generator's work here does not count):
 * GET /healthz on one keep-alive connection, one after another, until told to stop on stdin;
 * then it prints the latencies in ms as JSON.
 */
const BYSTANDER = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let stop = false;
process.stdin.on('data', () => (stop = true));
const once = () => new Promise((resolve, reject) => {
  const started = performance.now();
  const req = http.request(process.argv[1] + '/healthz', { agent }, (res) => {
    res.resume();
    res.on('end', () => resolve(performance.now() - started));
  });
  req.on('error', reject);
  req.end();
});
(async () => {
  process.stdout.write('ready\\n');
  while (!stop) {
    latencies.push(await once());
    await new Promise((r) => setTimeout(r, 5));
  }
  process.stdout.write(JSON.stringify(latencies) + '\\n');
  agent.destroy();
})();
`;

async function watchHealth(load: () => Promise<unknown>): Promise<number[]> {
  const bystander = spawn(process.execPath, ['-e', BYSTANDER, base], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let text = '';
  bystander.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise((resolve) => bystander.once('exit', resolve));
  while (!text.startsWith('ready\n')) await new Promise((r) => setTimeout(r, 10));
  // A few calls at rest first, so a phase never has too few samples.
  await new Promise((r) => setTimeout(r, 100));
  try {
    await load();
  } finally {
    bystander.stdin!.end('stop\n');
    await exited;
  }
  return JSON.parse(text.slice('ready\n'.length)) as number[];
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

async function measure(name: string, load: () => Promise<unknown>) {
  const started = performance.now();
  const latencies = await watchHealth(load);
  const figures = {
    phase: name,
    loadMs: Math.round(performance.now() - started),
    samples: latencies.length,
    p50: Math.round(latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0),
    p99: Math.round(p99(latencies)),
    max: Math.round(Math.max(...latencies)),
  };
  console.log(`stall ${JSON.stringify(figures)}`);
  return figures;
}

function photo(): Blob {
  const bytes = randomBytes(2 * 1024 * 1024 - 4096);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([bytes], { type: 'image/jpeg' });
}

describe("another caller's /healthz while others push heavy requests (embedded database)", () => {
  const people: { token: string; userId: string; image?: string }[] = [];

  before(async () => {
    for (const email of UPLOADERS) people.push(await login(email));
  });

  it(`ten 2 MB photo uploads at once by ten people: p99 < ${P99_LIMIT_MS} ms`, async () => {
    const figures = await measure('uploads', () =>
      Promise.all(
        people.map(async (person) => {
          const form = new FormData();
          form.append('image', photo(), 'photo.jpg');
          const reply = await fetch(`${base}/api/user/image/${person.userId}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${person.token}` },
            body: form,
          });
          const body = (await reply.json()) as { image?: string };
          assert.equal(reply.status, 200, JSON.stringify(body));
          person.image = body.image;
        }),
      ),
    );
    assert.ok(figures.p99 < P99_LIMIT_MS, `healthz p99 ${figures.p99} ms during uploads`);
  });

  it(`the ten photos read five times each at once: p99 < ${P99_LIMIT_MS} ms`, async () => {
    const figures = await measure('photo reads', () =>
      Promise.all(
        people.flatMap((person) =>
          Array.from({ length: 5 }, async () => {
            assert.ok(person.image, 'the upload gave a URL');
            const path = new URL(person.image).pathname;
            const reply = await fetch(`${base}${path}`, {
              headers: { authorization: `Bearer ${person.token}` },
            });
            const bytes = await reply.arrayBuffer();
            assert.equal(reply.status, 200);
            assert.equal(bytes.byteLength, 2 * 1024 * 1024 - 4096);
          }),
        ),
      ),
    );
    assert.ok(figures.p99 < P99_LIMIT_MS, `healthz p99 ${figures.p99} ms during photo reads`);
  });

  it(`twenty 900 KB deeply nested JSON bodies to the sign-in route: p99 < ${P99_LIMIT_MS} ms`, async () => {
    const depth = (900 * 1024) / 2;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    const body = `{"email":"someone@example.test","password":"whatever1","x":${nested}}`;
    const figures = await measure('nested JSON', () =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          const reply = await fetch(`${base}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }).catch((error: unknown) => ({ status: 0, error }));
          if ('text' in reply) await reply.text();
          assert.ok(reply.status === 0 || (reply.status >= 400 && reply.status < 500));
        }),
      ),
    );
    assert.ok(figures.p99 < P99_LIMIT_MS, `healthz p99 ${figures.p99} ms during nested JSON`);
  });
});
