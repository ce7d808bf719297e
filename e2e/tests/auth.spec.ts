import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiGet, apiLogin, demo, DEMO_PASSWORD } from '../fixtures/api';
import {
  emailChangeLinkFor,
  readOutbox,
  resetLinkFor,
  verificationCodeFor,
} from '../fixtures/outbox';
import { AreaPage } from '../pages/area.page';
import { AuthDoctorDetailsPage } from '../pages/auth-doctor-details.page';
import { AuthLoginPage } from '../pages/auth-login.page';
import { AuthPasswordPages } from '../pages/auth-password.page';
import { AuthSignupPage, type NewAccount } from '../pages/auth-signup.page';
import { AuthVerifyPage } from '../pages/auth-verify.page';
import { PatientSettingsPage } from '../pages/patient-settings.page';

const AWAITING_APPROVAL =
  "Your doctor account is awaiting an administrator's approval. Until then you cannot see patient data.";
const SESSION_KEYS = ['token', 'userId', 'role', 'user', 'theme'] as const;

let serial = 0;
/** A person who does not have an account yet (unique per run). */
function newPerson(
  accountType: NewAccount['accountType'],
  firstName: string,
  lastName: string,
): NewAccount {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return {
    accountType,
    firstName,
    lastName,
    username: `${firstName.toLowerCase()}.${tag}`,
    gender: 'female',
    email: `${firstName.toLowerCase()}.${tag}@example.test`,
    password: 'FirstPass1!',
  };
}

async function postJson(path: string, body: unknown, token?: string, method = 'POST') {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Set-up, not the subject of the test: a verified patient account made through the API. */
async function verifiedPatient(firstName: string, lastName: string): Promise<NewAccount> {
  const person = newPerson('Patient', firstName, lastName);
  const { accountType: _ignored, ...body } = person;
  await postJson('/api/user/register', { ...body, accountType: 'patient' });
  await postJson('/api/user/verify', {
    email: person.email,
    code: await verificationCodeFor(person.email),
    password: person.password,
  });
  return person;
}

async function storedSession(page: Page) {
  return page.evaluate(
    (keys) => keys.map((key) => [key, localStorage.getItem(key)] as const),
    [...SESSION_KEYS],
  );
}

test('a new patient signs up, verifies the emailed code and lands on the dashboard signed in', async ({
  page,
}) => {
  const signup = new AuthSignupPage(page);
  const verify = new AuthVerifyPage(page);
  const mia = newPerson('Patient', 'Mia', 'Patel');

  await test.step('Mia creates a patient account', async () => {
    await signup.goto();
    await expect(signup.heading()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Patient' })).toBeChecked();
    await signup.createAccount(mia);
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(mia.email)}`);
    await expect(verify.heading()).toBeVisible();
    await expect(page.getByText(mia.email)).toBeVisible();
    await expect(page.getByText(/Resend available in \d+ s/)).toBeVisible();
  });

  await test.step('she types the code from her email and lands on her dashboard, signed in', async () => {
    const code = await verificationCodeFor(mia.email);
    await verify.typeCode(code);
    await expect(verify.box(6)).toHaveValue(code[6]!);
    await verify.password().fill(mia.password);
    await verify.verifyButton().click();
    await expect(page.getByText('Your email is verified. Welcome to CareConnect.')).toBeVisible();
    await expect(page).toHaveURL('/patient/dashboard');
    await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('patient');
  });
});

test('a new doctor signs up, verifies, sends the details and awaits approval until an admin approves', async ({
  page,
}) => {
  const signup = new AuthSignupPage(page);
  const verify = new AuthVerifyPage(page);
  const details = new AuthDoctorDetailsPage(page);
  const login = new AuthLoginPage(page);
  const dan = newPerson('Doctor', 'Dana', 'Okafor');

  await test.step('Dana creates a doctor account and verifies her email', async () => {
    await signup.goto();
    await signup.createAccount(dan);
    await expect(verify.heading()).toBeVisible();
    await verify.typeCode(await verificationCodeFor(dan.email));
    await verify.password().fill(dan.password);
    await verify.verifyButton().click();
    await expect(
      page.getByText('Your email is verified. Please add your doctor details.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/createdoc');
  });

  await test.step('she sends her license and specialization and is told to wait for approval', async () => {
    await expect(details.heading()).toBeVisible();
    await details.submitDetails({
      licenseNumber: 'LIC-77-204',
      specialization: 'Dermatology',
      yearsOfExperience: '9',
      hospital: 'Riverside Clinic',
    });
    await expect(page.getByText('Doctor created successfully!')).toBeVisible();
    await expect(page.getByText(/awaits an administrator's approval/)).toBeVisible();
    // She lands in her own area, which says what happens next.
    await expect(page).toHaveURL('/doctor/dashboard');
    await expect(
      page.getByRole('heading', { name: 'Awaiting administrator approval' }),
    ).toBeVisible();
  });

  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  expect(userId).toBeTruthy();

  await test.step('logging in before approval says the account awaits approval', async () => {
    await login.goto();
    await login.logIn(dan.email, dan.password);
    await expect(page.getByText(AWAITING_APPROVAL)).toBeVisible();
    await expect(page).toHaveURL('/doctor/dashboard');
  });

  await test.step('an administrator approves Dana', async () => {
    const admin = await apiLogin(demo.admin);
    const doctor = await apiGet<{ _id: string; approved: boolean }>(
      `/api/doctor/getDoctorByUser/${userId}`,
      admin.token,
    );
    expect(doctor.approved).toBe(false);
    const approved = await postJson(
      `/api/doctor/approve/${doctor._id}`,
      undefined,
      admin.token,
      'PATCH',
    );
    expect(approved.approved).toBe(true);
  });

  await test.step('after logging out and in again, nothing says she is waiting', async () => {
    // The first login's toasts close on their own first (4 s at most, spec §9).
    await expect(page.getByText(AWAITING_APPROVAL)).toHaveCount(0);
    await new AreaPage(page).menu().getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await login.logIn(dan.email, dan.password);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL('/doctor/dashboard');
    await expect(page.getByText(AWAITING_APPROVAL)).toHaveCount(0);
  });
});

test('a forgotten password is reset with the emailed link; the old password stops working', async ({
  page,
}) => {
  const passwords = new AuthPasswordPages(page);
  const login = new AuthLoginPage(page);
  const ravi = await verifiedPatient('Ravi', 'Sharma');
  const newPassword = 'SecondPass2!';

  await test.step('Ravi asks for a reset link', async () => {
    await passwords.askForResetLink(ravi.email);
    await expect(
      page.getByText('If an account exists for this email, a reset link has been sent.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`/auth/reset?email=${encodeURIComponent(ravi.email)}`);
  });

  await test.step('he opens the link from the email and chooses a new password', async () => {
    const { link } = await resetLinkFor(ravi.email);
    await page.goto(link);
    await expect(passwords.resetHeading()).toBeVisible();
    await expect(passwords.field('Reset Token')).toHaveCount(0);
    await passwords.chooseNewPassword(ravi.email, newPassword);
    await expect(page.getByText('Your password has been reset!')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the old password no longer works', async () => {
    await login.logIn(ravi.email, ravi.password);
    await expect(page.getByText('Login error: Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the new one does', async () => {
    await login.password().fill(newPassword);
    await login.submit().click();
    await expect(page).toHaveURL('/patient/dashboard');
  });
});

test('a patient changes her email in Settings, confirms it from the new inbox and logs in with it', async ({
  page,
}) => {
  const login = new AuthLoginPage(page);
  const settings = new PatientSettingsPage(page);
  const lena = await verifiedPatient('Lena', 'Fischer');
  const newEmail = lena.email.replace('@', '.new@');

  await test.step('Lena logs in and asks for the new address in Settings', async () => {
    await login.goto();
    await login.logIn(lena.email, lena.password);
    await expect(page).toHaveURL('/patient/dashboard');
    await settings.goto();
    await settings.newEmail().fill(newEmail);
    await settings.changeEmailPassword().fill(lena.password);
    await settings.sendConfirmationLink().click();
    await expect(
      page.getByText(
        'Check your new address: we sent it a link to confirm the change. Your email stays the same until you open it.',
        { exact: true },
      ),
    ).toBeVisible();
  });

  await test.step('she opens the link from her new inbox and confirms', async () => {
    const link = await emailChangeLinkFor(newEmail);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Email' }).click();
    await expect(
      page.getByText('Your email address has been changed. Log in with the new address.', {
        exact: true,
      }),
    ).toBeVisible();
    const [notice] = await readOutbox(lena.email);
    expect(notice?.text).toContain(newEmail);
  });

  await test.step('the old address no longer signs in; the new one does', async () => {
    await page.evaluate(() => localStorage.clear());
    await login.goto();
    await login.logIn(lena.email, lena.password);
    await expect(page.getByText('Login error: Invalid email or password')).toBeVisible();
    await login.email().fill(newEmail);
    await login.password().fill(lena.password);
    await login.submit().click();
    await expect(page).toHaveURL('/patient/dashboard');
  });
});

test('a reset token cannot be used twice', async ({ page }) => {
  const passwords = new AuthPasswordPages(page);
  const lena = await verifiedPatient('Lena', 'Fischer');
  const before = (await readOutbox(lena.email)).map((m) => m._id);
  await postJson('/api/user/forgot', { email: lena.email });
  const { link, token } = await resetLinkFor(lena.email, before);

  await test.step('Lena resets her password with the link', async () => {
    await page.goto(link);
    await passwords.chooseNewPassword(lena.email, 'SecondPass2!');
    await expect(page.getByText('Your password has been reset!')).toBeVisible();
  });

  await test.step('typing the same token again is refused', async () => {
    await page.goto('/auth/reset');
    await passwords.field('Reset Token').fill(token);
    await passwords.chooseNewPassword(lena.email, 'ThirdPass3!');
    await expect(
      page.getByText('This reset link is invalid, used or expired. Ask for a new one.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/auth/reset');
  });

  await test.step('and the password is still the one she chose', async () => {
    await expect(apiLogin(lena.email, 'SecondPass2!')).resolves.toMatchObject({
      token: expect.any(String),
    });
    await expect(apiLogin(lena.email, 'ThirdPass3!')).rejects.toThrow(/401/);
  });
});

test('a wrong password says "Login error: …" and stores nothing', async ({ page }) => {
  const login = new AuthLoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  await login.logIn(demo.patient, 'not-the-password');
  await expect(page.getByText('Login error: Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('logout clears all five storage keys', async ({ page }) => {
  const login = new AuthLoginPage(page);
  await login.goto();
  await login.logIn(demo.patient, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/dashboard');

  await test.step('signed in, the session is stored under its five keys', async () => {
    const area = new AreaPage(page);
    await area.themeToggle().click();
    const stored = Object.fromEntries(await storedSession(page));
    expect(stored).toMatchObject({ role: 'patient', theme: 'dark' });
    for (const key of SESSION_KEYS) expect(stored[key], key).toBeTruthy();
  });

  await test.step('Logout empties them all and returns to Login', async () => {
    await new AreaPage(page).menu().getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    for (const [key, value] of await storedSession(page)) expect(value, key).toBeNull();
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });
});

test('logging out as a patient and in as a doctor happens without a page reload', async ({
  page,
}) => {
  const login = new AuthLoginPage(page);
  const area = new AreaPage(page);
  await login.goto();
  // Survives only as long as this document does.
  await page.evaluate(() => {
    (window as unknown as { careconnectMarker?: string }).careconnectMarker = 'same page';
  });

  await test.step('the patient logs in and out', async () => {
    await login.logIn(demo.patient, DEMO_PASSWORD);
    await expect(page).toHaveURL('/patient/dashboard');
    await area.menu().getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the doctor logs in and reaches the doctor area', async () => {
    await login.logIn(demo.doctor, DEMO_PASSWORD);
    await expect(page).toHaveURL('/doctor/dashboard');
    await expect(area.menu().getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('doctor');
  });

  expect(
    await page.evaluate(
      () => (window as unknown as { careconnectMarker?: string }).careconnectMarker,
    ),
  ).toBe('same page');
});

test('a rejected token is renewed silently once; when renewal fails the user is sent to Login', async ({
  page,
  context,
}) => {
  const login = new AuthLoginPage(page);
  const area = new AreaPage(page);
  const patient = await apiLogin(demo.patient);
  const fullName = `${patient.user.firstName} ${patient.user.lastName}`;
  await login.goto();
  await login.logIn(demo.patient, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/dashboard');

  await test.step('with a token the server refuses, the refresh cookie gets a new one', async () => {
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')))
      .not.toBe('expired.or.forged');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await expect(area.menu().getByText(fullName)).toBeVisible();
    await expect(page).toHaveURL('/patient/dashboard');
  });

  await test.step('without a refresh cookie, the session ends with a toast on /login', async () => {
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
    await page.reload();
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    for (const [key, value] of await storedSession(page)) expect(value, key).toBeNull();
  });
});
