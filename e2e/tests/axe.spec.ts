// Accessibility as axe sees it (issue: the design pass): every screen of the public pages and of
// the three areas, every menu entry, the detail, form and settings pages, and the dashboards in
// both themes, the account pages (verify, reset, confirm email, doctor details), chats with a
// thread open, the dialogs and menus open, a doctor awaiting approval, and the dashboards and
// lists on a phone in the dark theme, scanned against WCAG 2.2 AA and best practice. A serious
// or critical violation fails the test, named with its rule, its targets and the screen; the
// moderate and minor ones are listed at the end of the run, per screen, without failing it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { API_URL, apiLogin, DEMO_PASSWORD, demo } from '../fixtures/api';
import { apiSession, bookAsDoctor, dayFromToday, doctorIdOf } from '../fixtures/doctor';
import { drawLazyParts } from '../fixtures/lazy-parts';
import { emailChangeLinkFor, resetLinkFor, verificationCodeFor } from '../fixtures/outbox';
import { apiCall, patientIdOf } from '../fixtures/patient-api';
import { AuthLoginPage } from '../pages/auth-login.page';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** What the scans found that fails the test, one line per rule, target and screen. */
type Findings = string[];

/** Every screen scanned in this run, for the summary line. */
const scanned: string[] = [];

/** Moderate and minor findings, per screen: printed at the end, they do not fail the run. */
const notes = new Map<string, string[]>();

/**
 * The rules a second theme can change: the rest reads markup, which is the same in both. A dark
 * screen runs only these, so both themes are checked for a fraction of the time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The rules a narrower screen can change besides the colours: the elements are the same at
 * every width (a list's cards are its table restyled), but sizes, wrapping and scrolling are not.
 */
const LAYOUT_RULES = [...COLOUR_RULES, 'target-size', 'scrollable-region-focusable'];

/** Waits for the screen's heading and for its spinners to go, then runs axe. */
async function scan(
  page: Page,
  screen: string,
  findings: Findings,
  theme: 'light' | 'dark' = 'light',
  rules: 'all' | 'colour' | 'layout' = theme === 'dark' ? 'colour' : 'all',
): Promise<void> {
  await expect(page.locator('h1').first(), `${screen}: no heading`).toBeVisible();
  // Lower charts draw only when scrolled near: scroll down until nothing is loading, then back
  // to where the screen was. Scrolled down, the rows under the fixed top bar are partly covered,
  // and axe counts a covered button as a target too small to touch.
  const scrolled = await page.evaluate(() => [
    window.scrollY,
    ...Array.from(document.querySelectorAll('main'), (main) => main.scrollTop),
  ]);
  await drawLazyParts(page, screen);
  await page.evaluate(([y, ...mains]) => {
    window.scrollTo(0, y ?? 0);
    document.querySelectorAll('main').forEach((main, i) => (main.scrollTop = mains[i] ?? 0));
  }, scrolled);
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme, `${screen}: the page's colour scheme`).toBe(theme);

  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (rules === 'all') axe = axe.withTags(TAGS);
  else axe = axe.withRules(rules === 'colour' ? COLOUR_RULES : LAYOUT_RULES);
  const results = await axe.analyze();
  const name = theme === 'dark' ? `${screen} (dark)` : screen;
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      notes.set(name, [
        ...(notes.get(name) ?? []),
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${targets}`,
      ]);
      continue;
    }
    for (const node of violation.nodes) {
      findings.push(
        `${name}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      );
    }
  }
  scanned.push(name);
}

async function visit(page: Page, path: string, findings: Findings) {
  await page.goto(path);
  await scan(page, path, findings);
}

/** Opens each entry of the area's menu in turn (a client-side navigation) and scans it. */
async function scanMenu(page: Page, area: string, findings: Findings): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const entries = await menu.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').trim(),
      href: link.getAttribute('href') ?? '',
    })),
  );
  expect(entries.length, `${area}: menu entries`).toBeGreaterThan(5);
  for (const entry of entries) {
    await menu.locator(`a[href="${entry.href}"]`).click();
    await expect(page).toHaveURL(
      new RegExp(`${entry.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    await scan(page, `${area} menu: ${entry.name} (${entry.href})`, findings);
  }
}

/** Screens again in the dark theme (the colour rules only). */
async function scanDark(page: Page, paths: readonly string[], findings: Findings) {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of paths) {
    await page.goto(path);
    await scan(page, path, findings, 'dark');
  }
}

/** Opens the first conversation of the chats screen and waits for its messages. */
async function openThread(page: Page, area: 'patient' | 'doctor', findings: Findings) {
  await page.goto(`/${area}/chats`);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
  const thread = page.getByRole('list', { name: /^Messages with / });
  await expect(thread.getByRole('listitem').first(), `${area} chats: messages`).toBeVisible();
  await scan(page, `/${area}/chats, a thread open`, findings);
}

/** An appointment's page with its Reschedule dialog open, the free times shown. */
async function openReschedule(page: Page, path: string, findings: Findings) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Reschedule appointment' })).toBeVisible();
  await scan(page, `${path}, Reschedule open`, findings);
  await page.keyboard.press('Escape');
}

/** A list's first row menu open, then (given its entry) the confirmation it asks for. */
async function openRowMenu(page: Page, path: string, findings: Findings, confirm?: string) {
  await page.goto(path);
  const button = page.getByRole('button', { name: /^More actions for / }).first();
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, `${path}, a row's menu open`, findings);
  if (!confirm) return;
  await page.getByRole('menuitem', { name: confirm }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await scan(page, `${path}, ${confirm} asked`, findings);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function report(findings: Findings) {
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

test.afterAll(() => {
  console.log(`axe scanned ${scanned.length} screens`);
  if (notes.size === 0) {
    console.log('no moderate or minor findings');
    return;
  }
  const lines = [...notes].map(([screen, found]) => `  ${screen}\n    ${found.join('\n    ')}`);
  console.log(
    `moderate or minor findings (not failing) on ${notes.size} screens:\n${lines.join('\n')}`,
  );
});

const PUBLIC = ['/', '/login', '/signup', '/forgotpass', '/no-such-page'];

test('public pages: landing, login, signup, forgot password, 404', async ({ page }) => {
  const findings: Findings = [];
  for (const path of PUBLIC) {
    await visit(page, path, findings);
  }
  await scanDark(page, ['/', '/login'], findings);
  report(findings);
});

test('after a failed submit, focus goes to the first invalid field, not to the page', async ({
  page,
}) => {
  const login = new AuthLoginPage(page);
  await login.goto();
  await login.submit().click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(login.email()).toBeFocused();
  await expect(login.email()).toHaveAttribute('aria-invalid', 'true');

  await login.email().fill('nobody@careconnect.test');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(login.password()).toBeFocused();

  await login.password().fill('not-her-password');
  await login.submit().click();
  await expect(page.getByText(/^Login error:/)).toBeVisible();
  // The server said no: the fields are valid, so focus comes back to the button.
  await expect(login.submit()).toBeFocused();
});

test('account pages: verify, reset, confirm email, doctor details, approval', async ({ page }) => {
  test.setTimeout(90_000);
  const findings: Findings = [];
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `alma.axe.${tag}@careconnect.test`;
  const name = `Alma Axe${tag}`;
  await post('/api/user/register', {
    firstName: 'Alma',
    lastName: `Axe${tag}`,
    username: `alma.${tag}`,
    gender: 'female',
    email,
    password: DEMO_PASSWORD,
    accountType: 'doctor',
  });
  await visit(page, `/verify?email=${encodeURIComponent(email)}`, findings);
  await post('/api/user/verify', {
    email,
    code: await verificationCodeFor(email),
    password: DEMO_PASSWORD,
  });
  const login = await apiLogin(email);

  // The links of the two emails, opened as their reader would.
  await post('/api/user/forgot', { email });
  await page.goto((await resetLinkFor(email)).link);
  await scan(page, '/auth/reset?token=…', findings);
  const asked = await apiCall('POST', `/api/user/email/${login.user._id}`, login.token, {
    currentPassword: DEMO_PASSWORD,
    newEmail: `new.${email}`,
  });
  expect(asked.status, 'asking for a new address').toBe(200);
  await page.goto(await emailChangeLinkFor(`new.${email}`));
  await scan(page, '/auth/confirm-email?token=…', findings);

  // Signed in, the new doctor gives their details, then waits for an administrator.
  await signInAs(page, email);
  await visit(page, '/createdoc', findings);
  const details = await apiCall('POST', '/api/doctor/create', login.token, {
    licenseNumber: `LIC-${tag}`,
    specialization: 'Pediatrics',
    hospital: 'Harbor Clinic',
  });
  expect(details.status, 'the doctor details').toBe(201);
  await page.goto('/doctor/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Awaiting administrator approval' }),
  ).toBeVisible();
  await scan(page, '/doctor/dashboard, awaiting approval', findings);
  await visit(page, '/doctor/patients', findings);

  // The administrator's list of doctors awaiting approval, the approval and the delete question.
  await signInAs(page, demo.admin);
  await visit(page, '/admin/doctors?approval=waiting', findings);
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, "/admin/doctors, a waiting doctor's menu open", findings);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await scan(page, '/admin/doctors, Delete asked', findings);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await scan(page, '/admin/doctors, Reject asked', findings);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
  await page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await scan(page, '/admin/doctors, Approve asked', findings);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    page.getByText(`Dr. ${name} is approved and can now see their patients.`),
  ).toBeVisible();
  await scan(page, '/admin/doctors, after approving', findings);
  report(findings);
});

test.describe('signed in', () => {
  // About 20 screens each: up to 45 s seen while other work shared the two cores.
  test.describe.configure({ timeout: 120_000 });
  let appointmentId = '';
  let patientId = '';
  let doctorId = '';

  test.beforeAll(async () => {
    const doctor = await apiSession(demo.doctor);
    patientId = await patientIdOf(await apiLogin(demo.patient));
    doctorId = await doctorIdOf(doctor);
    appointmentId = await bookAsDoctor(doctor, {
      patient: patientId,
      date: dayFromToday(200 + Math.floor(Math.random() * 150)),
      reason: 'Accessibility scan',
    });
  });

  test('the patient area', async ({ page }) => {
    const findings: Findings = [];
    await signInAs(page, demo.patient);
    await page.goto('/patient/dashboard'); // the menu's Home scans it
    await scanMenu(page, 'patient', findings);
    for (const path of [
      '/patient/appointments/book',
      `/patient/appointments/view/${appointmentId}`,
      '/patient/settings/update-pass',
      '/patient/settings/doctors',
      '/patient/no-such-page',
    ]) {
      await visit(page, path, findings);
    }
    await openThread(page, 'patient', findings);
    await openReschedule(page, `/patient/appointments/view/${appointmentId}`, findings);
    await page.goto('/patient/appointments');
    await page
      .getByRole('button', { name: /^Cancel / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Cancel appointment' })).toBeVisible();
    await scan(page, '/patient/appointments, Cancel asked', findings);
    await page.getByRole('button', { name: 'Keep Appointment' }).click();
    await scanDark(page, ['/patient/dashboard', '/patient/appointments'], findings);
    report(findings);
  });

  test('the doctor area', async ({ page }) => {
    const findings: Findings = [];
    const login = await signInAs(page, demo.doctor);
    await page.goto('/doctor/dashboard'); // the menu's Home scans it
    await scanMenu(page, 'doctor', findings);
    for (const path of [
      '/doctor/appointments/create',
      `/doctor/appointments/view/${appointmentId}`,
      `/doctor/appointments/update/${appointmentId}`,
      `/doctor/patients/view/${patientId}`,
      '/doctor/sportNutri/add-Food',
      '/doctor/sportNutri/add-Sport',
      '/doctor/reports',
      '/doctor/settings/availability',
      '/doctor/settings/update-pass',
    ]) {
      await visit(page, path, findings);
    }
    await openThread(page, 'doctor', findings);
    await openReschedule(page, `/doctor/appointments/view/${appointmentId}`, findings);
    await openRowMenu(page, '/doctor/appointments', findings, 'Delete');
    await scanDark(page, ['/doctor/dashboard', `/doctor/appointments/${login.user._id}`], findings);
    report(findings);
  });

  test('the admin area', async ({ page }) => {
    const findings: Findings = [];
    await signInAs(page, demo.admin);
    await page.goto('/admin/dashboard'); // the menu's Home scans it
    await scanMenu(page, 'admin', findings);
    for (const path of [
      '/admin/appointments/create',
      `/admin/appointments/view/${appointmentId}`,
      `/admin/appointments/update/${appointmentId}`,
      `/admin/patients/view/${patientId}`,
      `/admin/patients/audit/${patientId}`,
      `/admin/doctors/view/${doctorId}`,
      `/admin/doctors/${doctorId}/availability`,
      '/admin/specializations',
      '/admin/settings/update-pass',
    ]) {
      await visit(page, path, findings);
    }
    await openReschedule(page, `/admin/appointments/view/${appointmentId}`, findings);
    await openRowMenu(page, '/admin/appointments', findings);
    await scanDark(page, ['/admin/dashboard', '/admin/appointments'], findings);
    report(findings);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists as cards and the open menu', async ({ page }) => {
    const findings: Findings = [];
    await signInAs(page, demo.doctor);
    await visit(page, '/doctor/dashboard', findings);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await scan(page, '/doctor/dashboard, menu open', findings);
    await signInAs(page, demo.patient);
    await visit(page, '/patient/appointments', findings);
    await signInAs(page, demo.admin);
    await visit(page, '/admin/patients', findings);
    report(findings);
  });

  // Cards, not tables, and narrower controls: in the dark theme, the rules that a layout can
  // change (every rule runs on the phone screens of the test above).
  test('dashboards and lists in the dark theme', async ({ page }) => {
    test.setTimeout(120_000);
    const findings: Findings = [];
    const patient = await apiLogin(demo.patient);
    const patientId = await patientIdOf(patient);
    // The dashboards and one screen of each kind of list (a list kind in one area only: the
    // component is the same in the others).
    const areas: [string, string[]][] = [
      [
        demo.patient,
        [
          '/patient/dashboard',
          '/patient/appointments',
          '/patient/nutrition',
          '/patient/notifications',
          '/patient/chats',
        ],
      ],
      [
        demo.doctor,
        ['/doctor/dashboard', '/doctor/appointments', '/doctor/patients', '/doctor/health'],
      ],
      [
        demo.admin,
        [
          '/admin/dashboard',
          '/admin/appointments',
          '/admin/doctors',
          `/admin/patients/audit/${patientId}`,
          '/admin/emergency-access',
        ],
      ],
    ];
    for (const [who, paths] of areas) {
      await signInAs(page, who);
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      for (const path of paths) {
        await page.goto(path);
        await scan(page, `${path} on a phone`, findings, 'dark', 'layout');
      }
    }
    report(findings);
  });
});
