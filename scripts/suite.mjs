// Starts the whole suite as `npm start` serves it: the API and the five built front-end apps.
// Used by scripts/start.mjs and by the browser tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { apps, API_PORT, urlEnvName } from '../tooling/apps.mjs';
import { serveApp } from '../tooling/serve.mjs';
import { root, frontendApps, waitForHttp } from './lib.mjs';

/** Refuses a port something else already listens on (a leftover server would answer for ours). */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop what listens there, or shift the ports`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the API server as a child process. */
export async function startApi({ env = {}, port = API_PORT, quiet = false, logFile } = {}) {
  // Without this, an API left running on the port answers the health check and the tests run
  // against its code, not ours.
  await assertPortFree(port);
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: quiet ? ['ignore', log, logFile ? log : 'inherit'] : 'inherit',
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child, timeoutMs: 120_000 });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** The addresses of every part of the suite when its ports are shifted by `offset`. */
export function suiteAddresses(offset = 0) {
  const urls = {};
  for (const app of frontendApps) urls[app] = `http://localhost:${apps[app].port + offset}`;
  const apiUrl = `http://localhost:${API_PORT + offset}`;
  const env = { API_URL: apiUrl };
  for (const app of frontendApps) env[urlEnvName(app)] = urls[app];
  return { urls, apiUrl, apiPort: API_PORT + offset, env };
}

/** Serves the built apps in this process. Returns a map of app → fastify server. */
export async function serveApps(names = frontendApps, { offset = 0 } = {}) {
  const { env } = suiteAddresses(offset);
  const servers = new Map();
  for (const app of names) {
    servers.set(
      app,
      await serveApp(app, {
        port: apps[app].port + offset,
        env: { ...process.env, ...env },
        log: false,
      }),
    );
  }
  return servers;
}

/** Starts the API for the suite's front-end addresses (its CORS origins, links in emails). */
export function startSuiteApi({
  apiEnv = {},
  quietApi = false,
  offset = 0,
  extraOrigins = [],
  apiLogFile,
} = {}) {
  const { urls, apiPort } = suiteAddresses(offset);
  const corsOrigins = [...Object.values(urls), ...extraOrigins].flatMap((u) => [
    u,
    u.replace('localhost', '127.0.0.1'),
  ]);
  return startApi({
    port: apiPort,
    quiet: quietApi,
    logFile: apiLogFile,
    env: {
      CORS_ORIGIN: corsOrigins.join(','),
      APP_URL: urls.shell,
      PUBLIC_URL: `http://localhost:${apiPort}`,
      ...apiEnv,
    },
  });
}

/** Starts the API and serves the apps; `offset` shifts every port (tests use 100). */
export async function startSuite({
  apiEnv = {},
  quietApi = false,
  offset = 0,
  extraOrigins = [],
  apiLogFile,
} = {}) {
  const { urls } = suiteAddresses(offset);
  const api = await startSuiteApi({ apiEnv, quietApi, offset, extraOrigins, apiLogFile });
  const servers = await serveApps(frontendApps, { offset });
  return {
    api,
    servers,
    urls,
    async stop() {
      await Promise.all([...servers.values()].map((s) => s.close()));
      await api.stop();
    },
  };
}
