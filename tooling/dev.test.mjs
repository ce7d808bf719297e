// node --test tooling/dev.test.mjs
// `npm run dev -- patient-portal` answers: the dev server gives the run-time configuration (the
// same function as the production server) and the remote's entry, with the hot-reload client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, API_PORT } from './apps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// away from a developer's own `npm run dev` (offset 0) and the browser tests' servers (100, 200)
const offset = Number(process.env.DEV_TEST_PORT_OFFSET ?? 300);
const origin = `http://127.0.0.1:${apps['patient-portal'].port + offset}`;

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
  { timeout: 90_000 },
  async () => {
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
    try {
      const config = await firstAnswer(`${origin}/config.json`, child, 60_000);
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
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    // stopped with its dev server: the port is free again
    await assert.rejects(fetch(`${origin}/config.json`));
  },
);
