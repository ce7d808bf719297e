// Accessibility as axe sees it (issue: the design pass): every screen of the public pages and of
// the three areas, every menu entry, the detail, form and settings pages, and the dashboards in
// both themes, scanned against WCAG 2.2 AA and best practice. A serious or critical violation
// fails the test, named with its rule, its targets and the screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, demo } from '../fixtures/api';
import { apiSession, bookAsDoctor, dayFromToday, doctorIdOf } from '../fixtures/doctor';
import { patientIdOf } from '../fixtures/patient-api';
import { signInAs } from '../fixtures/session';
import { AuthLoginPage } from '../pages/auth-login.page';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** What the scans found that fails the test, one line per rule, target and screen. */
type Findings = string[];

/** Every screen scanned in this run, for the summary line. */
const scanned: string[] = [];

/**
 * The rules a second theme can change: the rest reads markup, which is the same in both. A dark
 * screen runs only these, so both themes are checked for a fraction of the time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits for the screen's heading and for its spinners to go, then runs axe. */
async function scan(
  page: Page,
  screen: string,
  findings: Findings,
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  await expect(page.locator('h1').first(), `${screen}: no heading`).toBeVisible();
  // Lower charts draw only when scrolled near: scroll down until nothing is loading.
  const loading = page.getByRole('status', { name: /^Loading/ });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          for (const main of document.querySelectorAll('main')) main.scrollTop = main.scrollHeight;
        });
        return loading.count();
      },
      { message: `${screen}: still loading`, intervals: [100, 200, 400] },
    )
    .toBe(0);
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(scheme, `${screen}: the page's colour scheme`).toBe(theme);

  let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  axe = theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe.withTags(TAGS);
  const results = await axe.analyze();
  const name = theme === 'dark' ? `${screen} (dark)` : screen;
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
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

function report(findings: Findings) {
  expect(findings, `serious or critical axe violations:\n${findings.join('\n')}`).toEqual([]);
}

test.afterAll(() => {
  console.log(`axe scanned ${scanned.length} screens`);
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
      '/admin/settings/update-pass',
    ]) {
      await visit(page, path, findings);
    }
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
});
