import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { apiRoot } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-server-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('npm start (src/server.ts) on an empty data folder', () => {
  it('migrates, seeds the demo, serves, and releases the lock on SIGTERM', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_MODE: '1',
    };
    delete env.DATABASE_URL;
    delete env.NODE_ENV;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env,
      stdio: 'pipe',
    });
    let output = '';
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) =>
      server.on('exit', (code) => resolve(code)),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (server.exitCode !== null) assert.fail(`the server exited: ${output}`);
        const ok = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) assert.fail(`the server did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.ok(existsSync(join(dataDir, 'careconnect-api.lock')));
      for (const email of [
        'admin@careconnect.test',
        'doctor@careconnect.test',
        'patient@careconnect.test',
      ]) {
        const login = await fetch(`${base}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify({ email, password: 'CareConnect1!' }),
        });
        assert.equal(login.status, 200, email);
        assert.equal(login.headers.get('access-control-allow-origin'), 'http://localhost:3000');
        assert.equal(login.headers.get('access-control-allow-credentials'), 'true');
      }
      const { token, user } = (await (
        await fetch(`${base}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'patient@careconnect.test', password: 'CareConnect1!' }),
        })
      ).json()) as { token: string; user: { _id: string } };
      const notes = await fetch(`${base}/api/notify/get/${user._id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.ok(
        Number(notes.headers.get('x-total-count')) >= 10,
        'the demo patient has at least 10 notifications',
      );
      const docs = await fetch(`${base}/api/docs`);
      assert.equal(docs.status, 200);
      assert.ok(docs.headers.get('x-content-type-options'), 'security headers are set');
      assert.equal(
        (await fetch(`${base}/api/dev/outbox?to=nobody@example.test`)).status,
        200,
        'the demo outbox is served',
      );
    } finally {
      server.kill('SIGTERM');
    }
    assert.equal(await exited, 0);
    assert.equal(existsSync(join(dataDir, 'careconnect-api.lock')), false, 'the lock is released');
  });
});

describe('npm start outside demo mode (no DEMO_MODE=1)', () => {
  /** Runs src/server.ts with `extra` and no demo, SMTP or secret variables of the caller. */
  const run = (extra: NodeJS.ProcessEnv) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...extra,
      };
      for (const name of ['DEMO_MODE', 'DEMO_SEED', 'SMTP_URL', 'JWT_SECRET', 'DATABASE_URL'])
        if (!(name in extra)) delete env[name];
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env,
        stdio: 'pipe',
      });
      let output = '';
      server.stdout.on('data', (d) => (output += d));
      server.stderr.on('data', (d) => (output += d));
      const killer = setTimeout(() => server.kill('SIGKILL'), 30_000);
      server.on('exit', (code) => {
        clearTimeout(killer);
        resolve({ code, output });
      });
    });

  it('refuses to start without SMTP_URL, saying how to fix it', async () => {
    const { code, output } = await run({ JWT_SECRET: 'k9Vb2xQw7LmN4pRt8ZsYc3HdFgJ6aUeW1oIq5' });
    assert.equal(code, 1, output);
    assert.match(output, /SMTP_URL is not set: .*DEMO_MODE=1/);
    assert.doesNotMatch(output, /JWT_SECRET/);
  });

  it('refuses to start with SMTP_URL but a missing or placeholder JWT_SECRET', async () => {
    const missing = await run({ SMTP_URL: 'smtp://127.0.0.1:9' });
    assert.equal(missing.code, 1, missing.output);
    assert.match(missing.output, /JWT_SECRET is not set/);
    const placeholder = await run({ SMTP_URL: 'smtp://127.0.0.1:9', JWT_SECRET: 'change-me' });
    assert.equal(placeholder.code, 1, placeholder.output);
    assert.match(placeholder.output, /JWT_SECRET is a placeholder or too short/);
  });
});
