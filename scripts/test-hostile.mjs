#!/usr/bin/env node
// npm run test:hostile: the heavy tests that do not belong in every `npm test`, run in CI after it:
//   1. the API's hostile tests (`pnpm --filter @careconnect/api run test:hostile`: durability under
//      SIGKILL on PGlite and PostgreSQL, the data folder lock, three instances behind nginx
//      (api/test/hostile/cluster.test.ts), and whatever else lives in api/test/hostile), then
//   2. the load script (api/scripts/load.ts: 5 minutes of mixed traffic, `--load-duration S` or
//      LOAD_DURATION to change it).
// Prints one summary line and exits non-zero when a step fails or the whole run takes more
// than 15 minutes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pnpmBin, root } from './pnpm.mjs';

const BUDGET_MIN = 15;
const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const loadDuration = argValue('load-duration') ?? process.env.LOAD_DURATION ?? '300';
const loadRate = argValue('load-rate') ?? process.env.LOAD_RATE ?? '15';
const started = Date.now();

/** Runs a command, echoing its output; resolves with { code, output }. */
function capture(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    let output = '';
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
    child.on('error', () => resolve({ code: 127, output }));
  });
}

const parts = [];
let ok = true;

// 1. API hostile tests.
console.log('[test:hostile] API hostile tests');
const api = await capture(process.execPath, [
  pnpmBin(),
  '--filter',
  '@careconnect/api',
  'run',
  'test:hostile',
]);
const count = (name) =>
  [...api.output.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
const durability = [...api.output.matchAll(/durability (\{"database".*\})/g)]
  .map((m) => JSON.parse(m[1]))
  .filter((d, i, all) => all.findIndex((o) => o.database === d.database) === i);
const pgSkipped = /\[with-postgres\] skipped: (.*)/.exec(api.output)?.[1];
ok &&= api.code === 0;
parts.push(
  `API hostile tests ${api.code === 0 ? 'passed' : 'FAILED'} (${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped)`,
);
for (const d of durability) {
  parts.push(
    `kill -9 on ${d.database}: ${d.acknowledgedFound}/${d.acknowledged} acknowledged bookings found, ${d.duplicated} duplicated, ${d.committedButUnanswered} of ${d.inFlightAtKill} in flight stored`,
  );
}
const cluster = /# cluster-kill (\{.*\})/.exec(api.output);
if (cluster) {
  const c = JSON.parse(cluster[1]);
  parts.push(
    `cluster (3 instances behind nginx, kill -9 mid-load): ${c.requests} requests, ${c.readFailures} reads failed, ${c.acknowledgedFound}/${c.acknowledged} acknowledged bookings found once, ${c.bookingsUnanswered} unanswered`,
  );
}
const rolling = /# cluster-rolling (\{.*\})/.exec(api.output);
if (rolling) {
  const r = JSON.parse(rolling[1]);
  parts.push(`rolling restart: ${r.reads + r.bookings} requests, none lost`);
}
const clusterSkipped = /\[cluster\] skipped: (.*)/.exec(api.output)?.[1];
if (clusterSkipped) parts.push(`cluster skipped: ${clusterSkipped}`);
if (pgSkipped) parts.push(`PostgreSQL skipped: ${pgSkipped}`);

// 2. Load.
console.log(`\n[test:hostile] load: ${loadDuration} s at ${loadRate} requests/s`);
const load = await capture(
  process.execPath,
  ['--import', 'tsx', 'scripts/load.ts', '--duration', loadDuration, '--rate', loadRate],
  { cwd: join(root, 'api') },
);
ok &&= load.code === 0;
const loadFigures = /^# load (\{.*\})$/m.exec(load.output);
if (loadFigures) {
  const l = JSON.parse(loadFigures[1]);
  parts.push(
    `load ${load.code === 0 ? 'passed' : 'FAILED'}: ${l.requests} requests in ${l.seconds} s, ${l.errors} errors, p50 ${l.p50} ms, p99 ${l.p99} ms, RSS ${l.rssStartMiB} → ${l.rssEndMiB} MiB`,
  );
} else {
  parts.push('load FAILED (no figures)');
}

const minutes = (Date.now() - started) / 60000;
if (minutes > BUDGET_MIN) {
  ok = false;
  parts.push(`took ${minutes.toFixed(1)} min, over the ${BUDGET_MIN}-minute budget`);
}
console.log(
  `\nsummary (test:hostile): ${ok ? 'passed' : 'FAILED'} in ${minutes.toFixed(1)} min; ${parts.join('; ')}`,
);
process.exit(ok ? 0 : 1);
