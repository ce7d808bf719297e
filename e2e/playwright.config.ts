import { defineConfig } from '@playwright/test';
import { suiteAddresses } from '../scripts/suite.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

// The suite under test runs on ports shifted by 100 (shell 3100, API 4100) so it never meets a
// developer's `npm start`; E2E_PORT_OFFSET moves it further (tests own ports offset+100 too).
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const { urls } = suiteAddresses(PORT_OFFSET);

export default defineConfig({
  testDir: './tests',
  // One folder per port offset: parallel runs on other offsets do not wipe each other's results.
  outputDir: `./test-results/${PORT_OFFSET}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './global-setup.ts',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' },
    ],
  ],
  use: {
    baseURL: urls.shell,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
