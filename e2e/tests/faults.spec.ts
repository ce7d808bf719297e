// The front end under faults (issue 9): a portal's server stopping while a user is inside its
// area, the API unreachable, and a slow API.
import { expect, test, type Page } from '@playwright/test';
import { signInAs, waitingDoctor } from '../fixtures/builders';
import { DEMO_PASSWORD, apiLogin, demo } from '../fixtures/api';
import { apiSession, bookAsDoctor } from '../fixtures/doctor';
import {
  apiCalls,
  bringApiBack,
  countRequests,
  dropScript,
  proxyAnswers502,
  recordToasts,
  slowDownApi,
  takeApiDown,
  toastsShown,
} from '../fixtures/faults';
import { dayFromToday, patientIdOf } from '../fixtures/patient-api';
import { serveSpare, spareUrl, stopNow } from '../fixtures/servers';
import { AreaPage } from '../pages/area.page';
import { AuthLoginPage } from '../pages/auth-login.page';
import { DoctorPlanFormPage } from '../pages/doctor-plans.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';
import { PatientDashboardPage } from '../pages/patient-dashboard.page';
import { PatientReportsPage } from '../pages/patient-reports.page';

test.describe('a portal’s server stops mid-session', () => {
  test('the patient area says so, and Retry works once the server is back', async ({ page }) => {
    test.setTimeout(120_000);
    // A copy of the shell whose patient portal is served by this test, to stop and restart.
    const shell = await serveSpare('shell', { spare: ['patient-portal'] });
    let portal = await serveSpare('patient-portal');
    const area = new AreaPage(page);
    try {
      await page.goto(spareUrl('shell') + '/loading');
      await signInAs(page, demo.patient);

      await test.step('Jane is on her dashboard', async () => {
        await page.goto(spareUrl('shell') + '/patient/dashboard');
        await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
      });

      await test.step('the portal’s server stops; she opens a screen not loaded yet', async () => {
        // Stopped hard, as a crash would: open keep-alive connections are dropped too.
        await stopNow(portal);
        await area.menu().getByRole('link', { name: 'Food Recommendations' }).click();
        await expect(area.unavailable()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        // The shell itself is still there: no blank page, no raw error.
        await expect(page.locator('body')).not.toContainText(/ChunkLoadError|Loading chunk/);
      });

      await test.step('Retry while the server is still down keeps the message', async () => {
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(area.unavailable()).toBeVisible({ timeout: 20_000 });
      });

      await test.step('the server is back: Retry shows the screen she asked for', async () => {
        portal = await serveSpare('patient-portal');
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'Recommended Foods' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page).toHaveURL(/\/patient\/nutrition$/);
      });

      await test.step('and the rest of the area works again', async () => {
        await area.menu().getByRole('link', { name: 'Sports Recommendations' }).click();
        await expect(page.getByRole('heading', { name: 'Recommended Sports' })).toBeVisible();
        await area.menu().getByRole('link', { name: 'Home' }).click();
        await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
      });
    } finally {
      await stopNow(portal);
      await stopNow(shell);
    }
  });
});

// What each screen says when the API cannot be reached: spec §8's texts ('Error: {message}'
// with 'Something went wrong. Please try again.' for a failed call, or the screen's own text).
const OTHER_ERROR = 'Something went wrong. Please try again.';
const LIST_ERROR = `Error: ${OTHER_ERROR}`;
const NOTIFICATIONS_ERROR = 'Failed to load notifications. Please try again.';
const USER_ERROR = 'Failed to fetch user data.';
const NO_ID = '00000000-0000-4000-8000-000000000000';

const screensWithApiDown = {
  patient: {
    email: demo.patient,
    screens: [
      ['/patient/dashboard', 'Patient Dashboard', LIST_ERROR],
      ['/patient/appointments', 'Patient Appointments', LIST_ERROR],
      ['/patient/appointments/book', 'Book an Appointment', LIST_ERROR],
      [`/patient/appointments/view/${NO_ID}`, 'Appointment Details', OTHER_ERROR],
      ['/patient/nutrition', 'Recommended Foods', LIST_ERROR],
      ['/patient/sports', 'Recommended Sports', LIST_ERROR],
      ['/patient/notifications', 'Notifications', NOTIFICATIONS_ERROR],
      ['/patient/reports', 'Health Reports', LIST_ERROR],
      ['/patient/feedback', 'Feedback', LIST_ERROR],
      ['/patient/settings', 'Settings', USER_ERROR],
    ],
  },
  doctor: {
    email: demo.doctor,
    screens: [
      ['/doctor/dashboard', 'Doctor Dashboard', LIST_ERROR],
      ['/doctor/appointments', 'Appointments', LIST_ERROR],
      // The doctor's own record is looked up first, so that is the call that fails.
      ['/doctor/appointments/create', 'Create New Appointment', LIST_ERROR],
      [`/doctor/appointments/view/${NO_ID}`, 'Appointment Details', LIST_ERROR],
      ['/doctor/patients', 'All Patients', LIST_ERROR],
      ['/doctor/health', 'Patient Health Issues', LIST_ERROR],
      ['/doctor/sportNutri', 'Nutrition & Sports Planner', LIST_ERROR],
      ['/doctor/sportNutri/add-Food', 'Food Recommendation', LIST_ERROR],
      ['/doctor/notifications', 'Notifications', NOTIFICATIONS_ERROR],
      ['/doctor/settings', 'Settings', USER_ERROR],
    ],
  },
  admin: {
    email: demo.admin,
    screens: [
      ['/admin/dashboard', 'Admin Dashboard', 'Failed to fetch dashboard data'],
      ['/admin/appointments', 'All Appointments', 'Failed to fetch appointments'],
      [
        '/admin/appointments/create',
        'Create New Appointment',
        'Failed to load patients or doctors',
      ],
      [`/admin/appointments/view/${NO_ID}`, 'Appointment Details', 'Failed to fetch appointment'],
      ['/admin/patients', 'All Patients', 'Failed to fetch patient data.'],
      ['/admin/notifications', 'Notifications', NOTIFICATIONS_ERROR],
      ['/admin/settings', 'Settings', USER_ERROR],
    ],
  },
} as const;

/** Client-side navigation, as a menu link does (the app stays loaded). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const CHART_FAILED = 'The chart could not be drawn. Here are its numbers.';
// Text found only in the charts' module, and only in the chart library's code.
const CHARTS_MARKER = CHART_FAILED;
const CHART_LIBRARY_MARKER = 'resetSeries';

test.describe('a script that fails to arrive', () => {
  // Shared code (the charts, the chart library) is loaded through the federation runtime, which
  // kept a failed load and answered every later request for it with the same failure.
  test('the charts’ code dropped while the figures load: the dashboard still draws its charts', async ({
    page,
  }) => {
    await signInAs(page, demo.patient);
    const dashboard = new PatientDashboardPage(page);
    let releaseFigures: () => void = () => undefined;
    const figuresHeld = new Promise<void>((resolve) => (releaseFigures = resolve));
    await page.route(
      (url) => apiCalls(url) && url.pathname.startsWith('/api/stats/patient/'),
      async (route) => {
        await figuresHeld;
        await route.continue();
      },
    );
    const dropped = dropScript(page, CHARTS_MARKER);
    await dashboard.goto();
    // The dashboard fetches the charts' code once its frame has painted; that fetch fails.
    await await dropped;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    releaseFigures();
    await expect(dashboard.drawing('Appointments in the last 7 days')).toBeVisible();
    await expect(dashboard.drawing('Health by Status')).toBeVisible();
    await expect(new AreaPage(page).unavailable()).toHaveCount(0);
  });

  test('the chart library dropped once: the dashboard still draws its charts', async ({ page }) => {
    await signInAs(page, demo.patient);
    const dashboard = new PatientDashboardPage(page);
    const dropped = dropScript(page, CHART_LIBRARY_MARKER);
    await dashboard.goto();
    await await dropped;
    await expect(dashboard.drawing('Appointments in the last 7 days')).toBeVisible();
    await expect(dashboard.drawing('Health by Status')).toBeVisible();
    await expect(page.getByText(CHART_FAILED)).toHaveCount(0);
  });

  test('the chart library dropped for a chart: it shows its numbers, the next chart asks again', async ({
    page,
  }) => {
    await signInAs(page, demo.patient);
    const dashboard = new PatientDashboardPage(page);
    const area = new AreaPage(page);
    // The first chart's fetch before its turn and its own fetch both fail.
    const dropped = dropScript(page, CHART_LIBRARY_MARKER, 2);
    await dashboard.goto();
    await await dropped;
    const first = dashboard.chart('Appointments in the last 7 days');
    await expect(first).toContainText(CHART_FAILED);
    await expect(
      first.getByRole('table', { name: 'Appointments in the last 7 days' }),
    ).toBeVisible();
    await expect(dashboard.drawing('Health by Status')).toBeVisible();

    await area.menu().getByRole('link', { name: 'Food Recommendations' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended Foods' })).toBeVisible();
    await area.menu().getByRole('link', { name: 'Home' }).click();
    await expect(dashboard.drawing('Appointments in the last 7 days')).toBeVisible();
    await expect(dashboard.drawing('Health by Status')).toBeVisible();
    await expect(page.getByText(CHART_FAILED)).toHaveCount(0);
  });
});

const RAW_ERROR =
  /TypeError|NetworkError|ERR_|ChunkLoadError|\[object Object\]|undefined|^Failed to fetch$/m;

test.describe('the API is unreachable', () => {
  for (const [role, { email, screens }] of Object.entries(screensWithApiDown)) {
    test(`every ${role} screen shows the spec's error text, never a blank page`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInAs(page, email);
      await takeApiDown(page);
      let first = true;
      for (const [path, title, message] of screens) {
        await test.step(`${title}: '${message}'`, async () => {
          if (first) await page.goto(path);
          else await openInApp(page, path);
          first = false;
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { name: title }).first()).toBeVisible();
          // Failed calls are retried (network failures) before the error shows: as an alert,
          // or (a select's options) as the field's hint.
          await expect(main.getByText(message, { exact: true }).first()).toBeVisible({
            timeout: 20_000,
          });
          await expect(main).not.toContainText(RAW_ERROR);
          // The area's frame stays: menu and Logout.
          await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
        });
      }
    });
  }

  test('behind a proxy answering 502 with its HTML page, screens still say what failed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const screens = [
      [demo.patient, '/patient/dashboard', 'Error: Failed to fetch patient data.'],
      [demo.patient, '/patient/notifications', NOTIFICATIONS_ERROR],
      [demo.patient, '/patient/settings', USER_ERROR],
      [demo.doctor, '/doctor/appointments', 'Error: Failed to fetch doctor information.'],
      [demo.admin, '/admin/dashboard', 'Failed to fetch dashboard data'],
      [demo.admin, '/admin/patients', 'Failed to fetch patient data.'],
    ] as const;
    await proxyAnswers502(page);
    for (const [email, path, message] of screens) {
      await test.step(`${path}: '${message}'`, async () => {
        await signInAs(page, email);
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByText(message, { exact: true })).toBeVisible({ timeout: 20_000 });
        await expect(main).not.toContainText(/Bad Gateway|nginx|<html|<h1>/);
        await expect(main.getByRole('heading', { name: '502 Bad Gateway' })).toHaveCount(0);
      });
    }
  });

  test('login and forgot password say what failed', async ({ page }) => {
    await takeApiDown(page);
    const login = new AuthLoginPage(page);
    await login.goto();
    await login.logIn(demo.patient, DEMO_PASSWORD);
    await expect(login.message(`Login error: ${OTHER_ERROR}`)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.submit()).toBeEnabled();

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel(/email/i).fill(demo.patient);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(OTHER_ERROR).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(RAW_ERROR);
  });

  test('once the API is back, Retry shows the data', async ({ page }) => {
    await signInAs(page, demo.patient);
    await takeApiDown(page);
    await page.goto('/patient/notifications');
    await expect(page.getByRole('alert').filter({ hasText: NOTIFICATIONS_ERROR })).toBeVisible({
      timeout: 20_000,
    });
    await bringApiBack(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NOTIFICATIONS_ERROR })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(OTHER_ERROR);
  });
});

test.describe('a slow API (2 s a call)', () => {
  test('login: the button says Logging in..., and a double click logs in once', async ({
    page,
  }) => {
    const login = new AuthLoginPage(page);
    await login.goto();
    const sent = await slowDownApi(page, 2000);
    await login.email().fill(demo.patient);
    await login.password().fill(DEMO_PASSWORD);
    await login.submit().dblclick();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/patient\/dashboard$/, { timeout: 20_000 });
    await test.step('the dashboard shows a spinner while its figures are on their way', async () => {
      await expect(page.getByRole('status').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
      await expect(page.getByText('My Appointments')).toBeVisible({ timeout: 30_000 });
    });
    expect(countRequests(sent, 'POST', '/api/user/login')).toBe(1);
  });

  test('booking: a double click on Submit Appointment books once', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, demo.patient);
    const appointments = new PatientAppointmentsPage(page);
    const sent = await slowDownApi(page, 2000);
    await page.goto('/patient/appointments/book');
    await expect(page.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    await test.step('the doctors load behind a spinner', async () => {
      await expect(page.getByRole('status').first()).toBeVisible();
      await appointments.findDoctor({ specialization: 'Dermatology' });
      await appointments.doctorChoice(/Dr\. Leila Haddad/).check({ timeout: 30_000 });
    });
    // Within the doctor's booking horizon (90 days by default), past the day patient.spec books.
    await appointments.chooseFirstFreeSlot(dayFromToday(31 + Math.floor(Math.random() * 50)));
    await appointments.reason().fill('Slow network check');
    await appointments.submit().dblclick();
    await expect(appointments.submit()).toBeDisabled();
    await expect(page.getByText('Appointment created successfully!')).toBeVisible({
      timeout: 20_000,
    });
    expect(countRequests(sent, 'POST', '/api/appointment/create')).toBe(1);
  });

  test('a health report: a double click on Submit Report sends it once', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, demo.patient);
    const reports = new PatientReportsPage(page);
    const sent = await slowDownApi(page, 2000);
    await reports.goto();
    const title = `Slow network report ${Date.now()}`;
    await reports.title().fill(title);
    await reports.submit().dblclick();
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await expect(reports.rows(title)).toHaveCount(1, { timeout: 30_000 });
    expect(countRequests(sent, 'POST', '/api/health/create')).toBe(1);
  });
  test('a confirm dialog and the doctor’s food plan: a double click acts once', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const doctor = await apiSession(demo.doctor);
    const patientId = await patientIdOf(await apiLogin(demo.patient));
    const appointmentId = await bookAsDoctor(doctor, {
      patient: patientId,
      date: dayFromToday(120 + Math.floor(Math.random() * 200)),
      reason: 'Slow network cancel',
    });
    await recordToasts(page);

    await test.step('Jane cancels an appointment with a double click in the dialog', async () => {
      await signInAs(page, demo.patient);
      const sent = await slowDownApi(page, 2000);
      await page.goto(`/patient/appointments/view/${appointmentId}`);
      await page
        .getByRole('button', { name: /^Cancel/ })
        .first()
        .click({ timeout: 30_000 });
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Cancel Appointment' }).dblclick();
      await expect(dialog.getByRole('button', { name: 'Keep Appointment' })).toBeDisabled();
      await expect(page.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => toastsShown(page)).toContain('Appointment cancelled.');
      expect(countRequests(sent, 'PATCH', `/api/appointment/status/${appointmentId}`)).toBe(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    await test.step('the doctor sends a food plan with a double click', async () => {
      await signInAs(page, demo.doctor);
      const sent = await slowDownApi(page, 2000);
      const food = new DoctorPlanFormPage(page, 'Food');
      await page.goto('/doctor/sportNutri/add-Food');
      await food.choosePatient('Jane Cooper', { timeout: 30_000 });
      await food.fillRow(1, { 'Food Name': 'Slow network soup' });
      await page.getByRole('button', { name: 'Submit Recommendation' }).dblclick();
      await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
      await expect(page).not.toHaveURL(/add-Food$/, { timeout: 20_000 });
      expect(countRequests(sent, 'POST', '/api/foods/create')).toBe(1);
    });
  });
  test('a status button and Approve: a double click changes once', async ({ page }) => {
    test.setTimeout(150_000);
    const doctor = await apiSession(demo.doctor);
    const patientId = await patientIdOf(await apiLogin(demo.patient));
    const appointmentId = await bookAsDoctor(doctor, {
      patient: patientId,
      date: dayFromToday(120 + Math.floor(Math.random() * 200)),
      reason: 'Slow network confirm',
    });
    const waiting = await waitingDoctor('Sloane', 'Delaney');
    await recordToasts(page);

    await test.step('the doctor confirms an appointment with a double click', async () => {
      await signInAs(page, demo.doctor);
      const sent = await slowDownApi(page, 2000);
      await page.goto(`/doctor/appointments/view/${appointmentId}`);
      const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
      await confirm.dblclick({ timeout: 30_000 });
      await expect
        .poll(() => toastsShown(page), { timeout: 20_000 })
        .toContain('Appointment confirmed.');
      expect(countRequests(sent, 'PATCH', `/api/appointment/status/${appointmentId}`)).toBe(1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    await test.step("the admin approves a doctor with a double click on the dialog's Approve", async () => {
      await signInAs(page, demo.admin);
      const sent = await slowDownApi(page, 2000);
      await page.goto('/admin/doctors?q=Delaney');
      await page.getByRole('button', { name: 'Approve Sloane Delaney' }).click({ timeout: 30_000 });
      // Asked first: the double click lands on the dialog's Approve.
      const approve = page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Approve', exact: true });
      await approve.dblclick({ timeout: 30_000 });
      const approved = 'Dr. Sloane Delaney is approved and can now see their patients.';
      await expect(page.getByText(approved).first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(500);
      // One approval, one toast.
      expect((await toastsShown(page)).filter((text) => text === approved)).toHaveLength(1);
      expect(countRequests(sent, 'PATCH', `/api/doctor/approve/${waiting.doctorId}`)).toBe(1);
    });
  });
});
