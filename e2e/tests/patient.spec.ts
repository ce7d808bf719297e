import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { dayFromSeeding, longDate } from '../fixtures/dates';
import { apiGet, apiLogin, API_URL, DEMO_PASSWORD, demo } from '../fixtures/api';
import { loggedResponses } from '../fixtures/api-log';
import {
  apiCall,
  dayFromToday,
  otherPatient,
  patientIdOf,
  restorePassword,
  statsOf,
  tinyPng,
} from '../fixtures/patient-api';
import { AuthLoginPage } from '../pages/auth-login.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';
import { PatientAreaPage } from '../pages/patient-area.page';
import { PatientDashboardPage } from '../pages/patient-dashboard.page';
import { PatientPlansPage } from '../pages/patient-plans.page';
import { PatientReportsPage } from '../pages/patient-reports.page';
import { PatientSettingsPage } from '../pages/patient-settings.page';

// The demo patient is Jane Cooper (api/src/db/seed-demo.ts); Omar Farouk is another patient.
test.beforeEach(async ({ page }) => {
  await signInAs(page, demo.patient);
});

test("the dashboard shows Jane's own figures as the server counts them", async ({ page }) => {
  const stats = await statsOf(await apiLogin(demo.patient));
  const dashboard = new PatientDashboardPage(page);
  await dashboard.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();

  await test.step('the cards carry the counts and link inside the patient area', async () => {
    const appointments = dashboard.card('My Appointments');
    await expect(appointments).toContainText(String(stats.appointments.total));
    await expect(appointments).toContainText(
      `Average per day: ${stats.appointments.averagePerDay.toFixed(1)}`,
    );
    await expect(appointments).toHaveAttribute('href', '/patient/appointments');
    await expect(dashboard.card('My Doctors')).toContainText(String(stats.doctors));
    await expect(dashboard.card('My Doctors')).toHaveAttribute('href', '/patient/appointments');
    const health = dashboard.card('Health Issues');
    await expect(health).toContainText(String(stats.health.total));
    const top = stats.health.topStatus;
    await expect(health).toContainText(
      `Top status: ${top ? top.charAt(0).toUpperCase() + top.slice(1) : 'N/A'}`,
    );
    await expect(health).toHaveAttribute('href', '/patient/reports');
  });

  await test.step('both charts are drawn', async () => {
    await expect(dashboard.drawing('Appointments in the last 7 days')).toBeVisible();
    await expect(dashboard.drawing('Health by Status')).toBeVisible();
  });

  await test.step('Health Issues leads to the reports', async () => {
    await dashboard.card('Health Issues').click();
    await expect(page).toHaveURL(/\/patient\/reports$/);
  });
});

test('Jane books a dermatologist, sees the appointment pending, views it and cancels it', async ({
  page,
}) => {
  const appointments = new PatientAppointmentsPage(page);
  const area = new PatientAreaPage(page);
  const day = dayFromToday(30);
  let slot = '';

  await test.step('she finds a doctor by specialization and picks a day and a free half hour', async () => {
    await appointments.goto();
    await appointments.bookButton().click();
    await expect(area.heading('Book an Appointment')).toBeVisible();
    await appointments.findDoctor({ specialization: 'Dermatology' });
    await expect(appointments.doctorChoice(/Dr\. Marcus Okafor/)).toHaveCount(0);
    await appointments.doctorChoice(/Dr\. Leila Haddad/).check();
    slot = await appointments.chooseFirstFreeSlot(day);
    await appointments.reason().fill('Rash on the left arm');
    await appointments.notes().fill('Started two weeks ago');
    await appointments.submit().click();
  });

  await test.step('the booking is confirmed and she is back on her list, where it is pending', async () => {
    await expect(area.toast('Appointment created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/patient\/appointments$/);
    const row = appointments
      .rows(longDate(day))
      .filter({ hasText: 'Dr. Leila Haddad' })
      .filter({ hasText: slot });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(slot);
    await expect(row).toContainText('Pending');
  });

  await test.step('View shows every detail', async () => {
    await appointments
      .rows(longDate(day))
      .filter({ hasText: 'Dr. Leila Haddad' })
      .filter({ hasText: slot })
      .getByRole('link', { name: /^View/ })
      .click();
    await expect(page).toHaveURL(/\/patient\/appointments\/view\/[0-9a-f-]{36}$/);
    await expect(appointments.field('Doctor')).toHaveText('Dr. Leila Haddad');
    await expect(appointments.field('Specialization')).toHaveText('Dermatology');
    await expect(appointments.field('Hospital')).toHaveText('Riverside General Hospital');
    await expect(appointments.field('Date')).toHaveText(longDate(day));
    await expect(appointments.field('Time Slot')).toHaveText(slot);
    await expect(appointments.field('Status')).toHaveText('Pending');
    await expect(appointments.field('Reason')).toHaveText('Rash on the left arm');
    await expect(appointments.field('Notes')).toHaveText('Started two weeks ago');
    await page.getByRole('link', { name: 'Back to Appointments' }).click();
  });

  await test.step('she cancels it after the confirmation', async () => {
    const row = appointments
      .rows(longDate(day))
      .filter({ hasText: 'Dr. Leila Haddad' })
      .filter({ hasText: slot });
    await row.getByRole('button', { name: /^Cancel appointment/ }).click();
    await expect(appointments.cancelDialog()).toContainText(
      'Are you sure you want to cancel this appointment?',
    );
    // The question names what it acts on: the doctor, the day and the time.
    await expect(appointments.cancelDialog()).toContainText(
      `Dr. Leila Haddad, ${longDate(day)} at ${slot}`,
    );
    await expect(
      appointments.cancelDialog().getByRole('button', { name: 'Keep Appointment' }),
    ).toBeVisible();
    await appointments.cancelDialog().getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(area.toast('Appointment cancelled.')).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /^Cancel appointment/ })).toHaveCount(0);
  });
});

test('Jane’s appointments read in time order: Upcoming soonest first, then Past', async ({
  page,
}) => {
  const appointments = new PatientAppointmentsPage(page);
  const today = dayFromToday(0);
  await signInAs(page, demo.patient);
  await appointments.goto();

  await test.step('Upcoming comes first, from today on, the soonest at the top', async () => {
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Past']);
    await expect(appointments.section('Upcoming').getByRole('row').nth(1)).toBeVisible();
    const upcoming = await appointments.dates('Upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.every((day) => day >= today)).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort());
    // Her demo visits with Dr. Silva: the day after the seeding is the next one (tomorrow, unless
    // the run has gone past midnight).
    expect(upcoming[0]).toBe(dayFromSeeding(1));
  });

  await test.step('Past follows, the most recent at the top; from today on only what ended', async () => {
    const rows = await appointments.datesAndStatuses('Past');
    const past = rows.map((row) => row.date);
    // A cancelled or declined visit is history whatever its date (one an earlier story
    // cancelled may lead the list).
    expect(past.filter((day) => day < today).slice(0, 3)).toEqual([
      dayFromToday(-1),
      dayFromToday(-3),
      dayFromToday(-6),
    ]);
    for (const { date, status } of rows) {
      if (date >= today) expect(status).toMatch(/Cancelled|Declined/);
    }
    expect(past).toEqual([...past].sort().reverse());
  });
});

test('two patients want the same half hour: the second to submit sees the conflict', async ({
  page,
}) => {
  const appointments = new PatientAppointmentsPage(page);
  const day = dayFromToday(31);
  const omar = await apiLogin(otherPatient);
  const doctors = await apiGet<{ _id: string; user: { lastName: string } }[]>(
    '/api/doctor/search?specialization=Orthopedics',
    omar.token,
  );
  const novak = doctors.find((d) => d.user.lastName === 'Novak');
  expect(novak).toBeDefined();
  let slot = '';

  await test.step('Jane chooses Dr. Novak, a day and a free half hour', async () => {
    await page.goto('/patient/appointments/book');
    await appointments.findDoctor({ name: 'Novak' });
    await appointments.doctorChoice(/Dr\. Tomas Novak/).check();
    slot = await appointments.chooseFirstFreeSlot(day);
  });

  await test.step('meanwhile Omar books the same half hour', async () => {
    const booked = await apiCall('POST', '/api/appointment/create', omar.token, {
      doctor: novak!._id,
      date: day,
      timeSlot: slot,
    });
    expect(booked.status).toBe(201);
  });

  await test.step("Jane submits and sees the server's conflict message; the time is gone", async () => {
    await appointments.submit().click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(
      'This time slot is already booked for this doctor.',
    );
    await expect(page).toHaveURL(/\/patient\/appointments\/book$/);
    await expect(appointments.time(slot)).toHaveCount(0);
    await expect(appointments.times().first()).toHaveAttribute('aria-pressed', 'false');
  });
});

test('Jane reads her newest food plan and rates it', async ({ page }) => {
  const plans = new PatientPlansPage(page);
  const area = new PatientAreaPage(page);

  await test.step('Food Recommendations lists her plans, numbered, newest first', async () => {
    await page.goto('/patient/dashboard');
    await area.goTo('Food Recommendations');
    await expect(area.heading('Recommended Foods')).toBeVisible();
    const newest = plans.recommendation(1);
    await expect(newest.getByRole('columnheader')).toHaveText(['Name', 'Quantity', 'Time of Day']);
    await expect(plans.recommendation(2)).toBeVisible();
    await newest.getByRole('link', { name: /: Recommendation 1$/ }).click();
  });

  await test.step('she gives it 4 stars with a comment', async () => {
    await expect(area.heading('Feedback')).toBeVisible();
    await expect(plans.plan()).toHaveValue(/^food:/);
    await plans.stars(4).check();
    await plans.comment().fill('Tasty and easy to follow');
    await plans.submit().click();
    await expect(area.toast('Thank you for your feedback!')).toBeVisible();
    await expect(
      plans.myFeedback().getByRole('row').filter({ hasText: 'Tasty and easy to follow' }),
    ).toContainText('4 out of 5');
  });

  await test.step('the plan shows her rating, as the server keeps it', async () => {
    await area.goTo('Food Recommendations');
    await expect(plans.recommendation(1)).toContainText('Your rating: 4 out of 5');
    const jane = await apiLogin(demo.patient);
    const [newest] = await apiGet<{ feedback?: { rating: number; comment?: string } }[]>(
      `/api/foods/patient/${await patientIdOf(jane)}?limit=1`,
      jane.token,
    );
    expect(newest?.feedback).toMatchObject({ rating: 4, comment: 'Tasty and easy to follow' });
  });
});

test('Jane reports a health complaint and sees it open', async ({ page }) => {
  const reports = new PatientReportsPage(page);
  const area = new PatientAreaPage(page);
  await page.goto('/patient/dashboard');
  await area.goTo('Reports');
  await expect(area.heading('Health Reports')).toBeVisible();

  await test.step('a title is required', async () => {
    await reports.submit().click();
    await expect(page.getByText('Title is required')).toBeVisible();
  });

  await test.step('she describes the complaint and sends it', async () => {
    await reports.title().fill('Knee pain after running');
    await reports.description().fill('Sharp pain below the right knee for three days.');
    await reports.submit().click();
    await expect(area.toast('Your health report was sent to your care team.')).toBeVisible();
    await expect(reports.title()).toHaveValue('');
    const row = reports.rows('Knee pain after running');
    await expect(row).toContainText('Sharp pain below the right knee');
    await expect(row).toContainText('Open');
  });
});

test('Jane changes her name and photo and the side menu shows them', async ({ page }) => {
  const settings = new PatientSettingsPage(page);
  const area = new PatientAreaPage(page);
  const jane = await apiLogin(demo.patient);
  try {
    await page.goto('/patient/dashboard');
    await area.goTo('Settings');
    await expect(area.heading('Settings')).toBeVisible();
    await expect(area.menuName()).toHaveText('Jane Cooper');

    await test.step('she saves a new first name', async () => {
      await settings.field('First Name').fill('Janet');
      await settings.saveProfile().click();
      await expect(area.toast('User data updated successfully!')).toBeVisible();
      await expect(area.menuName()).toHaveText('Janet Cooper');
    });

    await test.step('she chooses a photo, sees the preview and saves it', async () => {
      await settings
        .photoInput()
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
      await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
      await settings.saveImage().click();
      await expect(area.toast('Image updated successfully')).toBeVisible();
      // Fetched with her token and shown from memory: the API serves photos to no one else.
      await expect(area.menuPhoto()).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(() => area.menuPhoto().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step('the photo itself is not served without a token', async () => {
      const { image } = await apiGet<{ image: string }>(
        `/api/user/getOne/${jane.user._id}`,
        jane.token,
      );
      expect(image).toMatch(new RegExp(`^${API_URL}/api/files/`));
      expect((await fetch(image)).status).toBe(401);
      const withToken = await fetch(image, { headers: { authorization: `Bearer ${jane.token}` } });
      expect(withToken.status).toBe(200);
    });

    await test.step('after a reload the menu still shows them', async () => {
      await page.reload();
      await expect(area.menuName()).toHaveText('Janet Cooper');
      await expect(area.menuPhoto()).toHaveAttribute('src', /^blob:/);
    });
  } finally {
    await apiCall('PUT', `/api/user/profile/${jane.user._id}`, jane.token, { firstName: 'Jane' });
  }
});

test('Jane pages through her notifications and deletes one', async ({ page }) => {
  const settings = new PatientSettingsPage(page);
  const area = new PatientAreaPage(page);
  const jane = await apiLogin(demo.patient);
  const before = await apiCall<{ _id: string; message: string }[]>(
    'GET',
    `/api/notify/get/${jane.user._id}?limit=8`,
    jane.token,
  );
  expect(before.total ?? 0).toBeGreaterThan(8);
  const pages = Math.ceil((before.total ?? 0) / 8);

  await page.goto('/patient/dashboard');
  await area.goTo('Notifications');
  await expect(area.heading('Notifications')).toBeVisible();

  await test.step('8 a page, with Previous and Next', async () => {
    await expect(settings.notifications()).toHaveCount(8);
    await expect(settings.pageLabel()).toHaveText(`Page 1 of ${pages}`);
    await expect(settings.previous()).toBeDisabled();
    await settings.next().click();
    await expect(settings.pageLabel()).toHaveText(`Page 2 of ${pages}`);
    await settings.previous().click();
    await expect(settings.pageLabel()).toHaveText(`Page 1 of ${pages}`);
    await expect(settings.notifications().first()).toContainText(before.body[0]!.message);
  });

  await test.step('she deletes the newest one after the confirmation', async () => {
    await settings
      .notifications()
      .first()
      .getByRole('button', { name: 'Delete notification' })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this notification?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => {
        const after = await apiCall<{ _id: string }[]>(
          'GET',
          `/api/notify/get/${jane.user._id}?limit=8`,
          jane.token,
        );
        return { total: after.total, gone: !after.body.some((n) => n._id === before.body[0]!._id) };
      })
      .toEqual({ total: (before.total ?? 0) - 1, gone: true });
    await expect(settings.notifications()).toHaveCount(8);
  });
});

test("another patient's appointment is 'Appointment not found.', and the server answered 404", async ({
  page,
}) => {
  const omar = await apiLogin(otherPatient);
  const [theirs] = await apiGet<{ _id: string }[]>('/api/appointment/all?limit=1', omar.token);
  expect(theirs).toBeDefined();
  const path = `/api/appointment/get/${theirs!._id}`;

  const answer = page.waitForResponse((r) => r.url().endsWith(path));
  await page.goto(`/patient/appointments/view/${theirs!._id}`);
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText('Appointment not found.');
  await expect(page.locator('dl')).toHaveCount(0);

  // Every GET of it was refused (the browser's CORS preflights are OPTIONS).
  const gets = () => loggedResponses(path).filter((r) => r.method === 'GET');
  await expect.poll(() => gets().map((r) => r.status)).toContain(404);
  expect(gets().every((r) => r.status === 404)).toBe(true);
});

test('Jane changes her password and logs in with the new one', async ({ page }) => {
  const settings = new PatientSettingsPage(page);
  const area = new PatientAreaPage(page);
  const newPassword = 'Sunrise-2026!';
  let changed = false;
  try {
    await test.step('Settings leads to Update Password, where the server checks the current one', async () => {
      await settings.goto();
      await settings.updatePasswordLink().click();
      await expect(page).toHaveURL(/\/patient\/settings\/update-pass$/);
      await settings.currentPassword().fill('not-my-password');
      await settings.newPassword().fill(newPassword);
      await settings.confirmPassword().fill(newPassword);
      await settings.submitPassword().click();
      await expect(
        page.getByRole('form', { name: 'Update Password' }).getByRole('alert').first(),
      ).toBeVisible();
    });

    await test.step('with the right current password it is changed', async () => {
      await settings.currentPassword().fill(DEMO_PASSWORD);
      await settings.newPassword().fill(newPassword);
      await settings.confirmPassword().fill(newPassword);
      await settings.submitPassword().click();
      await expect(area.toast('Password updated successfully')).toBeVisible();
      changed = true;
    });

    await test.step('she logs out and back in with the new password', async () => {
      await area.menu().getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const login = new AuthLoginPage(page);
      await login.logIn(demo.patient, newPassword);
      await expect(page).toHaveURL(/\/patient\/dashboard$/);
      await expect(area.heading('Patient Dashboard')).toBeVisible();
    });
  } finally {
    if (changed) await restorePassword(demo.patient, newPassword);
  }
});
