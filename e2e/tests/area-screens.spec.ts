import { expect, test, type Page } from '@playwright/test';
import { adminLogin, newDoctor, newPatient, signedInPage } from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';

// Settings, Update Password and Notifications are each area's own screens, composed of the kit's
// parts (docs/decisions/screens-belong-to-areas.md): the same account parts everywhere, and each
// area's own sections where that area put them, with links that stay inside the area.

const shots = screenshotSet('E2E_SCREENSHOTS', { prefix: 'area-' });

const heading = (page: Page, name: string, level = 2) =>
  page.getByRole('heading', { level, name, exact: true });

/** The account parts every area's Settings shows, in the kit's order. */
async function expectAccountParts(page: Page) {
  await expect(heading(page, 'Settings', 1)).toBeVisible();
  for (const card of ['Profile Photo', 'Profile', 'Appearance', 'Password', 'About'])
    await expect(heading(page, card)).toBeVisible();
}

/** A screenshot of Settings from the area's own card down, once the profile has loaded. */
const fromOwnCard = (page: Page, card: string) => ({
  frame: 'top' as const,
  show: async () => {
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
    return heading(page, card);
  },
});

/** Update Password opens the area's own screen and Back to Settings returns. */
async function expectUpdatePasswordIn(page: Page, area: string) {
  const link = page.getByRole('link', { name: 'Update Password' });
  await expect(link).toHaveAttribute('href', `/${area}/settings/update-pass`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${area}/settings/update-pass$`));
  await expect(page.getByRole('form', { name: 'Update Password' })).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Settings', 1)).toBeVisible();
}

test('each area composes its own Settings and Notifications from the kit’s parts', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  await test.step('the patient: the account, then My doctors and Who viewed my record', async () => {
    const patient = await newPatient('Iris', 'Areas');
    const page = await signedInPage(browser, patient.login);
    await page.goto('/patient/settings');
    await expectAccountParts(page);
    await expect(heading(page, 'My doctors')).toBeVisible();
    await expect(heading(page, 'Who viewed my record')).toBeVisible();
    await expect(heading(page, 'Calendar feed')).toHaveCount(0);
    // all five kinds of email copy are the patient's to choose
    for (const kind of ['Appointments', 'Food and sports plans', 'Messages'])
      await expect(page.getByRole('switch', { name: new RegExp(`^${kind}`) })).toBeVisible();
    await shots.save(page, 'settings-patient', fromOwnCard(page, 'My doctors'));
    await expectUpdatePasswordIn(page, 'patient');

    await page.goto('/patient/notifications');
    await expect(heading(page, 'Notifications', 1)).toBeVisible();
    await page.context().close();
  });

  await test.step('the doctor: the account, then Away message and Calendar feed', async () => {
    const doctor = await newDoctor('Hugo', 'Areas');
    const page = await signedInPage(browser, doctor.login);
    await page.goto('/doctor/settings');
    await expectAccountParts(page);
    await expect(heading(page, 'Away message')).toBeVisible();
    await expect(heading(page, 'Calendar feed')).toBeVisible();
    await expect(heading(page, 'My doctors')).toHaveCount(0);
    await shots.save(page, 'settings-doctor', fromOwnCard(page, 'Away message'));
    await expectUpdatePasswordIn(page, 'doctor');

    await page.goto('/doctor/notifications');
    await expect(heading(page, 'Notifications', 1)).toBeVisible();
    await page.context().close();
  });

  await test.step('the administrator: the account, copied by email only for two kinds', async () => {
    const page = await signedInPage(browser, await adminLogin());
    await page.goto('/admin/settings');
    await expectAccountParts(page);
    await expect(page.getByRole('switch', { name: /^Appointments/ })).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Care team/ })).toBeVisible();
    await expect(page.getByRole('switch', { name: /^Food and sports plans/ })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: /^Messages/ })).toHaveCount(0);
    await expect(heading(page, 'My doctors')).toHaveCount(0);
    await shots.save(page, 'settings-admin', fromOwnCard(page, 'Email copies'));
    await expectUpdatePasswordIn(page, 'admin');

    await page.goto('/admin/notifications');
    await expect(heading(page, 'Notifications', 1)).toBeVisible();
    await page.context().close();
  });
});
