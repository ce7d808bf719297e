// node --test tooling/dev.test.mjs
// `npm run dev -- patient-portal` answers: the dev server gives the run-time configuration (the
// same function as the production server) and the remote's entry, with the hot-reload client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, API_PORT } from './apps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Whether nothing listens on `port` of 127.0.0.1 right now. */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port offset whose dev-server port is free: away from a developer's own `npm run dev` (0) and
 * the browser tests' servers (100, 200), and from another build's run of this test on the same
 * machine (each tries the next offset up while the port is taken).
 */
async function freeOffset() {
  if (process.env.DEV_TEST_PORT_OFFSET) return Number(process.env.DEV_TEST_PORT_OFFSET);
  for (let offset = 300; offset < 3000; offset += 37) {
    if (await isFree(apps['patient-portal'].port + offset)) return offset;
  }
  throw new Error('no free port for the dev server between 3302 and 6000');
}

/** Resolves with the first answer of `url` (the dev server holds requests until it compiled). */
async function firstAnswer(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

test(
  'npm run dev -- patient-portal serves /config.json and the remote entry',
  // The first answer comes once webpack has compiled the portal: about 20 s on a quiet machine,
  // a minute or more on one busy with other builds. The bounds only stop a hung server.
  { timeout: 300_000 },
  async () => {
    const offset = await freeOffset();
    const origin = `http://127.0.0.1:${apps['patient-portal'].port + offset}`;
    const env = { ...process.env, PORT_OFFSET: String(offset) };
    delete env.API_URL;
    const child = spawn(
      process.execPath,
      [join(root, 'scripts', 'dev.mjs'), 'patient-portal', '--no-api', '--no-install'],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // listened for from the start: a server that stops early (a taken port) is seen, not awaited
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const config = await firstAnswer(`${origin}/config.json`, child, 240_000);
      assert.equal(config.status, 200);
      assert.equal(config.headers.get('cache-control'), 'no-cache');
      const body = await config.json();
      assert.equal(body.apiUrl, `http://localhost:${API_PORT + offset}`);
      assert.equal(
        body.remotes.patient_portal,
        `http://localhost:${apps['patient-portal'].port + offset}/mf-manifest.json`,
      );

      const entry = await fetch(`${origin}/remoteEntry.js`);
      assert.equal(entry.status, 200, output);
      assert.equal(entry.headers.get('access-control-allow-origin'), '*');
      assert.match(await entry.text(), /patient_portal/);

      // the page loads the live-reload client (webpack-dev-server's) with the app
      const page = await fetch(`${origin}/patient/dashboard`, { headers: { accept: 'text/html' } });
      const html = await page.text();
      assert.match(html, /<title>CareConnect — Patient<\/title>/);
      assert.match(html, /<script defer src="\/federation-runtime\.js"><\/script>/);
      assert.match(html, /<script defer src="\/main\.js"><\/script>/);
      const main = await (await fetch(`${origin}/main.js`)).text();
      assert.match(main, /webpack-dev-server\/client\/index\.js\?[^"']*live-reload=true/);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-3000)}`);
    } finally {
      if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    // stopped with its dev server: the port is free again
    await assert.rejects(fetch(`${origin}/config.json`));
  },
);
