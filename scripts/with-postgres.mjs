#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL 15 server:
//   node scripts/with-postgres.mjs -- <command> [args…]
// Creates a temporary cluster (owned by the postgres user when run as root), starts it on
// 127.0.0.1 on a free port, creates a database, runs the command with DATABASE_URL set, then
// stops the server and removes the folder, also on failure or Ctrl-C. Exit code = the command's.
// Without PostgreSQL (and no way to install it) it prints "[with-postgres] skipped: <reason>"
// and exits 0, or 1 when CI is set.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './system-deps.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const log = (message) => {
  try {
    console.log(`[with-postgres] ${message}`);
  } catch {
    // stdout is gone (e.g. a closed pipe): keep cleaning up regardless
  }
};

const separator = process.argv.indexOf('--');
const command = separator === -1 ? process.argv.slice(2) : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args…]');
  process.exit(2);
}

function skip(reason) {
  log(`skipped: ${reason}`);
  process.exit(process.env.CI ? 1 : 0);
}

const missing = ensureDebianPackage(join(BIN, 'initdb'), 'postgresql');
if (missing) skip(missing);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let postgresUser = null;
if (isRoot) {
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) skip('running as root but there is no postgres user to own the cluster');
  postgresUser = { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(binary, args, options = {}) {
  const full = join(BIN, binary);
  const [cmd, cmdArgs] = postgresUser
    ? ['runuser', ['-u', 'postgres', '--', full, ...args]]
    : [full, args];
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8', ...options });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'careconnect-pg-'));
const dataDir = join(dir, 'data');
let started = false;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  let stopError = '';
  if (started) {
    const stop = pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    if (stop.status !== 0) stopError = String(stop.stderr ?? '').trim();
  }
  rmSync(dir, { recursive: true, force: true });
  if (stopError) log(`the server had already stopped: ${stopError}`);
}

function fail(message, detail = '') {
  console.error(`[with-postgres] ${message}${detail ? `\n${detail}` : ''}`);
  cleanup();
  process.exit(1);
}

let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) {
      child.kill(signal);
      return; // cleanup runs when the command exits
    }
    cleanup();
    process.exit(130);
  });
}
process.on('exit', cleanup);

try {
  chmodSync(dir, 0o700);
  if (postgresUser) chownSync(dir, postgresUser.uid, postgresUser.gid);
  const init = pg('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  if (init.status !== 0) fail('initdb failed', init.stderr);

  const port = await freePort();
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${dir}`,
    // A throw-away server: durability is not needed, speed is.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = pg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  if (start.status !== 0) fail('the server did not start', start.stderr || start.stdout);
  started = true;

  const database = 'careconnect_test';
  const create = pg('createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    database,
  ]);
  if (create.status !== 0) fail('createdb failed', create.stderr);

  const version = pg('postgres', ['--version']).stdout.trim();
  const url = `postgres://postgres@127.0.0.1:${port}/${database}`;
  log(`${version} running at ${url}`);

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[with-postgres] could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  cleanup();
  process.exit(code);
} catch (error) {
  fail(String(error instanceof Error ? error.message : error));
}
