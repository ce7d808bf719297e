import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { measurePage } from '../../bench/bundles.mjs';
import { demo, DEMO_PASSWORD } from '../fixtures/api';
import { suiteAddresses } from '../../scripts/suite.mjs';
import { repoRoot } from '../fixtures/paths';
import { serveSpare, spareUrl, stopNow } from '../fixtures/servers';
import { AreaPage } from '../pages/area.page';
import { LandingPage } from '../pages/landing.page';

const repo = repoRoot;

test('the landing page shows the product and leads to login and sign-up', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.heading()).toHaveText(
    'Your health. Our priority. Thousands of doctors ready to help!',
  );
  for (const name of ['Features', 'How It Works', 'Testimonials'] as const) {
    await expect(landing.sectionLink(name)).toHaveAttribute(
      'href',
      `#${name === 'How It Works' ? 'how-it-works' : name.toLowerCase()}`,
    );
  }
  await expect(page.getByText('50,000+')).toBeVisible();
  await expect(page.getByText('4.9/5')).toBeVisible();
  await expect(page.locator('#testimonials blockquote')).toHaveCount(2);
  await expect(page.locator('#how-it-works li')).toHaveCount(3);
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goBack();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('The page you’re looking for doesn’t exist.')).toBeVisible();
});

test('the guards send visitors to /login and users to their own area', async ({ page }) => {
  await test.step('without a token, /patient/dashboard goes to /login', async () => {
    await page.goto('/patient/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
  await test.step('a patient opening /admin/dashboard lands on /patient/dashboard', async () => {
    await signInAs(page, demo.patient);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
  });
});

test('one React, one react-dom and one session store serve the shell and the remotes', async ({
  browser,
  page,
  baseURL,
}) => {
  const dashboard = await measurePage(browser, `${baseURL}/patient/dashboard`, {
    prepare: (p: Page) => signInAs(p, demo.patient),
    waitFor: (p: Page) => p.getByRole('heading', { name: 'Patient Dashboard' }).waitFor(),
  });
  expect(dashboard.copies).toEqual({
    react: 1,
    'react-dom': 1,
    'react-router': 1,
    'styled-components': 1,
    '@tanstack/react-query': 1,
    '@careconnect/shared-ui': 1,
    // the remotes run on the shell's federation runtime (tooling/webpack.mjs)
    '@module-federation/runtime-core': 1,
  });

  await signInAs(page, demo.patient);
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
  await test.step('a store change made inside the remote is seen by the shell', async () => {
    const area = new AreaPage(page);
    await area.themeToggle().click();
    // Client-side navigation to the shell's own landing page: no reload, same store.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your health');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});

test('a portal also runs on its own page, with the federation runtime the shell would give it', async ({
  page,
}) => {
  const runtimeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/federation-runtime.js')) runtimeRequests.push(request.url());
  });
  await signInAs(page, demo.patient);
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
  expect(runtimeRequests, 'inside the shell a portal uses the shell’s runtime').toEqual([]);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const portal = suiteAddresses(Number(process.env.E2E_PORT_OFFSET ?? 100)).urls[
    'patient-portal'
  ] as string;
  await page.goto(`${portal}/patient/dashboard`);
  await page.getByLabel(/^Email/).fill(demo.patient);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
  expect(runtimeRequests).toEqual([`${portal}/federation-runtime.js`]);
  expect(errors).toEqual([]);
});

test('the dark theme survives a reload', async ({ page }) => {
  await signInAs(page, demo.patient);
  await page.goto('/patient/dashboard');
  const area = new AreaPage(page);
  await expect(area.themeToggle()).toHaveAttribute('aria-checked', 'false');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );
  await area.themeToggle().click();
  await expect(area.themeToggle()).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(area.themeToggle()).toHaveAttribute('aria-checked', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
});

test('at 375 px the side menu is a drawer that opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, demo.patient);
  await page.goto('/patient/dashboard');
  const area = new AreaPage(page);
  await expect(area.menu()).toBeHidden();
  await area.openMenuButton().click();
  await expect(area.menu()).toBeVisible();
  await expect(area.menu().getByRole('link', { name: 'Appointments' })).toBeVisible();
  await area.closeMenuButton().click();
  await expect(area.menu()).toBeHidden();
});

test('with the doctor portal down, the doctor area says so and the patient area still works', async ({
  page,
}) => {
  // Retries of the missing portal and two areas' first loads: over a minute on a busy 2-core machine.
  test.setTimeout(150_000);
  // A copy of the shell whose doctor portal lives on a spare port where nothing is served.
  const shell = await serveSpare('shell', { spare: ['doctor-portal'] });
  try {
    await page.goto(spareUrl('shell') + '/loading');
    await signInAs(page, demo.doctor);
    await page.goto(spareUrl('shell') + '/doctor/dashboard');
    const area = new AreaPage(page);
    await expect(area.unavailable()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await test.step('Retry works once the portal is back', async () => {
      const doctorPortal = await serveSpare('doctor-portal');
      try {
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
      } finally {
        await stopNow(doctorPortal);
      }
    });

    await test.step('the landing page and the patient area keep working', async () => {
      await page.goto(spareUrl('shell') + '/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Your health');
      await signInAs(page, demo.patient);
      await page.goto(spareUrl('shell') + '/patient/dashboard');
      await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
    });
  } finally {
    await stopNow(shell);
  }
});

test('a portal rebuilt and restarted alone shows its change without touching the shell', async ({
  page,
}) => {
  // Most of it is a production webpack build of the portal, minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  const shell = await serveSpare('shell', { spare: ['admin-portal'] });
  let admin = await serveSpare('admin-portal');
  const work = mkdtempSync(join(repo, 'admin-portal', '.next-release-'));
  try {
    await page.goto(spareUrl('shell') + '/loading');
    await signInAs(page, demo.admin);
    await page.goto(spareUrl('shell') + '/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    await test.step('the admin team rebuilds its portal with a new title', async () => {
      for (const part of ['src', 'package.json', 'webpack.config.mjs']) {
        cpSync(join(repo, 'admin-portal', part), join(work, part), { recursive: true });
      }
      symlinkSync(join(repo, 'admin-portal', 'node_modules'), join(work, 'node_modules'));
      writeFileSync(
        join(work, 'tsconfig.json'),
        readFileSync(join(repo, 'admin-portal', 'tsconfig.json'), 'utf8').replace(
          '../tsconfig.base.json',
          '../../tsconfig.base.json',
        ),
      );
      const app = join(work, 'src', 'app.tsx');
      writeFileSync(
        app,
        readFileSync(app, 'utf8').replace('Admin Dashboard', 'Admin Dashboard — next release'),
      );
      const build = spawnSync(
        process.execPath,
        [
          join(repo, 'tooling', 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
          '--mode',
          'production',
        ],
        { cwd: work, encoding: 'utf8' },
      );
      expect(build.status, build.stderr + build.stdout).toBe(0);
    });

    await test.step('only the admin portal restarts; the next page load shows the change', async () => {
      await stopNow(admin);
      admin = await serveSpare('admin-portal', { distRoot: join(work, 'dist') });
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Admin Dashboard — next release' }),
      ).toBeVisible();
    });
  } finally {
    await stopNow(admin);
    await stopNow(shell);
    rmSync(work, { recursive: true, force: true });
  }
});
