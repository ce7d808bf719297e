// A throw-away PostgreSQL 15 server for tests, benchmarks and `npm run start:cluster`: a temporary
// cluster (owned by the postgres user when run as root: initdb refuses root) on 127.0.0.1 on a
// free port, with one database. Installs Debian's postgresql when missing and allowed (root).
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './system-deps.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why PostgreSQL cannot run here, or null when it can (installing it if needed). */
export function postgresMissing() {
  const missing = ensureDebianPackage(join(BIN, 'initdb'), 'postgresql');
  if (missing) return missing;
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root but there is no postgres user to own the cluster';
  return null;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The postgres user's ids when we are root (its binaries must run as that user), else null. */
function postgresOwner() {
  if (!isRoot()) return null;
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pg(owner, binary, args) {
  const full = join(BIN, binary);
  const [cmd, cmdArgs] = owner
    ? ['runuser', ['-u', 'postgres', '--', full, ...args]]
    : [full, args];
  return spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
}

export function freePort() {
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

/**
 * Starts a server and creates `database`. Resolves with { url, version, dataDir, stop() }; `stop` is
 * synchronous (it can run from an exit handler) and removes the folder. Throws when it cannot.
 */
export async function startPostgres({ database = 'careconnect_test', maxConnections = 200 } = {}) {
  const owner = postgresOwner();
  const dir = mkdtempSync(join(tmpdir(), 'careconnect-pg-'));
  const dataDir = join(dir, 'data');
  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return '';
    stopped = true;
    let problem = '';
    if (started) {
      const result = pg(owner, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      if (result.status !== 0) problem = String(result.stderr ?? '').trim();
    }
    rmSync(dir, { recursive: true, force: true });
    return problem;
  };
  const fail = (message, detail = '') => {
    stop();
    throw new Error(`${message}${detail ? `\n${detail}` : ''}`);
  };
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const init = pg(owner, 'initdb', [
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
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  const start = pg(owner, 'pg_ctl', [
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
  const create = pg(owner, 'createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    database,
  ]);
  if (create.status !== 0) fail('createdb failed', create.stderr);
  const version = pg(owner, 'postgres', ['--version']).stdout.trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, version, dataDir, stop };
}
