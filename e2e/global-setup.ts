import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSuite, suiteAddresses } from '../scripts/suite.mjs';
import { PORT_OFFSET } from './playwright.config';

/** Starts the API on a fresh demo database and serves the built apps; returns the teardown. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-e2e-'));
  const suite = await startSuite({
    offset: PORT_OFFSET,
    quietApi: true,
    // Tests run their own copy of the shell on the spare ports (+200).
    extraOrigins: [suiteAddresses(200).urls.shell],
    apiEnv: { DATA_DIR: dataDir, RATE_LIMIT_LOGIN: '1000', DEMO_SEED: '1' },
  });
  process.env.E2E_API_URL = `http://localhost:${4000 + PORT_OFFSET}`;
  return async () => {
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
