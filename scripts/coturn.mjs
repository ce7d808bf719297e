// Debian's coturn as the TURN relay of video visits, on this machine: a configuration of the
// project's own (never the system service), written to a temporary folder, with coturn's REST
// credentials (use-auth-secret: the API signs short-lived passwords with the same secret).
// Used by `npm run start:cluster` and the browser test of the forced relay. Production: see
// docs/deploy.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from './system-deps.mjs';

export const TURNSERVER = '/usr/bin/turnserver';
export const TURN_PORT = 3478;

/** Why coturn cannot run here (missing and not installable), or null. */
export function coturnMissing() {
  return ensureDebianPackage(TURNSERVER, 'coturn');
}

/** A secret shared by the API (TURN_SECRET) and coturn (static-auth-secret), new at each start. */
export const newTurnSecret = () => randomBytes(32).toString('base64url');

/**
 * The relay's configuration for local runs: it listens and relays on 127.0.0.1 only, and relays
 * to loopback peers (which a public relay must refuse: see docs/deploy.md). The relay ports are a
 * range of the offset's own, so that runs on other offsets never take each other's.
 */
export function coturnConfig({ port, secret, dir, offset = 0 }) {
  const minPort = 50_000 + offset * 10;
  return [
    `listening-port=${port}`,
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `min-port=${minPort}`,
    `max-port=${minPort + 99}`,
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    'realm=careconnect.test',
    'fingerprint',
    'no-tls',
    'no-dtls',
    'no-cli',
    'no-multicast-peers',
    // Local tests only: both browsers and the relay are on 127.0.0.1.
    'allow-loopback-peers',
    `userdb=${join(dir, 'turndb')}`,
    `pidfile=${join(dir, 'turnserver.pid')}`,
    'log-file=stdout',
    'simple-log',
    '',
  ].join('\n');
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts coturn on 127.0.0.1:`port` (TCP and UDP) and resolves once it listens. Answers the
 * addresses and secret to give the API (TURN_URLS, TURN_SECRET) and stop().
 */
export async function startCoturn({
  port = TURN_PORT,
  offset = 0,
  secret = newTurnSecret(),
  logFile,
} = {}) {
  const missing = coturnMissing();
  if (missing) throw new Error(`coturn cannot start: ${missing}`);
  if (await portOpen(port)) throw new Error(`port ${port} is in use: coturn cannot listen there`);
  const dir = mkdtempSync(join(tmpdir(), 'careconnect-coturn-'));
  const confPath = join(dir, 'turnserver.conf');
  writeFileSync(confPath, coturnConfig({ port, secret, dir, offset }), { mode: 0o600 });
  const out = openSync(logFile ?? join(dir, 'turnserver.log'), 'a');
  const child = spawn(TURNSERVER, ['-c', confPath], { stdio: ['ignore', out, out] });
  const deadline = Date.now() + 15_000;
  while (!(await portOpen(port))) {
    if (child.exitCode !== null)
      throw new Error(`coturn exited (${child.exitCode}); its log: ${logFile ?? dir}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('coturn did not start listening within 15 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const urls = [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`];
  return {
    pid: child.pid,
    urls,
    secret,
    /** The API's environment for this relay. */
    apiEnv: { TURN_URLS: urls.join(','), TURN_SECRET: secret },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
