#!/usr/bin/env node
// npm test: installs what it needs, then type checks, lint, unit tests, the front-end server
// tests, API tests (embedded database and PostgreSQL), the API contract replay, the production
// build and the browser tests. Exits non-zero on any failure and closes with one line
// "summary: N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildApps, install, root } from './lib.mjs';
import { CHROMIUM, chromiumVersion, ensureDebianPackage } from './system-deps.mjs';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const want = (step) => only.length === 0 || only.includes(step);
const results = [];
let passed = 0;
let failed = 0;
const started = Date.now();

function record(step, ok, detail = '') {
  results.push({ step, ok, detail });
  console.log(`\n[test] ${step}: ${ok ? 'ok' : 'FAILED'}${detail ? ` (${detail})` : ''}\n`);
}

/** Runs a command, echoing its output, and returns { code, output }. */
function capture(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const cacheDir = join(root, '.cache');
mkdirSync(cacheDir, { recursive: true });

async function typecheck() {
  const packages = [
    'shared-ui',
    'shell',
    'auth-app',
    'patient-portal',
    'doctor-portal',
    'admin-portal',
    'api',
    'e2e',
  ];
  const broken = [];
  for (const pkg of packages) {
    const { code } = await capture(bin('tsc'), ['--noEmit', '-p', join(pkg, 'tsconfig.json')]);
    if (code !== 0) broken.push(pkg);
  }
  record(
    'typecheck',
    broken.length === 0,
    broken.length ? `errors in ${broken.join(', ')}` : `${packages.length} packages`,
  );
}

async function lint() {
  const { code } = await capture(bin('eslint'), ['--max-warnings=0', '.']);
  // one formatting everywhere: a file Prettier would change fails the step
  const format = await capture(bin('prettier'), ['--check', '.']);
  // and each package boundary fires on a breach (tooling/boundaries.mjs)
  const boundaries = await capture(process.execPath, ['--test', 'tooling/boundaries.test.mjs']);
  const { pass, fail } = countNodeTests(boundaries.output);
  // every "spec §N" cited is a heading of docs/spec.md (tooling/spec-sections.mjs)
  const spec = await capture(process.execPath, ['--test', 'tooling/spec-sections.test.mjs']);
  const cited = countNodeTests(spec.output);
  // no import circle in any package (tooling/cycles.mjs)
  const cycles = await capture(process.execPath, ['--test', 'tooling/cycles.test.mjs']);
  const circles = countNodeTests(cycles.output);
  passed += pass + cited.pass + circles.pass;
  failed += fail + cited.fail + circles.fail;
  record(
    'lint',
    code === 0 &&
      boundaries.code === 0 &&
      format.code === 0 &&
      spec.code === 0 &&
      cycles.code === 0,
    `boundary rules: ${pass} fire, ${fail} do not; ${spec.code === 0 ? 'spec citations resolve' : 'a spec § cited is missing from docs/spec.md (node tooling/spec-sections.mjs)'}; ${cycles.code === 0 ? 'no import circle' : 'an import circle (node tooling/cycles.mjs)'}; ${format.code === 0 ? 'formatting clean' : 'Prettier would change files (npm run format)'}`,
  );
}

async function unit() {
  const out = join(cacheDir, 'jest-results.json');
  const { code } = await capture(bin('jest'), ['--ci', '--json', `--outputFile=${out}`]);
  let detail = '';
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    detail = `${r.numPassedTests} passed, ${r.numFailedTests} failed`;
  }
  record('unit tests', code === 0, detail);
}

/**
 * The servers' own tests: the front-end server's headers, caching and Link hints, the release
 * store, the dev server, and the cluster's rolling restart waiting for nginx.
 */
async function toolingTests() {
  const files = [
    'tooling/serve.test.mjs',
    'tooling/releases.test.mjs',
    'tooling/dev.test.mjs',
    'scripts/cluster.test.mjs',
  ];
  const { code, output } = await capture(process.execPath, ['--test', ...files]);
  const { pass, fail } = countNodeTests(output);
  passed += pass;
  failed += fail;
  record('server and tooling tests', code === 0, `${pass} passed, ${fail} failed`);
}

function countNodeTests(output) {
  const pass = [...output.matchAll(/^# pass (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
  // a test cancelled (its promise left pending, a timeout) did not pass: it counts as failed
  const fail = [...output.matchAll(/^# (?:fail|cancelled) (\d+)/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
  return { pass, fail };
}

async function apiTests(script, label) {
  const { code, output } = await capture(process.execPath, [
    join(root, 'scripts', 'pnpm.mjs'),
    '--filter',
    '@careconnect/api',
    'run',
    script,
  ]);
  const { pass, fail } = countNodeTests(output);
  passed += pass;
  failed += fail;
  const skipped = /^\[with-postgres\] skipped/m.test(output);
  // The contract replay says how many exchanges went through the proxy.
  const exchanges = /contract: (\d+) exchanges/.exec(output)?.[1];
  record(
    label,
    code === 0,
    skipped
      ? 'skipped: see reason above'
      : `${pass} passed, ${fail} failed${exchanges ? `, ${exchanges} exchanges` : ''}`,
  );
}

async function build() {
  try {
    await buildApps();
    record('build', true);
  } catch (error) {
    record('build', false, String(error instanceof Error ? error.message : error));
  }
}

/** Whether nothing listens on `port` of 127.0.0.1 right now. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The browser tests' port offset: E2E_PORT_OFFSET when given, else the first of a few whose ports
 * are all free, so that another build on the same machine running its own suite (or a developer's
 * `npm start`) does not take the suite's ports. The suite uses its offset and offset + 50, 60, 100
 * and 150 (spare servers, the reminders' own API), for the five apps (3000–3004) and the API (4000),
 * and 3478 + offset for TURN.
 */
async function browserPortOffset() {
  if (process.env.E2E_PORT_OFFSET) return process.env.E2E_PORT_OFFSET;
  const ports = (offset) => [
    3478 + offset, // the video story's TURN relay
    ...[0, 50, 60, 100, 150].flatMap((shift) =>
      [3000, 3001, 3002, 3003, 3004, 4000].map((port) => port + offset + shift),
    ),
  ];
  for (const offset of [100, 500, 900, 1700, 2100, 2500]) {
    const free = await Promise.all(ports(offset).map(portFree));
    if (free.every(Boolean)) return String(offset);
    console.log(`[test] browser: ports of offset ${offset} are in use, trying the next offset`);
  }
  return '100';
}

async function browser() {
  const missing = ensureDebianPackage(CHROMIUM, 'chromium');
  if (missing) {
    const ok = !process.env.CI;
    console.log(`[test] browser tests skipped: ${missing}`);
    record('browser tests', ok, `skipped: ${missing}`);
    return;
  }
  console.log(`[test] browser: ${chromiumVersion()}`);
  const out = join(cacheDir, 'playwright-results.json');
  const { code } = await capture(
    join(root, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    {
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_PORT_OFFSET: await browserPortOffset(),
      },
    },
  );
  let detail = '';
  if (existsSync(out)) {
    const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    const ok = stats.expected ?? 0;
    const bad = (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    passed += ok;
    failed += stats.unexpected ?? 0;
    detail = `${ok} passed, ${bad} failed or flaky, ${stats.skipped ?? 0} skipped`;
  }
  record('browser tests', code === 0, detail);
}

try {
  await install();
} catch (error) {
  console.error(String(error));
  process.exit(1);
}
if (want('typecheck')) await typecheck();
if (want('lint')) await lint();
if (want('unit')) await unit();
if (want('tooling')) await toolingTests();
if (want('api')) await apiTests('test', 'API tests (embedded PostgreSQL, PGlite)');
if (want('api-pg')) await apiTests('test:pg', 'API tests (PostgreSQL server)');
// The API's story through a validating proxy: the published description matches the server.
if (want('contract')) await apiTests('test:contract', 'API contract (story through Prism)');
if (want('build') || want('browser')) await build();
if (want('browser') && results.every((r) => r.step !== 'build' || r.ok)) await browser();

console.log('\n[test] results');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.step}${r.detail ? ` — ${r.detail}` : ''}`);
console.log(`  time: ${((Date.now() - started) / 60000).toFixed(1)} min`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`summary: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
