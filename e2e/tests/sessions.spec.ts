import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, DEMO_PASSWORD, demo } from '../fixtures/api';
import { apiCall } from '../fixtures/admin-api';
import { adminLogin, newDoctor, newPatient } from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';
import { AuthLoginPage } from '../pages/auth-login.page';

// Sessions the user controls and "Who viewed my record" (issue 30): each role sees its signed-in
// devices in Settings and signs devices out; an administrator signs a user out everywhere; a
// patient sees who opened their record, when, what and why. With E2E_SCREENSHOTS=1 each screen
// is also saved to docs/screenshots, light and dark, wide and phone.

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

/** A sign-in from another device (its browser named by the User-Agent): its access token. */
async function signInElsewhere(email: string, userAgent = SAFARI_IPHONE): Promise<string> {
  const response = await fetch(`${API_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Whether a token still works (its sign-in is live). */
async function tokenWorks(token: string): Promise<boolean> {
  const answer = await apiCall('GET', '/api/user/sessions', token);
  return answer.status === 200;
}

async function logInWithTheForm(page: Page, email: string, area: string) {
  const login = new AuthLoginPage(page);
  await login.goto();
  await login.logIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`));
}

const looks = screenshotSet('E2E_SCREENSHOTS', { defaults: { frame: 'in-view' } });

/**
 * Shows the screen in light and dark, wide and on a phone (what `visible` shows must be there in
 * each), saving a PNG of each when E2E_SCREENSHOTS=1.
 */
const inEveryLook = (page: Page, name: string, visible: () => Locator) =>
  looks.everyLook(page, name, {
    show: async () => {
      const target = visible();
      await expect(target).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      return target;
    },
  });

const devicesCard = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });
const deviceRows = (page: Page) =>
  page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

test('a patient signs out their other devices, then sees who viewed their record', async ({
  page,
}) => {
  const paula = await newPatient('Paula', 'Reyes');
  const phone = await signInElsewhere(paula.email);
  const doctor = await newDoctor('Rhea', 'Okafor');
  const reason = 'Arrived unconscious; checking allergies.';

  await test.step('Paula logs in and opens Settings: three devices, this one marked', async () => {
    await logInWithTheForm(page, paula.email, 'patient');
    await page.goto('/patient/settings');
    await expect(devicesCard(page)).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(3);
    const here = deviceRows(page).filter({ hasText: 'This device' });
    await expect(here).toContainText(/Chrome \d+/);
    await expect(here).toContainText('This computer (loopback)');
    await expect(here).toContainText('Last active');
    await expect(deviceRows(page).filter({ hasText: 'iPhone · Safari 18' })).toHaveCount(1);
  });

  await inEveryLook(page, 'devices-patient', () => devicesCard(page));

  await test.step('she signs out the iPhone: its token stops at once', async () => {
    await page.getByRole('button', { name: 'Sign out iPhone · Safari 18' }).click();
    await expect(page.getByText('That device is signed out.')).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(2);
    expect(await tokenWorks(phone)).toBe(false);
  });

  await test.step('she signs out every other device: only this one is left', async () => {
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Sign out every other device? They will need to sign in again.',
    );
    await dialog.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(page.getByText('Every other device is signed out.')).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(1);
    expect(await tokenWorks(paula.login.token)).toBe(false);
  });

  await test.step('Dr. Okafor opens her record with emergency access; an administrator reads it', async () => {
    const doctorToken = doctor.login.token;
    const granted = await apiCall('POST', '/api/care/emergency', doctorToken, {
      patient: paula.patientId,
      reason,
    });
    expect(granted.status).toBe(201);
    const read = await apiCall('GET', `/api/patient/getPatient/${paula.patientId}`, doctorToken);
    expect(read.status).toBe(200);
    const admin = await adminLogin();
    const adminRead = await apiCall(
      'GET',
      `/api/patient/getPatient/${paula.patientId}`,
      admin.token,
    );
    expect(adminRead.status).toBe(200);
  });

  const table = page.getByRole('table', { name: 'Who viewed my record' });
  await test.step('from Settings she opens Who viewed my record', async () => {
    await page.getByRole('link', { name: 'See who viewed my record' }).click();
    await expect(page).toHaveURL(/\/patient\/access-log$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Who viewed my record' }),
    ).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'When',
      'Who',
      'Role',
      'What',
      'Why',
    ]);
  });

  await test.step('each look at her record: who, role, what, and why for emergency access', async () => {
    const emergency = table.getByRole('row').filter({ hasText: 'Opened emergency access' });
    await expect(emergency).toContainText('Dr. Rhea Okafor');
    await expect(emergency).toContainText('Doctor');
    await expect(emergency).toContainText(`Emergency access: “${reason}”`);
    const doctorRead = table
      .getByRole('row')
      .filter({ hasText: 'Dr. Rhea Okafor' })
      .filter({ hasText: 'Viewed your profile' });
    await expect(doctorRead).toContainText(`Emergency access: “${reason}”`);
    const adminRead = table.getByRole('row').filter({ hasText: 'Administrator' });
    await expect(adminRead.first()).toContainText('Viewed your profile');
    // Her own looks are not listed.
    await expect(table.getByRole('row').filter({ hasText: 'Paula Reyes' })).toHaveCount(0);
  });

  await inEveryLook(page, 'access-log-patient', () => table);
});

test('a doctor sees their signed-in devices in Settings', async ({ page }) => {
  const doctor = await newDoctor('Ivo', 'Brandt');
  await signInElsewhere(
    doctor.email,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0',
  );
  await logInWithTheForm(page, doctor.email, 'doctor');
  await page.goto('/doctor/settings');
  await expect(deviceRows(page).filter({ hasText: 'This device' })).toContainText(/Chrome \d+/);
  await expect(deviceRows(page).filter({ hasText: 'Windows computer · Firefox 145' })).toHaveCount(
    1,
  );
  await inEveryLook(page, 'devices-doctor', () => devicesCard(page));
});

test('an administrator signs a patient out on every device', async ({ page }) => {
  const nina = await newPatient('Nina', 'Marsh');
  const phone = await signInElsewhere(nina.email);

  await test.step('the administrator sees their own devices in Settings', async () => {
    await logInWithTheForm(page, demo.admin, 'admin');
    await page.goto('/admin/settings');
    await expect(deviceRows(page).filter({ hasText: 'This device' })).toHaveCount(1);
    await inEveryLook(page, 'devices-admin', () => devicesCard(page));
  });

  await test.step('Nina’s page lists her two devices', async () => {
    await page.goto(`/admin/patients/view/${nina.patientId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Patient Details: Nina Marsh' }),
    ).toBeVisible();
    await expect(deviceRows(page)).toHaveCount(2);
    await expect(deviceRows(page).filter({ hasText: 'iPhone · Safari 18' })).toHaveCount(1);
  });

  await inEveryLook(page, 'devices-admin-user', () => devicesCard(page));

  await test.step('Sign out everywhere ends both sign-ins at once', async () => {
    await devicesCard(page).getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Sign this account out on every device?');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('Every sign-in of this account has ended.')).toBeVisible();
    await expect(devicesCard(page)).toContainText('This account is not signed in anywhere.');
    expect(await tokenWorks(phone)).toBe(false);
    expect(await tokenWorks(nina.login.token)).toBe(false);
  });
});
