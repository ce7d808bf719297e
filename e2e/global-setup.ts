import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newTurnSecret, TURN_PORT } from '../scripts/coturn.mjs';
import { startSuite, suiteAddresses } from '../scripts/suite.mjs';
import { dayFromToday } from './fixtures/dates';
import { PORT_OFFSET } from './playwright.config';

/** Starts the API on a fresh demo database and serves the built apps; returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-e2e-'));
  // The API's log, which tests read to check what the server answered (e.g. a 404, not data).
  const apiLogFile = join(dataDir, 'api.log');
  process.env.E2E_API_LOG = apiLogFile;
  // An empty release store of the run's own: every app serves its dist/ until a test
  // (releases.spec.ts) releases and promotes; the servers read its live map per request.
  process.env.RELEASES_DIR = join(dataDir, 'releases');
  // The video visit's relay: the API signs credentials with this secret; the video test starts
  // coturn on this port with the same one (only that test needs the relay running).
  process.env.E2E_TURN_PORT = String(TURN_PORT + PORT_OFFSET);
  process.env.E2E_TURN_SECRET = newTurnSecret();
  // The demo's appointments are seeded relative to this day; a run that goes past midnight
  // still finds them where they were put.
  process.env.E2E_SEEDED_ON = dayFromToday(0);
  const suite = await startSuite({
    offset: PORT_OFFSET,
    quietApi: true,
    apiLogFile,
    // Tests run their own copy of the shell on the spare ports (offset + 100).
    extraOrigins: [suiteAddresses(PORT_OFFSET + 100).urls.shell],
    // Demo mode: the tests read verification codes and reset links from the outbox.
    apiEnv: {
      DEMO_MODE: '1',
      DATA_DIR: join(dataDir, 'db'),
      RATE_LIMIT_LOGIN: '1000',
      // The stories write faster than people do (the write limits have API tests of their own).
      RATE_LIMIT_WRITES: '100',
      DEMO_SEED: '1',
      // Reminders of the seeded appointments could land in the middle of a story that counts
      // Jane's notifications or reads the outbox; the API tests cover them.
      REMINDERS: '0',
      TURN_URLS: `turn:127.0.0.1:${process.env.E2E_TURN_PORT}?transport=udp`,
      TURN_SECRET: process.env.E2E_TURN_SECRET,
    },
  });
  process.env.E2E_API_URL = suiteAddresses(PORT_OFFSET).apiUrl;
  return async () => {
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
