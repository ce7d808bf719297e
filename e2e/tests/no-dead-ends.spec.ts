// No dead ends, and the frame of an area on a phone (issue: the design pass): a signed-in user is
// offered their dashboard on the landing page and at /login, a wrong address inside an area
// leads back to it, the phone menu holds focus like a dialog, and a toast shown while signing in
// lands where the area's toasts go.
import { expect, test } from '@playwright/test';
import { newDoctor, newPatient, signInAs } from '../fixtures/builders';
import { DEMO_PASSWORD, demo } from '../fixtures/api';
import { AuthLoginPage } from '../pages/auth-login.page';

test('a signed-in patient is offered her dashboard on the landing page, at /login and on a 404', async ({
  page,
}) => {
  await signInAs(page, demo.patient);

  await test.step('the landing page offers the dashboard instead of Login and Sign Up', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).first().click();
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
  });

  await test.step('the top bar names the product beside the area', async () => {
    await expect(page.getByRole('banner')).toContainText('CareConnect');
    await expect(page.getByRole('banner')).toContainText('Patient');
  });

  await test.step('/login says she is signed in and leads back', async () => {
    await page.goto('/login');
    await expect(page.getByText('You are already signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
  });

  await test.step('an unknown address inside the area leads to its dashboard', async () => {
    await page.goto('/patient/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
  });
});

test('a visitor sees Login and Sign Up, and the site-wide 404 leads home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveCount(0);
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu keeps focus inside, leaves the page inert, and Escape closes it', async ({
    page,
  }) => {
    await signInAs(page, demo.doctor);
    await page.goto('/doctor/dashboard');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expect(page.locator('header').first()).toHaveAttribute('inert', '');
    // Twice round the menu's controls: focus never reaches the page behind.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate((nav) => nav.contains(document.activeElement));
      const onPage = await page.evaluate(() => document.activeElement !== document.body);
      expect(inside || !onPage, `Tab ${i + 1} left the menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });
});

test('"Login successful" shows at the top right, where the area’s toasts go', async ({ page }) => {
  await page.goto('/login');
  await new AuthLoginPage(page).logIn(demo.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const toast = page.locator('.Toastify__toast', { hasText: 'Login successful' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container--top-right')).toContainText(
    'Login successful',
  );
  await expect(page.locator('.Toastify__toast-container--top-center')).toHaveCount(0);
});

test('first steps: a new patient is invited to book, a new doctor told how patients arrive', async ({
  page,
}) => {
  const patient = await newPatient('Noor', 'First');
  await signInAs(page, patient.email);
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to CareConnect' })).toBeVisible();
  await page.getByRole('link', { name: 'Book your first appointment' }).click();
  await expect(page).toHaveURL(/\/patient\/appointments\/book$/);

  const doctor = await newDoctor('Ines', 'Novak', {
    specialization: 'Neurology',
    hours: { timeZone: 'UTC' },
  });
  const login = await signInAs(page, doctor.email);
  await page.goto(`/doctor/patients/${login.user._id}`);
  await expect(page.getByText(/^No patients found\./)).toContainText(
    'Patients appear here once they book an appointment with you',
  );
});
