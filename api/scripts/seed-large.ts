// A large data set for benchmarks:
//   npm run seed:large -- --appointments 1000000 [--doctors 200] [--patients 20000]
// Writes to DATABASE_URL when set, else to the embedded database in DATA_DIR; existing data is kept.
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/index.js';
import { seedLarge } from './large-data.js';

function option(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const done = await seedLarge(database, {
    appointments: option('appointments') ?? 100_000,
    doctors: option('doctors'),
    patients: option('patients'),
  });
  if (!done) console.log('[seed:large] bench data is already there; nothing to do');
} finally {
  await database.close();
}
