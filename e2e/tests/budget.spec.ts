import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { measurePage } from '../../bench/bundles.mjs';
import { repoRoot } from '../fixtures/paths';

const baseline = JSON.parse(readFileSync(join(repoRoot, 'bench', 'landing-baseline.json'), 'utf8')) as { gzip: number };
const ALLOWED_GROWTH = 10 * 1024;

test('the landing page stays within its JavaScript budget, with no chart or form code', async ({ browser, baseURL }) => {
  const landing = await measurePage(browser, `${baseURL}/`, {
    waitFor: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  });
  test.info().annotations.push({ type: 'landing gzip bytes', description: String(landing.gzip) });
  expect(landing.copies['react-dom']).toBe(1);
  expect(landing.copies['react-router'], 'the router loads after the landing page').toBe(0);
  expect(landing.copies['@careconnect/shared-ui'], 'the UI kit loads after the landing page').toBe(0);
  expect(landing.gzip, `landing JS is ${landing.gzip} B gzip; baseline ${baseline.gzip} B`).toBeLessThanOrEqual(baseline.gzip + ALLOWED_GROWTH);
});
