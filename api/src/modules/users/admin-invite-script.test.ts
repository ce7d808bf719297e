// npm run admin:invite: a clinic's first administrator, from the server's command line.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { apiRoot } from '../../config.js';
import { openDatabase } from '../../db/index.js';

let dataDir: string;
before(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'careconnect-admin-invite-'));
});
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the script on the embedded database in `dataDir` (whatever database the suite uses). */
function run(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-invite.ts', ...args], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        APP_URL: 'https://care.clinic.example',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const flora = [
  '--email',
  'Flora@Clinic.example',
  '--first-name',
  'Flora',
  '--last-name',
  'Firstly',
];

describe('npm run admin:invite', () => {
  it('creates an administrator with no password and prints the single-use link', async () => {
    const first = await run(...flora);
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /Flora Firstly <flora@clinic\.example> is an administrator\./);
    assert.match(
      first.out,
      /https:\/\/care\.clinic\.example\/auth\/reset\?token=[A-Za-z0-9_-]{43}&invite=1/,
    );

    const again = await run(...flora);
    assert.equal(again.code, 1);
    assert.match(again.err, /An account with this email already exists\./);

    const usage = await run('--email', 'flora');
    assert.equal(usage.code, 1);
    assert.match(usage.err, /Usage: npm run admin:invite -- --email/);

    const database = await openDatabase({ dataDir });
    try {
      const result = (await database.db.execute(
        sql`select u.role, u.password_hash, count(r.id)::int as links from users u left join password_resets r on r.user_id = u.id and r.used_at is null and r.expires_at > now() + interval '71 hours' group by u.id`,
      )) as unknown as { rows: { role: string; password_hash: string; links: number }[] };
      assert.deepEqual(result.rows, [{ role: 'admin', password_hash: '!invited', links: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('says clearly that a running API holds the embedded database', async () => {
    // The lock of a live process: this test's own.
    writeFileSync(join(dataDir, 'careconnect-api.lock'), String(process.pid));
    try {
      const locked = await run(
        '--email',
        'b@clinic.example',
        '--first-name',
        'B',
        '--last-name',
        'C',
      );
      assert.equal(locked.code, 1);
      assert.match(locked.err, /locked by the running API\. Stop the API/);
    } finally {
      rmSync(join(dataDir, 'careconnect-api.lock'), { force: true });
    }
  });
});
