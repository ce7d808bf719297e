#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL 15 server (scripts/postgres.mjs):
//   node scripts/with-postgres.mjs -- <command> [args…]
// The command runs with DATABASE_URL set; the server is stopped and its folder removed afterwards,
// also on failure or Ctrl-C. Exit code = the command's. Without PostgreSQL (and no way to install
// it) it prints "[with-postgres] skipped: <reason>" and exits 0, or 1 when CI is set.
import { spawn } from 'node:child_process';
import { postgresMissing, startPostgres } from './postgres.mjs';

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

const missing = postgresMissing();
if (missing) {
  log(`skipped: ${missing}`);
  process.exit(process.env.CI ? 1 : 0);
}

let server = null;
const cleanup = () => {
  const problem = server?.stop();
  if (problem) log(`the server had already stopped: ${problem}`);
};

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
  server = await startPostgres();
  log(`${server.version} running at ${server.url}`);
  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: server.url },
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
  console.error(`[with-postgres] ${error instanceof Error ? error.message : error}`);
  cleanup();
  process.exit(1);
}
