// The database store of the rate limits, on the test database (PGlite, or PostgreSQL under
// test:pg): fixed windows on the app's clock, hashed keys, pruning, and no lost count when many
// hits on one key arrive at once.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/index.js';
import { sha256 } from '../../lib/secrets.js';
import { setupTestApp, type TestApp } from '../../../test/helpers.js';
import { createDatabaseAttemptStore, type DatabaseAttemptStore } from './database-attempt-store.js';

const MINUTE = 60_000;
const START = Date.parse('2026-11-24T10:00:00.000Z');

let t: TestApp;
let clock = START;
let store: DatabaseAttemptStore;

before(async () => {
  t = await setupTestApp();
});
after(() => t.close());
beforeEach(async () => {
  await t.reset();
  clock = START;
  store = createDatabaseAttemptStore(t.db, { now: () => new Date(clock) });
});

const rows = () =>
  t.sql<{ key_hash: string; count: number }>(
    sql`select key_hash, count from rate_limit_windows order by key_hash`,
  );

describe('database attempt store', () => {
  it('opens a window at the first hit and counts in it', async () => {
    assert.deepEqual(await store.hit('login:ip:10.0.0.1', MINUTE), {
      count: 1,
      resetAt: START + MINUTE,
    });
    clock += 20_000;
    assert.deepEqual(await store.hit('login:ip:10.0.0.1', MINUTE), {
      count: 2,
      resetAt: START + MINUTE,
    });
    assert.deepEqual(await store.hit('login:ip:10.0.0.1', MINUTE), {
      count: 3,
      resetAt: START + MINUTE,
    });
    // Another key has its own window.
    assert.deepEqual(await store.hit('login:ip:10.0.0.2', MINUTE), {
      count: 1,
      resetAt: clock + MINUTE,
    });
    assert.deepEqual(await store.peek('login:ip:10.0.0.1'), { count: 3, resetAt: START + MINUTE });
    assert.equal(store.now(), clock);
  });

  it('starts again at 1 once the window has ended (on the app clock)', async () => {
    for (let i = 0; i < 4; i++) await store.hit('forgot:account:jo@example.test', MINUTE);
    clock = START + MINUTE - 1;
    assert.equal((await store.peek('forgot:account:jo@example.test'))?.count, 4, 'still running');
    clock = START + MINUTE;
    assert.equal(await store.peek('forgot:account:jo@example.test'), null, 'ended');
    assert.deepEqual(await store.hit('forgot:account:jo@example.test', MINUTE), {
      count: 1,
      resetAt: START + 2 * MINUTE,
    });
    assert.deepEqual(await store.hit('forgot:account:jo@example.test', 5 * MINUTE), {
      count: 2,
      resetAt: START + 2 * MINUTE,
    });
  });

  it('answers null for an unknown key, and clear forgets a key', async () => {
    assert.equal(await store.peek('login:failures:nobody@example.test'), null);
    await store.hit('login:failures:jo@example.test', MINUTE);
    await store.hit('login:failures:jo@example.test', MINUTE);
    await store.hit('login:failures:kai@example.test', MINUTE);
    await store.clear('login:failures:jo@example.test');
    assert.equal(await store.peek('login:failures:jo@example.test'), null);
    assert.equal((await store.hit('login:failures:jo@example.test', MINUTE)).count, 1);
    assert.equal((await store.peek('login:failures:kai@example.test'))?.count, 1, 'untouched');
    await store.clear('never-counted');
  });

  it('keeps only the SHA-256 of a key: no email or address in the table', async () => {
    const key = 'login:pair:jo.smith@example.test:203.0.113.9';
    await store.hit(key, MINUTE);
    const stored = await rows();
    assert.deepEqual(stored, [{ key_hash: sha256(key), count: 1 }]);
    const dump = JSON.stringify(
      await t.sql(sql`select key_hash, count, reset_at::text from rate_limit_windows`),
    );
    assert.ok(!dump.includes('jo.smith'), dump);
    assert.ok(!dump.includes('203.0.113.9'), dump);
  });

  it('prunes ended windows and keeps running ones', async () => {
    await store.hit('short', MINUTE);
    await store.hit('other-short', MINUTE);
    await store.hit('long', 15 * MINUTE);
    clock = START + 2 * MINUTE;
    assert.equal(await store.prune(), 2);
    assert.deepEqual(
      (await rows()).map((row) => row.key_hash),
      [sha256('long')],
    );
    assert.equal(await store.prune(), 0);
  });

  it('prunes by itself every N hits', async () => {
    const pruning = createDatabaseAttemptStore(t.db, { now: () => new Date(clock), pruneEvery: 5 });
    for (let i = 0; i < 3; i++) await pruning.hit(`old-${i}`, MINUTE);
    clock = START + 2 * MINUTE;
    await pruning.hit('new', MINUTE);
    assert.equal((await rows()).length, 4, 'nothing pruned before the 5th hit');
    await pruning.hit('new', MINUTE);
    await pruning.close();
    assert.deepEqual(await rows(), [{ key_hash: sha256('new'), count: 2 }]);
  });

  it('loses no count when 50 hits on one key arrive at once', async () => {
    const counts = await Promise.all(
      Array.from({ length: 50 }, () => store.hit('login:ip:198.51.100.1', MINUTE)),
    );
    assert.deepEqual(
      counts.map((window) => window.count).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    assert.ok(counts.every((window) => window.resetAt === START + MINUTE));
    assert.equal((await store.peek('login:ip:198.51.100.1'))?.count, 50);
  });

  it(
    'loses no count when 50 hits arrive at once through two connection pools',
    { skip: !process.env.DATABASE_URL && 'PostgreSQL only (PGlite has one connection)' },
    async () => {
      let second: Database | undefined;
      try {
        second = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 5 });
        const other = createDatabaseAttemptStore(second.db, { now: () => new Date(clock) });
        const counts = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 ? other : store).hit('login:ip:198.51.100.2', MINUTE),
          ),
        );
        assert.deepEqual(
          counts.map((window) => window.count).sort((a, b) => a - b),
          Array.from({ length: 50 }, (_, i) => i + 1),
        );
      } finally {
        await second?.close();
      }
    },
  );
});
