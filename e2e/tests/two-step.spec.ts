import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, DEMO_PASSWORD } from '../fixtures/api';
import { waitForEmail } from '../fixtures/outbox';
import { newDoctor, newPatient, signInAs } from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';
import { loginWithTotp, totpCode } from '../fixtures/two-step';
import { AreaPage } from '../pages/area.page';
import { AuthLoginPage } from '../pages/auth-login.page';
import { TwoStepPage } from '../pages/two-step.page';

// E2E_SCREENSHOTS=1 saves each screen in light and dark, wide and phone, to docs/screenshots:
// what the screen shows, with the subject (when given) at its top, below the area's top bar. The
// page is kept as it is (a sign-in half done), its theme switched with the Dark theme switch.
const screenshotOptions = {
  phone: 'narrow',
  defaults: { live: true, frame: 'top', fullPage: false },
} as const;
const shots = screenshotSet('E2E_SCREENSHOTS', { prefix: 'two-step-', ...screenshotOptions });
const adminShots = screenshotSet('E2E_SCREENSHOTS', { prefix: 'admins-', ...screenshotOptions });

/** Serious and critical axe findings on the page (as axe.spec.ts counts them). */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

async function logOut(page: Page) {
  await new AreaPage(page).menu().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
}

test('a doctor sets up an authenticator app in Settings, then signs in with its code', async ({
  page,
}) => {
  const doctor = await newDoctor('Tessa', 'Stepwise');
  const twoStep = new TwoStepPage(page);
  const login = new AuthLoginPage(page);
  let secret = '';
  // When she enrolled, and the moment whose code she signs in with (see the last step).
  let enrolledAt = 0;
  let signInAt = 0;

  await test.step('Dr. Stepwise opens Two-step sign-in in her Settings', async () => {
    await signInAs(page, doctor.email);
    await page.goto('/doctor/settings');
    await expect(twoStep.card().getByText('Two-step sign-in is off.')).toBeVisible();
    await twoStep.card().getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(
      twoStep.card().getByRole('link', { name: 'Open in authenticator app' }),
    ).toHaveAttribute('href', /^otpauth:\/\/totp\/CareConnect:/);
    secret = await twoStep.secret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeFindings(page)).toEqual([]);
    await shots.save(page, 'settings-enrol', { show: async () => twoStep.card() });
  });

  await test.step('she types the code her app shows and sees her recovery codes once', async () => {
    await twoStep
      .card()
      .getByLabel(/^Code from the app/)
      .fill(totpCode(secret, (enrolledAt = Date.now())));
    await twoStep.card().getByRole('button', { name: 'Confirm' }).click();
    await expect(twoStep.card().getByText('Two-step sign-in is on.')).toBeVisible();
    await expect(twoStep.recoveryCodes()).toHaveCount(10);
    await shots.save(page, 'settings-recovery-codes', { show: async () => twoStep.card() });
    await twoStep.card().getByRole('button', { name: 'I saved them' }).click();
    await expect(twoStep.recoveryCodes()).toHaveCount(0);
    await expect(twoStep.card().getByText('10 recovery codes left.')).toBeVisible();
  });

  await test.step('after logging out, the password alone does not sign her in', async () => {
    await logOut(page);
    await login.logIn(doctor.email, DEMO_PASSWORD);
    await expect(twoStep.secondStepHeading()).toBeVisible();
    await expect(twoStep.codeField()).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await axeFindings(page)).toEqual([]);
    await shots.save(page, 'sign-in-code');
  });

  await test.step("she enters her app's code and reaches her dashboard", async () => {
    // The server refuses a 30-second step it already took (the enrolment's) and allows one step
    // of drift: her app's code of now, or the next step's while now is still the enrolment's.
    signInAt = Math.max(Date.now(), enrolledAt + 30_000);
    await twoStep.codeField().fill(totpCode(secret, signInAt));
    await twoStep.verify().click();
    await expect(page).toHaveURL('/doctor/dashboard');
  });

  await test.step('the same code does not sign anyone in a second time', async () => {
    await expect(loginWithTotp(doctor.email, secret, DEMO_PASSWORD, signInAt)).rejects.toThrow(
      /answered 400/,
    );
  });
});

test('a patient adds a passkey in Settings and signs in with it', async ({ page }) => {
  const patient = await newPatient('Paz', 'Keyholder');
  const twoStep = new TwoStepPage(page);
  const login = new AuthLoginPage(page);

  await test.step("the browser has a passkey authenticator (Chromium's virtual one)", async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
  });

  await test.step('Paz adds a passkey named after her laptop', async () => {
    await signInAs(page, patient.email);
    await page.goto('/patient/settings');
    await expect(twoStep.card().getByText('No passkeys yet.')).toBeVisible();
    await twoStep
      .card()
      .getByLabel(/^Passkey name/)
      .fill('My laptop');
    await twoStep.card().getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added.')).toBeVisible();
    await expect(twoStep.recoveryCodes()).toHaveCount(10);
    await expect(twoStep.card().getByText('My laptop')).toBeVisible();
    await expect(twoStep.card().getByText('Two-step sign-in is on.')).toBeVisible();
  });

  await test.step('after logging out, her sign-in asks for the passkey', async () => {
    await logOut(page);
    await login.logIn(patient.email, DEMO_PASSWORD);
    await expect(twoStep.secondStepHeading()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await shots.save(page, 'sign-in-passkey');
  });

  await test.step('the passkey signs her in', async () => {
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL('/patient/dashboard');
  });
});

test('an administrator invites another, who must set up an authenticator app to sign in', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const iris = {
    firstName: 'Iris',
    lastName: 'Invitewell',
    email: `iris.invitewell.${stamp}@careconnect.test`,
    password: 'Invited-Pass1',
  };
  const twoStep = new TwoStepPage(page);
  const login = new AuthLoginPage(page);
  let secret = '';
  // When she enrolled: her later sign-in must use a newer 30-second step.
  let enrolledAt = 0;

  await test.step('the administrator invites Iris from Administrators', async () => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/dashboard');
    await new AreaPage(page).menu().getByRole('link', { name: 'Administrators' }).click();
    await expect(page).toHaveURL('/admin/administrators');
    await expect(page.getByRole('heading', { level: 1, name: 'Administrators' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite an administrator' });
    await form.getByLabel(/^First Name/).fill(iris.firstName);
    await form.getByLabel(/^Last Name/).fill(iris.lastName);
    await form.getByLabel(/^Email/).fill(iris.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${iris.email}.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: iris.email });
    await expect(row).toContainText('Iris Invitewell');
    await expect(row).toContainText('Off');
    await expect(row).toContainText('Invitation pending');
    expect(await axeFindings(page)).toEqual([]);
    // A success toast lasts 2 s (spec §9): the screenshots show the list without it.
    await expect(page.getByText(`Invitation sent to ${iris.email}.`)).toBeHidden();
    await adminShots.save(page, 'list');
    await logOut(page);
  });

  await test.step('Iris opens the emailed link and chooses her password', async () => {
    const email = await waitForEmail(iris.email, { subject: /invited to CareConnect/ });
    const link = /(https?:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+&invite=1)/.exec(
      email.text,
    )?.[1];
    expect(link, email.text).toBeTruthy();
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    await page.getByLabel(/^Email/).fill(iris.email);
    await page.getByLabel(/^New Password/).fill(iris.password);
    await page.getByLabel(/^Confirm Password/).fill(iris.password);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Your password is set. Log in to continue.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  await test.step('her first sign-in makes her set up an authenticator app', async () => {
    await login.logIn(iris.email, iris.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\/CareConnect:/,
    );
    secret = await twoStep.secret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeFindings(page)).toEqual([]);
    await shots.save(page, 'admin-enrol');
    await page
      .getByRole('textbox', { name: /^Code from the app/ })
      .fill(totpCode(secret, (enrolledAt = Date.now())));
    await twoStep.verify().click();
    await expect(twoStep.recoveryCodes()).toHaveCount(10);
    expect(await axeFindings(page)).toEqual([]);
    await shots.save(page, 'admin-recovery-codes');
    await page.getByRole('button', { name: 'I saved them, continue' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  await test.step('she signs out, and back in with her password and a code', async () => {
    await logOut(page);
    await login.logIn(iris.email, iris.password);
    await expect(twoStep.secondStepHeading()).toBeVisible();
    // Her app's code of now, or the next step's while now is still the enrolment's (the server
    // refuses a step it already took and allows one step of drift).
    await twoStep.codeField().fill(totpCode(secret, Math.max(Date.now(), enrolledAt + 30_000)));
    await twoStep.verify().click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  await test.step('in Settings she cannot remove her only second factor', async () => {
    await page.goto('/admin/settings');
    await expect(twoStep.card().getByText('Two-step sign-in is on.')).toBeVisible();
    await twoStep.card().getByRole('button', { name: 'Remove authenticator app' }).click();
    const prompt = page.getByRole('form', { name: 'Remove authenticator app' });
    await prompt.getByLabel(/^Current password/).fill(iris.password);
    await prompt.getByRole('button', { name: 'Remove authenticator app' }).click();
    await expect(
      prompt.getByText(
        'Your clinic requires two-step sign-in for your account: add another way before removing this one.',
      ),
    ).toBeVisible();
    await expect(twoStep.card().getByText('Two-step sign-in is on.')).toBeVisible();
  });

  await test.step('Administrators shows her two-step sign-in on and no invitation pending', async () => {
    await page.goto('/admin/administrators');
    const row = page.getByRole('row').filter({ hasText: iris.email });
    await expect(row).toContainText('On');
    await expect(row).toContainText('Active');
    await adminShots.save(page, 'list-after');
  });

  await test.step('she invites Jo, sends the invitation again, then withdraws it', async () => {
    const jo = `jo.later.${stamp}@careconnect.test`;
    const form = page.getByRole('form', { name: 'Invite an administrator' });
    await form.getByLabel(/^First Name/).fill('Jo');
    await form.getByLabel(/^Last Name/).fill('Later');
    await form.getByLabel(/^Email/).fill(jo);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('row').filter({ hasText: jo });
    await expect(row).toContainText('Invitation pending');
    // Her own row has no menu: only another administrator may remove her.
    await expect(
      page.getByRole('button', { name: 'More actions for Iris Invitewell' }),
    ).toHaveCount(0);
    await row.getByRole('button', { name: 'More actions for Jo Later' }).click();
    await page.getByRole('menuitem', { name: 'Send invitation again' }).click();
    await expect(
      page.getByText(`Invitation sent again to ${jo}. The earlier link no longer works.`),
    ).toBeVisible();
    await row.getByRole('button', { name: 'More actions for Jo Later' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this administrator?' });
    await expect(dialog).toContainText(
      'Jo Later is signed out everywhere and can no longer sign in. The record of what they did stays.',
    );
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Administrator removed.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
