// Entry point: `node --import tsx src/server.ts` (npm start). Migrates, seeds demo data on an
// empty database when asked to, and listens until SIGINT/SIGTERM.
import { buildApp, loggerOptions, type App } from './app.js';
import { assertStartable, loadConfig, type Config } from './config.js';
import { migrate, openDatabase, type Database } from './db/index.js';
import { DataDirLockedError } from './db/lock.js';
import { seedDemoIfEmpty } from './db/seed-demo.js';
import { gracefulStop } from './lib/graceful-stop.js';

let config: Config;
try {
  config = loadConfig();
  assertStartable(config);
} catch (error) {
  console.error(`Configuration error: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (config.demoMode)
  console.log(
    'DEMO_MODE=1: demo mode is on (demo accounts; without SMTP_URL every email is kept in an outbox ' +
      'that anyone reaching this server can read by address). Never use it for real patients.',
  );

if (config.testClock)
  console.log(
    "TEST_CLOCK=1: administrators can set the app's clock (PUT /api/dev/clock). For tests only.",
  );

let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let app: App;
/** Set on SIGTERM/SIGINT: reads go to another instance (lib/graceful-stop.ts). */
let stopping = false;
try {
  await migrate(database);
  if (config.demoSeed) {
    const seeded = await database.exclusive(() => seedDemoIfEmpty(database.db));
    if (seeded) console.log('Demo data seeded (password of every demo account: CareConnect1!)');
  }
  app = await buildApp({
    config,
    database,
    leaving: () => stopping,
    migrate: false,
    logger: loggerOptions(config.logLevel),
  });
} catch (error) {
  console.error(error);
  await database.close();
  process.exit(1);
}

const graceful = gracefulStop(app.server);
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  // As long as a container platform usually waits after its SIGTERM: a slow request on a busy
  // machine still finishes.
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    // Reads are now answered 503, so a proxy stops choosing this instance; the port closes once
    // what the proxy already sent is accepted, and those requests are answered.
    await graceful.stopListening();
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `CareConnect API on http://${config.host}:${config.port} (docs /api/docs), database: ${database.label}` +
      (config.demoMode && !config.smtpUrl
        ? `, demo outbox at ${config.publicUrl}/api/dev/outbox?to=EMAIL`
        : ''),
  );
} catch (error) {
  app.log.error(error);
  await app.close();
  await database.close();
  process.exit(1);
}
