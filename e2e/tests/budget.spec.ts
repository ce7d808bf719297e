import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { measurePage } from '../../bench/bundles.mjs';
import { reactBaseline } from '../../bench/react-baseline.mjs';
import { repoRoot } from '../fixtures/paths';

const baseline = JSON.parse(
  readFileSync(join(repoRoot, 'bench', 'landing-baseline.json'), 'utf8'),
) as { gzip: number };
const loginBudget = JSON.parse(
  readFileSync(join(repoRoot, 'bench', 'login-budget.json'), 'utf8'),
) as { maxRatio: number; target: number };
const ALLOWED_GROWTH = 10 * 1024;
const CHARTS_AND_FORMS = ['apexcharts', 'react-apexcharts', 'formik', 'yup'];

test('the landing page stays within its JavaScript budget, with no chart or form code', async ({
  browser,
  baseURL,
}) => {
  const landing = await measurePage(browser, `${baseURL}/`, {
    waitFor: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  });
  test.info().annotations.push({ type: 'landing gzip bytes', description: String(landing.gzip) });
  expect(landing.copies['react-dom']).toBe(1);
  expect(landing.copies['react-router'], 'the router loads after the landing page').toBe(0);
  expect(landing.copies['@careconnect/shared-ui'], 'the UI kit loads after the landing page').toBe(
    0,
  );
  for (const library of CHARTS_AND_FORMS) {
    expect(landing.libraries[library], `${library} is not part of the landing load`).toBe(0);
  }
  expect(
    landing.gzip,
    `landing JS is ${landing.gzip} B gzip; baseline ${baseline.gzip} B`,
  ).toBeLessThanOrEqual(baseline.gzip + ALLOWED_GROWTH);
});

test('the sign-in page stays within its JavaScript budget, without router, form, schema, query or toast libraries', async ({
  browser,
  baseURL,
}) => {
  // React + ReactDOM built alone: the yardstick of the budget (a few seconds of webpack)
  test.setTimeout(120_000);
  const react = await reactBaseline();
  const login = await measurePage(browser, `${baseURL}/login`, {
    waitFor: (page) => page.getByRole('button', { name: 'Log In' }).waitFor(),
    keepScripts: true,
  });
  const ratio = login.gzip / react.gzip;
  test.info().annotations.push({
    type: 'login gzip bytes',
    description: `${login.gzip} (${ratio.toFixed(2)} × React + ReactDOM ${react.gzip}; target ${loginBudget.target} ×)`,
  });
  expect(login.copies['react-dom']).toBe(1);
  // the page is drawn before the routed app, whose router comes once the visitor starts on the form
  expect(login.copies['react-router'], 'the router is not part of the first load').toBe(0);
  for (const library of ['apexcharts', 'formik', 'yup']) {
    expect(login.libraries[library], `${library} is not part of the sign-in page`).toBe(0);
  }
  // the page reads no server data through the query library (it lives outside the kit core)
  expect(login.copies['@tanstack/react-query'], 'the query library waits for an area').toBe(0);
  // toasts follow what the user does (the library comes at the first input)
  const toastify = login.scripts?.filter((s) => s.text.includes('Toastify__close-button'));
  expect(
    toastify?.map((s) => s.url),
    'react-toastify is not part of the first load',
  ).toEqual([]);
  expect(
    ratio,
    `/login JS is ${login.gzip} B gzip = ${ratio.toFixed(2)} × React + ReactDOM (${react.gzip} B)`,
  ).toBeLessThanOrEqual(loginBudget.maxRatio);
});

test('the login page loads no chart code, and a dashboard loads every shared library once', async ({
  browser,
  baseURL,
}) => {
  const login = await measurePage(browser, `${baseURL}/login`, {
    waitFor: (page) => page.getByRole('button', { name: 'Log In' }).waitFor(),
  });
  expect(login.libraries.apexcharts, 'apexcharts is not part of the login page').toBe(0);

  const dashboard = await measurePage(browser, `${baseURL}/patient/dashboard`, {
    prepare: (page) => signInAs(page, 'patient@careconnect.test'),
    waitFor: (page) => page.locator('[data-testid="chart-plot"] svg').first().waitFor(),
  });
  for (const [name, copies] of Object.entries(dashboard.copies)) {
    expect(copies, `${name} is loaded once on the patient dashboard`).toBe(1);
  }
  expect(
    dashboard.libraries.formik,
    'the dashboard has no form: formik waits for a form screen',
  ).toBe(0);
});
