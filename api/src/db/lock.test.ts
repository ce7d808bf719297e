import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { apiRoot } from '../config.js';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'careconnect-lock-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const LOCK = 'careconnect-api.lock';

describe('the data folder lock', () => {
  it('holds the PID while taken and is removed on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    assert.equal(readFileSync(join(dir, LOCK), 'utf8'), String(process.pid));
    release();
    assert.equal(existsSync(join(dir, LOCK)), false);
  });

  it('refuses a folder locked by a live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(join(dir, LOCK), String(other.pid));
      assert.throws(
        () => lockDataDir(dir),
        (error: unknown) =>
          error instanceof DataDirLockedError &&
          error.message ===
            `Another CareConnect API process (pid ${other.pid}) is using DATA_DIR ${dir}. Stop it first, or set DATA_DIR to another folder.`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(join(dir, LOCK), String(dead.pid));
    const release = lockDataDir(dir);
    assert.equal(readFileSync(join(dir, LOCK), 'utf8'), String(process.pid));
    release();
  });

  it('makes a second server refuse to start with a clear message', () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(join(dir, LOCK), String(holder.pid));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DEMO_MODE: '1',
        DATA_DIR: dir,
        PORT: '4999',
      };
      delete env.DATABASE_URL;
      const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(server.status, 1);
      assert.match(
        server.stderr,
        new RegExp(`Another CareConnect API process \\(pid ${holder.pid}\\) is using DATA_DIR`),
      );
    } finally {
      holder.kill();
    }
  });
});
