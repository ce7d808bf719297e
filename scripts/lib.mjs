// Small helpers shared by the start, build and test scripts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pnpmBin, root } from './pnpm.mjs';

export { root };

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(command, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function runPnpm(args, opts = {}) {
  return run(process.execPath, [pnpmBin(), ...args], opts);
}

export async function install() {
  const code = await runPnpm([
    'install',
    '--frozen-lockfile',
    '--prefer-offline',
    '--reporter=silent',
  ]);
  if (code !== 0) throw new Error('pnpm install failed');
}

export const frontendApps = [
  'shell',
  'auth-app',
  'patient-portal',
  'doctor-portal',
  'admin-portal',
];

export function webpackBin() {
  return join(root, 'tooling', 'node_modules', 'webpack-cli', 'bin', 'cli.js');
}

/** Builds the given apps, two at a time (the machines have two cores). */
export async function buildApps(apps = frontendApps, { concurrency = 2 } = {}) {
  const queue = [...apps];
  const failures = [];
  const started = Date.now();
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const t = Date.now();
      const code = await run(process.execPath, [webpackBin(), '--mode', 'production'], {
        cwd: join(root, app),
      });
      console.log(
        `[build] ${app} ${code === 0 ? 'built' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
      if (code !== 0) failures.push(app);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(
    `[build] ${apps.length - failures.length}/${apps.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failures.length) throw new Error(`build failed: ${failures.join(', ')}`);
}

/**
 * Resolves once `url` answers 2xx (and `until`, given the answer, says yes); fails when `child`
 * exits first or after `timeoutMs`. Asks again every `intervalMs`, with `fetch` (the global one
 * unless given: a certificate of its own needs one that trusts it).
 */
export async function waitForHttp(
  url,
  { timeoutMs = 60_000, child, until, intervalMs = 250, fetch: get = fetch } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      // no single request may outlast the wait itself
      const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      const response = await get(url, { signal });
      if (response.ok && (!until || (await until(response)))) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
