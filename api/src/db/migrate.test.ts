import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsUpTo } from '../../test/helpers.js';
import {
  migrate,
  migrationsFolder,
  openDatabase,
  pgliteExtensions,
  type Database,
} from './index.js';

const journal = JSON.parse(
  readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as {
  entries: { when: number }[];
};
const everyMigration = journal.entries.map((entry) => String(entry.when));

/** The creation times recorded in drizzle's journal table, oldest first. */
async function applied(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  )) as unknown as { rows: { created_at: string }[] };
  return result.rows.map((row) => row.created_at);
}

describe('migrations', () => {
  it('records each migration once in drizzle.__drizzle_migrations, and a second run adds none', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const database = await openDatabase({ pglite: client });
    const firstThree = migrationsUpTo(3);
    try {
      await migrate(database, firstThree);
      assert.deepEqual(await applied(database), everyMigration.slice(0, 3));
      // A database migrated earlier goes on from where it stopped.
      await migrate(database);
      assert.deepEqual(await applied(database), everyMigration);
      await migrate(database);
      assert.deepEqual(await applied(database), everyMigration);
    } finally {
      rmSync(firstThree, { recursive: true, force: true });
      await client.close();
    }
  });

  it(
    'lets several instances start together on one new PostgreSQL database',
    { skip: process.env.DATABASE_URL ? false : 'PostgreSQL only (DATABASE_URL)' },
    async () => {
      const adminUrl = new URL(process.env.DATABASE_URL!);
      adminUrl.pathname = '/postgres';
      const name = `careconnect_migrate_${randomUUID().replace(/-/g, '')}`;
      const run = async (query: string) => {
        const admin = new pg.Client({ connectionString: adminUrl.toString() });
        await admin.connect();
        try {
          await admin.query(query);
        } finally {
          await admin.end();
        }
      };
      await run(`create database "${name}"`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      try {
        await Promise.all(instances.map((database) => migrate(database)));
        assert.deepEqual(await applied(instances[0]!), everyMigration);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await run(`drop database if exists "${name}" with (force)`);
      }
    },
  );
});
