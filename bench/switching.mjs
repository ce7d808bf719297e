// Area switching, as a user does it in Chromium: from clicking Log In to the dashboard painted (its
// heading) and to its first chart painted (cold: a fresh browser context; warm: the same context,
// second time), and from clicking Logout in one area to the next area's dashboard and first chart
// (logging in on the way).
/* global document, requestAnimationFrame -- the page functions run in the browser */
import { performance } from 'node:perf_hooks';

const PASSWORD = 'CareConnect1!';
const VIEWPORT = { width: 1280, height: 900 };

/** Resolves when an apexcharts drawing is in the page and a frame has been painted after it. */
function firstChartPainted(page) {
  return page.waitForFunction(
    () =>
      document.querySelector('[data-testid="chart-plot"] svg.apexcharts-svg') !== null &&
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 0))),
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
}

async function fillLogin(page, email) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
}

/** Resolves once the dashboard's heading is in the page and a frame has been painted after it. */
function dashboardPainted(page, role) {
  const heading = `${role[0].toUpperCase()}${role.slice(1)} Dashboard`;
  return page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === text) &&
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 0))),
    heading,
    { timeout: 60_000, polling: 'raf' },
  );
}

/**
 * Log In clicked → { painted: the dashboard painted, chart: its first chart painted }, in ms
 * since `t0` (default: the click). The login page must be open.
 */
async function timeLogin(page, email, role, t0) {
  await fillLogin(page, email);
  const start = t0 ?? performance.now();
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**/${role}/dashboard`, { timeout: 60_000 });
  await dashboardPainted(page, role);
  const painted = performance.now() - start;
  await firstChartPainted(page);
  return { painted, chart: performance.now() - start };
}

async function logout(page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log In' }).waitFor({ timeout: 60_000 });
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * `accounts`: [{ role, email }]. Returns, per role, the cold and warm samples, and per switch
 * (role → next role) the samples, each `runs` long; a sample is { painted, chart } in ms.
 */
export async function measureSwitching(browser, shellUrl, accounts, { runs = 10 } = {}) {
  const results = { cold: {}, warm: {}, switch: {} };
  for (const { role, email } of accounts) {
    results.cold[role] = [];
    results.warm[role] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await page.goto(`${shellUrl}/login`);
      results.cold[role].push(await timeLogin(page, email, role));
      await logout(page);
      results.warm[role].push(await timeLogin(page, email, role));
      await context.close();
    }
  }
  // One context going round the areas: patient → doctor → admin → patient …
  for (let i = 0; i < accounts.length; i++) {
    const from = accounts[i];
    const to = accounts[(i + 1) % accounts.length];
    const key = `${from.role} → ${to.role}`;
    results.switch[key] = [];
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${shellUrl}/login`);
    await timeLogin(page, from.email, from.role); // warms the cache of both areas once
    await logout(page);
    await timeLogin(page, to.email, to.role);
    await logout(page);
    await timeLogin(page, from.email, from.role);
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      await logout(page);
      results.switch[key].push(await timeLogin(page, to.email, to.role, t0));
      await logout(page);
      await timeLogin(page, from.email, from.role);
    }
    await context.close();
  }
  return results;
}
