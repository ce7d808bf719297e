import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo } from '../fixtures/api';
import { apiCall, countAppointments, doctorIdByName, patientIdByName } from '../fixtures/admin-api';
import { dayFromToday } from '../fixtures/patient-api';
import {
  adminLogin,
  book,
  newDoctor,
  newPatient,
  signedInPage,
  signInAs,
  waitingDoctor,
} from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';
import { AdminAppointmentsPage } from '../pages/admin-appointments.page';
import { AdminDashboardPage } from '../pages/admin-dashboard.page';
import { AdminPeoplePage } from '../pages/admin-people.page';
import { AdminReportsPage } from '../pages/admin-reports.page';

/**
 * E2E_SCREENSHOTS=1: the screen with `subject` scrolled to the top, light and dark, wide and phone,
 * as docs/screenshots/no-shows-*.
 */
const noShowScreenshots = screenshotSet('E2E_SCREENSHOTS', {
  prefix: 'no-shows-',
  defaults: { frame: 'top', fullPage: false },
});
const noShowShots = (page: Page, name: string, subject: Locator) =>
  noShowScreenshots.save(page, name, {
    show: async () => {
      await expect(subject).toBeVisible();
      return subject;
    },
  });

// The demo admin is Alex Morgan (api/src/db/seed-demo.ts). Tests that change people make their
// own (sign-up through the API), so the demo data other tests rely on stays as seeded.

interface AdminStats {
  patients: number;
  doctors: number;
  pendingDoctors: number;
  appointments: {
    total: number;
    averagePerDay: number;
    last7Days: { date: string; count: number }[];
  };
  health: {
    total: number;
    topStatus: string | null;
    byStatus: { status: string; count: number }[];
  };
  nutrition: { latestRating: number | null };
  sports: { latestRating: number | null };
}

async function adminStats(): Promise<AdminStats> {
  const { token } = await adminLogin();
  return (await apiCall<AdminStats>('GET', '/api/stats/admin', token)).body;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const rating = (value: number | null) => (value === null ? 'N/A' : `${value}/5`);
/** 'Mon 23', as the line chart labels a day. */
const chartDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(day)} ${day.getUTCDate()}`;
};

test.beforeEach(async ({ page }) => {
  await signInAs(page, demo.admin);
});

test("the dashboard's cards and charts equal the server's counts, and move with a new appointment", async ({
  page,
}) => {
  const dashboard = new AdminDashboardPage(page);
  const stats = await adminStats();

  await test.step('the six cards carry the figures of GET /api/stats/admin', async () => {
    await dashboard.goto();
    await expect(dashboard.heading('Admin Dashboard')).toBeVisible();
    await expect(dashboard.card('Patients')).toContainText(String(stats.patients));
    await expect(dashboard.card('Doctors')).toContainText(String(stats.doctors));
    await expect(dashboard.card('Appointments')).toContainText(String(stats.appointments.total));
    await expect(dashboard.card('Appointments')).toContainText(
      `Average per day: ${stats.appointments.averagePerDay.toFixed(1)}`,
    );
    await expect(dashboard.card('Health')).toContainText(String(stats.health.total));
    await expect(dashboard.card('Health')).toContainText(
      `Top status: ${stats.health.topStatus ? capitalised(stats.health.topStatus) : 'N/A'}`,
    );
    await expect(dashboard.card('Nutrition')).toContainText(
      `Latest rating: ${rating(stats.nutrition.latestRating)}`,
    );
    await expect(dashboard.card('Sports')).toContainText(
      `Latest rating: ${rating(stats.sports.latestRating)}`,
    );
  });

  await test.step('the three charts are drawn, with the same totals', async () => {
    for (const chart of [
      'Appointments in the last 7 days',
      'Health Complaints by Status',
      'Doctors vs Patients',
    ]) {
      // A chart draws once it comes near the visible page: scroll to it, as a reader would
      // (once the figures are in: before that its card is a placeholder, replaced by the chart's).
      await expect(dashboard.chartTable(chart)).toBeAttached();
      await page.getByRole('region', { name: chart }).scrollIntoViewIfNeeded();
      await expect(dashboard.chartDrawing(chart)).toBeVisible();
    }
    expect(await dashboard.chartRows('Appointments in the last 7 days')).toEqual(
      stats.appointments.last7Days.map((d) => [chartDay(d.date), d.count]),
    );
    const complaints = await dashboard.chartRows('Health Complaints by Status');
    expect(complaints.reduce((sum, [, n]) => sum + n, 0)).toBe(stats.health.total);
    expect(await dashboard.chartRows('Doctors vs Patients')).toEqual([
      ['Doctors (Blue)', stats.doctors],
      ['Patients (Orange)', stats.patients],
    ]);
    await expect(page.getByText('Doctors (Blue)', { exact: true }).first()).toBeVisible();
  });

  const today = stats.appointments.last7Days.at(-1)!;
  await test.step('an appointment booked for today moves the count and the line chart by one', async () => {
    const { token } = await adminLogin();
    // People of the test's own: today's first half hour is free for both, at any hour of the run.
    const patient = await newPatient('Dana', 'Board');
    const doctor = await newDoctor('Dario', 'Board');
    await book(token, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date: today.date,
      timeSlot: '09:00 AM - 09:30 AM',
      reason: 'Dashboard check',
    });
    await page.reload();
    await expect(dashboard.card('Appointments')).toContainText(
      String(stats.appointments.total + 1),
    );
    const week = stats.appointments.last7Days.reduce((sum, d) => sum + d.count, 0) + 1;
    await expect(dashboard.card('Appointments')).toContainText(
      `Average per day: ${(Math.round((week / 7) * 10) / 10).toFixed(1)}`,
    );
    await expect(
      dashboard.chartTable('Appointments in the last 7 days').locator('tbody tr').last(),
    ).toHaveText(`${chartDay(today.date)}${today.count + 1}`);
  });

  await test.step('the Patients card opens All Patients', async () => {
    await dashboard.card('Patients').getByRole('link').click();
    await expect(dashboard.heading('All Patients')).toBeVisible();
  });
});

test('the admin approves a waiting doctor, who can then see their patients', async ({
  page,
  browser,
}) => {
  const nadia = await waitingDoctor('Nadine', 'Vasquez');
  const doctors = new AdminPeoplePage(page, 'doctors');

  await test.step('before approval the doctor cannot see patient data', async () => {
    const refused = await apiCall(
      'GET',
      `/api/doctor/getDoctorPatients/${nadia.doctorId}`,
      nadia.login.token,
    );
    expect(refused.status).toBe(403);
  });

  await test.step('the admin finds her among the doctors awaiting approval', async () => {
    await doctors.goto();
    await doctors.statusFilter().selectOption({ label: 'Awaiting approval' });
    await expect(doctors.row('Nadine Vasquez')).toContainText('Awaiting approval');
    await expect(doctors.row('Nadine Vasquez')).toContainText(nadia.email);
  });

  await test.step('Approve asks first, then marks her approved and says she can see her patients', async () => {
    await doctors
      .row('Nadine Vasquez')
      .getByRole('button', { name: 'Approve Nadine Vasquez' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve Dr. Nadine Vasquez?' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(
      doctors.toast('Dr. Nadine Vasquez is approved and can now see their patients.'),
    ).toBeVisible();
    await doctors.statusFilter().selectOption({ label: 'Approved' });
    await expect(doctors.row('Nadine Vasquez')).toContainText('Approved');
    await expect(
      doctors.row('Nadine Vasquez').getByRole('button', { name: /Approve/ }),
    ).toHaveCount(0);
  });

  await test.step('once booked with Mia Tanaka, the doctor sees Mia among her patients', async () => {
    const { token } = await adminLogin();
    await book(token, {
      patient: await patientIdByName('Mia Tanaka', token),
      doctor: nadia.doctorId,
      date: dayFromToday(3),
      timeSlot: '10:00 AM - 10:30 AM',
    });
    const doctorPage = await signedInPage(browser, nadia.email);
    const context = doctorPage.context();
    await doctorPage.goto('/doctor/patients');
    await expect(doctorPage.getByRole('heading', { level: 1, name: 'All Patients' })).toBeVisible();
    await expect(doctorPage.getByText('Mia Tanaka')).toBeVisible();
    await context.close();
  });
});

test('the admin creates, updates and deletes an appointment', async ({ page }) => {
  const appointments = new AdminAppointmentsPage(page);
  const day = dayFromToday(45);
  const reason = `Knee review ${Date.now()}`;

  await test.step('Add Appointment: Kofi Mensah with Dr. Marcus Okafor', async () => {
    await appointments.goto();
    await expect(appointments.heading('All Appointments')).toBeVisible();
    await page.getByRole('link', { name: 'Add Appointment' }).click();
    await expect(appointments.heading('Create New Appointment')).toBeVisible();
    await appointments.fillForm({
      patient: 'Kofi Mensah',
      doctor: 'Dr. Marcus Okafor',
      date: day,
      timeSlot: '02:00 PM - 02:30 PM',
      reason,
    });
    await page.getByRole('button', { name: 'Submit Appointment' }).click();
    await expect(appointments.toast('Appointment created successfully!')).toBeVisible();
    await expect(appointments.heading('All Appointments')).toBeVisible();
  });

  await test.step('it is listed as pending and found by the doctor’s name', async () => {
    await appointments.search().fill('Okafor');
    // The filtered list is in (no other doctor's row left) before its links are followed.
    await expect(appointments.rows().filter({ hasNotText: 'Dr. Marcus Okafor' })).toHaveCount(0);
    await expect(appointments.row(reason)).toContainText('Kofi Mensah');
    await expect(appointments.row(reason)).toContainText('Dr. Marcus Okafor');
    await expect(appointments.row(reason)).toContainText('Pending');
  });

  await test.step('Update: confirmed, at another time', async () => {
    // Update is in the row's menu.
    await appointments
      .row(reason)
      .getByRole('button', { name: /^More actions for / })
      .click();
    await appointments.row(reason).getByRole('menuitem', { name: 'Update' }).click();
    await expect(appointments.heading('Update Appointment')).toBeVisible();
    await expect(appointments.field(/^Patient/)).toHaveValue('Kofi Mensah');
    await appointments.fillForm({ status: 'Confirmed', timeSlot: '03:00 PM - 03:30 PM' });
    await page.getByRole('button', { name: 'Update Appointment' }).click();
    await expect(appointments.toast('Appointment updated successfully!')).toBeVisible();
    await expect(appointments.heading('Appointment Details')).toBeVisible();
    await expect(appointments.detail('Status')).toHaveText('Confirmed');
    await expect(appointments.detail('Time Slot')).toHaveText('03:00 PM - 03:30 PM');
  });

  const id = page.url().split('/').at(-1)!;
  await test.step('Delete asks first, then the appointment is gone', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = appointments.dialog('Are you sure you want to delete this appointment?');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(appointments.heading('All Appointments')).toBeVisible();
    await appointments.search().fill(reason);
    await expect(page.getByText('No appointments found.')).toBeVisible();
    const { token } = await adminLogin();
    expect((await apiCall('GET', `/api/appointment/get/${id}`, token)).status).toBe(404);
  });
});

test('the admin deletes a patient after the confirm dialog; the row goes and upcoming appointments are cancelled', async ({
  page,
}) => {
  const lena = await newPatient('Lena', 'Hartmann');
  const { token } = await adminLogin();
  const upcoming = await book(token, {
    patient: lena.patientId,
    doctor: await doctorIdByName('Leila Haddad', token),
    date: dayFromToday(10),
    timeSlot: '11:00 AM - 11:30 AM',
  });
  const patients = new AdminPeoplePage(page, 'patients');

  await test.step('the admin finds Lena Hartmann', async () => {
    await patients.goto();
    await patients.search().fill('Hartmann');
    await expect(patients.row('Lena Hartmann')).toContainText(lena.email);
  });

  await test.step('Delete asks, saying what happens to her appointments', async () => {
    const row = patients.row('Lena Hartmann');
    await row.getByRole('button', { name: 'More actions for Lena Hartmann' }).click();
    await row.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = patients.dialog('Are you sure you want to delete this patient?');
    await expect(dialog).toContainText(
      'Their upcoming pending or confirmed appointments will be cancelled and their doctors told.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(patients.toast('Patient deleted')).toBeVisible();
  });

  await test.step('her row is removed and her upcoming appointment is cancelled', async () => {
    await expect(patients.row('Lena Hartmann')).toHaveCount(0);
    await expect(page.getByText('No patients found.')).toBeVisible();
    const kept = await apiCall<{ status: string }>(
      'GET',
      `/api/appointment/get/${upcoming._id}`,
      token,
    );
    expect(kept.body.status).toBe('cancelled');
  });
});

test("the admin exports a week's appointments as CSV, one row per appointment", async ({
  page,
}) => {
  const range = { from: dayFromToday(-6), to: dayFromToday(0) };
  const { token } = await adminLogin();
  const total = await countAppointments(token, range);
  const newest = (
    await apiCall<
      {
        date: string;
        timeSlot: string;
        patient: { user: { firstName: string; lastName: string } | null };
      }[]
    >('GET', `/api/appointment/all?from=${range.from}&to=${range.to}&limit=1`, token)
  ).body[0]!;
  const reports = new AdminReportsPage(page);

  await test.step('the report counts the same appointments as the server', async () => {
    await reports.goto(range);
    await expect(reports.heading('Reports')).toBeVisible();
    await expect(reports.figure(/^Appointments by status/, 'Total')).toHaveText(String(total));
  });

  await test.step('Export CSV downloads a file with the header and every appointment', async () => {
    const download = page.waitForEvent('download');
    await reports.exportButton().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`appointments-${range.from}-to-${range.to}.csv`);
    const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Time Slot,Patient,Patient Email,Doctor,Specialization,Status,Reason,Notes,Booked At',
    );
    expect(lines).toHaveLength(total + 1);
    const name = `${newest.patient.user!.firstName} ${newest.patient.user!.lastName}`;
    expect(lines[1]!.startsWith(`${newest.date},${newest.timeSlot},${name},`)).toBe(true);
    expect(
      lines
        .slice(1)
        .every((line) => line.slice(0, 10) >= range.from && line.slice(0, 10) <= range.to),
    ).toBe(true);
    await expect(reports.toast(`Exported ${total} appointments.`)).toBeVisible();
  });
});

test("the report's figures follow the period: an appointment and a complaint count only in theirs", async ({
  page,
}) => {
  const { token } = await adminLogin();
  // A past day of its own (nothing else books there), the day after it, and today.
  const day = dayFromToday(-(200 + Math.floor(Math.random() * 100)));
  const dayAfter = new Date(`${day}T12:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const following = dayAfter.toISOString().slice(0, 10);
  const today = dayFromToday(0);
  const figures = async (from: string, to: string) =>
    (await apiCall<AdminStats>('GET', `/api/stats/admin?from=${from}&to=${to}`, token)).body;
  const reports = new AdminReportsPage(page);
  const appointmentsTotal = () => reports.figure(/^Appointments by status/, 'Total');
  const complaintsTotal = () => reports.figure(/^Health complaints by status/, 'Total');

  const before = {
    day: await figures(day, day),
    following: await figures(following, following),
    today: await figures(today, today),
  };
  await test.step('the report shows the server figures of the period', async () => {
    await reports.goto({ from: day, to: day });
    await expect(appointmentsTotal()).toHaveText(String(before.day.appointments.total));
    await expect(complaintsTotal()).toHaveText(String(before.day.health.total));
  });

  const patient = await newPatient('Rena', 'Period');
  // A doctor of the test's own: that past day's first half hour is surely free.
  const doctor = await newDoctor('Rhys', 'Period');
  await book(token, {
    patient: patient.patientId,
    doctor: doctor.doctorId,
    date: day,
    timeSlot: '09:00 AM - 09:30 AM',
    reason: 'Report period check',
  });
  const complaint = await apiCall('POST', '/api/health/create', patient.login.token, {
    subject: 'Report period check',
  });
  expect(complaint.status).toBe(201);

  await test.step("an appointment on the day counts in that day's report only", async () => {
    await page.reload();
    await expect(appointmentsTotal()).toHaveText(String(before.day.appointments.total + 1));
    await expect(reports.figure(/^Appointments by status/, 'Pending')).not.toHaveText('0');
    await reports.goto({ from: following, to: following });
    await expect(appointmentsTotal()).toHaveText(String(before.following.appointments.total));
  });

  await test.step("a complaint made today counts in today's report, not in the past day's", async () => {
    await reports.goto({ from: today, to: today });
    await expect(complaintsTotal()).toHaveText(String(before.today.health.total + 1));
    await reports.goto({ from: day, to: day });
    await expect(complaintsTotal()).toHaveText(String(before.day.health.total));
  });
});

test('the admin searches and pages through 200 appointments', async ({ page }) => {
  test.setTimeout(180_000);
  const { token } = await adminLogin();
  const year = '2031';

  await test.step('set-up: 200 appointments of Yasmin Karimi with Dr. Leila Haddad in 2031', async () => {
    const patient = await patientIdByName('Yasmin Karimi', token);
    const doctor = await doctorIdByName('Leila Haddad', token);
    const already = await countAppointments(token, {
      q: 'Karimi',
      from: `${year}-01-01`,
      to: `${year}-12-31`,
    });
    const days = Array.from({ length: 200 - already }, (_, i) => {
      const day = new Date(Date.UTC(2031, 0, 1 + already + i));
      return day.toISOString().slice(0, 10);
    });
    for (let i = 0; i < days.length; i += 10) {
      await Promise.all(
        days.slice(i, i + 10).map((date) =>
          book(token, {
            patient,
            doctor,
            date,
            timeSlot: '09:00 AM - 09:30 AM',
            reason: 'Series visit',
          }),
        ),
      );
    }
  });

  const appointments = new AdminAppointmentsPage(page);
  await test.step('searching Karimi in 2031 finds the 200, newest first, 10 a page', async () => {
    await appointments.goto();
    await appointments.search().fill('Karimi');
    await appointments.from().fill(`${year}-01-01`);
    await appointments.to().fill(`${year}-12-31`);
    // The dates alone already find the 200; wait for the typed search too (it is sent once
    // typing pauses, and going back to page 1 then would undo the Next below).
    await expect(page).toHaveURL(/[?&]q=Karimi(&|$)/);
    await expect(appointments.summary()).toHaveText('200 appointments');
    await expect(appointments.pageLabel()).toHaveText('Page 1 of 20');
    await expect(appointments.rows()).toHaveCount(10);
    await expect(appointments.rows().first()).toContainText('Jul 19, 2031');
    for (const row of await appointments.rows().all())
      await expect(row).toContainText('Yasmin Karimi');
  });

  await test.step('Next shows the following ten', async () => {
    await appointments.next().click();
    await expect(appointments.pageLabel()).toHaveText('Page 2 of 20');
    await expect(appointments.rows().first()).toContainText('Jul 9, 2031');
    await expect(appointments.previous()).toBeEnabled();
  });

  await test.step('the last page holds the oldest, and Next is disabled there', async () => {
    await appointments.goto(`?q=Karimi&from=${year}-01-01&to=${year}-12-31&page=20`);
    await expect(appointments.pageLabel()).toHaveText('Page 20 of 20');
    await expect(appointments.rows().last()).toContainText('Jan 1, 2031');
    await expect(appointments.next()).toBeDisabled();
  });

  await test.step('a status filter narrows the same search to none', async () => {
    await appointments.statusFilter().selectOption({ label: 'Completed' });
    await expect(page.getByText('No appointments found.')).toBeVisible();
  });
});

test('no-shows: a doctor of its own shows its rate in Reports, and the dashboard has the line', async ({
  page,
}) => {
  const { token } = await adminLogin();
  // Two past days of the test's own, with a doctor and a patient of its own: one visit completed,
  // one missed, so this doctor's row is 1 of 2 whatever else the clinic has.
  const first = dayFromToday(-(300 + Math.floor(Math.random() * 60)));
  const second = new Date(`${first}T12:00:00Z`);
  second.setUTCDate(second.getUTCDate() + 2);
  const secondDay = second.toISOString().slice(0, 10);
  const patient = await newPatient('Nia', 'Absent');
  const doctor = await newDoctor('Noel', 'Waiting');
  for (const [date, status] of [
    [first, 'completed'],
    [secondDay, 'no-show'],
  ] as const) {
    const booked = await book(token, {
      patient: patient.patientId,
      doctor: doctor.doctorId,
      date,
      timeSlot: '09:00 AM - 09:30 AM',
      reason: 'No-show figures check',
    });
    const marked = await apiCall('PATCH', `/api/appointment/status/${booked._id}`, token, {
      status,
    });
    expect(marked.status).toBe(200);
  }
  const reports = new AdminReportsPage(page);

  await test.step("Reports shows the doctor's rate and the weeks of the period", async () => {
    await reports.goto({ from: first, to: secondDay });
    const perDoctor = reports.figures(/^No-shows per doctor/);
    await expect(perDoctor.getByRole('row').filter({ hasText: `Dr. ${doctor.name}` })).toHaveText(
      `Dr. ${doctor.name}2150%`,
    );
    const perWeek = reports.figures(/^No-shows per week/);
    await expect(perWeek.getByRole('row').filter({ hasText: 'Week of' }).first()).toBeVisible();
    await noShowShots(page, 'reports', reports.figures(/^No-shows per week/));
  });

  await test.step('the dashboard shows the last four weeks, with a way to Reports', async () => {
    await page.goto('/admin/dashboard');
    const line = page.getByRole('region', { name: 'No-shows, last 4 weeks' });
    await expect(
      line.getByRole('link', { name: 'By week and by doctor in Reports' }),
    ).toBeVisible();
    await expect(line).toContainText(
      /No visits with an outcome in the last 4 weeks\.|visits missed/,
    );
    await noShowShots(page, 'dashboard', line);
  });
});
