#!/usr/bin/env node
// npm test (PGlite) and, through ../scripts/with-postgres.mjs, npm run test:pg (DATABASE_URL set).
// Prepares one migrated database, then runs every src/**/*.test.ts and test/security/*.test.ts with
// Node's test runner.
// Extra arguments are test files or folders to run instead of all.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

function findTests(path) {
  if (statSync(path).isFile()) return path.endsWith('.test.ts') ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules')
    .flatMap((e) => findTests(join(path, e.name)));
}

const args = process.argv.slice(2);
// test/hostile holds the long runs of `npm run test:hostile`; test/security is part of every run.
const targets = args.length
  ? args.map((a) => resolve(a))
  : [join(apiDir, 'src'), join(apiDir, 'test', 'security')];
const files = targets.flatMap(findTests).sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

const started = Date.now();
const env = { ...process.env, NODE_ENV: 'test' };
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/prepare-db.ts'], {
  cwd: apiDir,
  env,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (prepared.status !== 0) {
  console.error('could not prepare the test database');
  process.exit(prepared.status ?? 1);
}
let label;
if (env.DATABASE_URL) {
  const url = new URL(env.DATABASE_URL);
  label = `PostgreSQL server at ${url.hostname}:${url.port}${url.pathname} (one copy per test file)`;
} else {
  env.CARECONNECT_TEST_PGLITE_DUMP = prepared.stdout.trim().split('\n').pop();
  label = 'PGlite (embedded PostgreSQL, in memory, one copy per test file)';
}
console.log(`# API tests on ${label}: ${files.length} files`);

const concurrency = process.env.API_TEST_CONCURRENCY ?? '2';
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    // A guard against a hung test, not a speed bar: it applies to a whole describe() too, and a
    // long one (the authorisation matrix) needs minutes on a machine busy with other builds.
    '--test-timeout=600000',
    ...files.map((f) => relative(apiDir, f)),
  ],
  { cwd: apiDir, env, stdio: 'inherit' },
);
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  console.log(
    `# API tests on ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
