// Builds the migrated database the test files start from, once per run:
//  - PGlite: a migrated data folder dumped to a tar file (cached by migrations hash), so each test
//    file loads it instead of creating and migrating a database, which is several times slower;
//  - PostgreSQL: migrates DATABASE_URL, which each test file then copies as a template.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { apiRoot } from '../src/config.js';
import { migrate, migrationsFolder, openDatabase, pgliteExtensions } from '../src/db/index.js';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

async function preparePgliteDump(): Promise<string> {
  const dir = join(apiRoot, 'node_modules', '.cache', 'careconnect-tests');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  await client.close();
  return file;
}

async function preparePostgres(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
}

// Run by scripts/run-tests.mjs: prints the PGlite dump's path (or 'postgres').
if (process.env.DATABASE_URL) {
  await preparePostgres(process.env.DATABASE_URL);
  console.log('postgres');
} else {
  console.log(await preparePgliteDump());
}
