#!/usr/bin/env node
// npm run dev -- <app…|all> [--no-api] [--no-install]
// Serves front-end apps from webpack dev servers (in memory, reloaded on every change) with the
// run-time /config.json their production server writes, plus the API in demo mode so that one
// can sign in.
//   npm run dev -- patient-portal            the area on its own page (http://localhost:3002)
//   npm run dev -- all                       the shell with every remote from its dev server
//   npm run dev -- shell auth-app doctor-portal
// PORT_OFFSET shifts every port, as for npm start. With --no-api (or API_URL set) no API is
// started: config.json points at API_URL, or where the API would run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { apps } from '../tooling/apps.mjs';
import { frontendApps, install, root, webpackBin } from './lib.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => n !== 'all' && !frontendApps.includes(n));
if (unknown.length || [...flags].some((f) => !['--no-api', '--no-install'].includes(f))) {
  console.error(`usage: npm run dev -- <all|${frontendApps.join('|')}>… [--no-api] [--no-install]`);
  process.exit(2);
}
const selected = names.length === 0 || names.includes('all') ? frontendApps : [...new Set(names)];
const offset = Number(process.env.PORT_OFFSET ?? 0);
const withApi = !flags.has('--no-api') && !process.env.API_URL;

const children = new Map();
let api = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const exits = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
      }),
  );
  await Promise.all([...exits, api?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Echoes a child's output line by line, prefixed with its name. */
function echo(stream, name, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

try {
  if (!flags.has('--no-install')) await install();
  // Imported only now: the suite's helpers need packages that a fresh clone has just installed.
  const { suiteAddresses, startSuiteApi } = await import('./suite.mjs');
  const { env: addresses, urls, apiUrl } = suiteAddresses(offset);
  // What each app's config.json will say: the remotes on their dev servers' ports, the API
  // where it runs here (or at API_URL when given).
  const env = {
    ...process.env,
    ...addresses,
    API_URL: process.env.API_URL || apiUrl,
    // a developer's own servers may stand in for an area (the shell's override banner ends it)
    REMOTE_OVERRIDES: process.env.REMOTE_OVERRIDES ?? 'http://localhost:*,http://127.0.0.1:*',
  };
  if (withApi) {
    console.log(
      '[dev] starting the API in demo mode (DEMO_MODE=1: demo accounts, readable outbox)',
    );
    api = await startSuiteApi({ offset, apiEnv: { DEMO_MODE: '1' } });
    api.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`[dev] the API stopped (exit ${code})`);
        stop(1);
      }
    });
  }
  for (const app of selected) {
    const child = spawn(
      process.execPath,
      [webpackBin(), 'serve', '--mode', 'development', '--port', String(apps[app].port + offset)],
      { cwd: join(root, app), env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    echo(child.stdout, app, process.stdout);
    echo(child.stderr, app, process.stderr);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[dev] ${app} stopped (${signal ?? `exit ${code}`})`);
        stop(1);
      }
    });
    children.set(app, child);
  }
  console.log('\n[dev] serving with hot reload (first compile takes a moment):');
  for (const app of selected) console.log(`  ${app.padEnd(15)} ${urls[app]}`);
  console.log(`  API             ${env.API_URL}${withApi ? '' : '   (not started here)'}`);
  if (withApi) {
    console.log(
      'Demo accounts (password CareConnect1!): patient@careconnect.test, doctor@careconnect.test, admin@careconnect.test',
    );
  }
  if (!selected.includes('shell') && selected.length > 0) {
    console.log(
      'Each area runs on its own page; add `shell` (or use `all`) to see it inside the shell.',
    );
  }
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  await stop(1);
}
