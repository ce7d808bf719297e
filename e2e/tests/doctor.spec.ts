import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { demo } from '../fixtures/api';
import {
  apiSession,
  bookAsDoctor,
  dayFromToday,
  doctorIdOf,
  patientIdByName,
  pendingDoctor,
  secondDoctor,
  shownDate,
} from '../fixtures/doctor';
import {
  DoctorDashboardPage,
  DoctorHealthPage,
  DoctorPatientPage,
} from '../pages/doctor-area.page';
import {
  DoctorAppointmentDetailPage,
  DoctorAppointmentFormPage,
  DoctorAppointmentsPage,
} from '../pages/doctor-appointments.page';
import { DoctorPlanFormPage, DoctorPlannerPage } from '../pages/doctor-plans.page';

/** A day as notifications write it: 'December 3, 2026'. */
const sentenceDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

// The demo doctor is Dr. Ana Silva; Jane Cooper (the demo patient) is one of her patients and
// nobody else's. Bookings here use days a month ahead, where the demo data has none.
const JANE = 'Jane Cooper';

async function asDoctor(page: Page, email: string = demo.doctor) {
  await signInAs(page, email);
}

/** Jane, in a browser of her own. */
async function janeSees(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAs(page, demo.patient);
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

test('the dashboard shows the figures the server computes for the doctor', async ({ page }) => {
  const ana = await apiSession(demo.doctor);
  const stats = await ana.get<{
    patients: number;
    appointments: { total: number; averagePerDay: number };
    health: { total: number; topStatus: string | null };
  }>(`/api/stats/doctor/${await doctorIdOf(ana)}`);
  const dashboard = new DoctorDashboardPage(page);

  await test.step('Dr. Silva opens her dashboard', async () => {
    await asDoctor(page);
    await dashboard.goto();
    await expect(dashboard.heading()).toBeVisible();
  });
  await test.step('today’s agenda comes first: the open visits of the day, in time order', async () => {
    const today = dayFromToday(0);
    const day = await ana.get<
      { _id: string; timeSlot: string; status: string; start: string | null }[]
    >(`/api/appointment/byDoctor/${await doctorIdOf(ana)}?from=${today}&to=${today}&order=soonest`);
    const open = day.filter((a) => a.status === 'pending' || a.status === 'confirmed');
    const agenda = dashboard.agenda();
    await expect(agenda).toBeVisible();
    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
    expect(await top(agenda)).toBeLessThan(await top(dashboard.card('My Patients')));
    if (open.length === 0) {
      await expect(agenda).toContainText('No more appointments today.');
    } else {
      const visits = agenda.getByRole('listitem');
      await expect(visits).toHaveCount(open.length);
      for (const [i, visit] of open.entries()) {
        await expect(visits.nth(i)).toContainText(visit.timeSlot);
        await expect(
          visits.nth(i).getByRole('link', { name: /^Start the visit with / }),
        ).toHaveAttribute('href', `/doctor/appointments/view/${visit._id}`);
        if (visit.status === 'pending') {
          await expect(
            visits.nth(i).getByRole('button', { name: /^Confirm the visit/ }),
          ).toBeVisible();
        } else if (!visit.start || Date.parse(visit.start) <= Date.now()) {
          await expect(
            visits.nth(i).getByRole('button', { name: /^Complete the visit/ }),
          ).toBeVisible();
        } else {
          // A confirmed visit later today is not completed before it begins.
          await expect(
            visits.nth(i).getByRole('button', { name: /^Complete the visit/ }),
          ).toHaveCount(0);
        }
      }
    }
  });
  await test.step('the three cards carry the server’s figures', async () => {
    await expect(dashboard.card('My Patients')).toContainText(String(stats.patients));
    await expect(dashboard.card('My Appointments')).toContainText(String(stats.appointments.total));
    await expect(dashboard.card('My Appointments')).toContainText(
      `Average per day: ${stats.appointments.averagePerDay.toFixed(1)}`,
    );
    await expect(dashboard.card('Patient Health Issues')).toContainText(String(stats.health.total));
    const top = stats.health.topStatus ?? 'N/A';
    await expect(dashboard.card('Patient Health Issues')).toContainText(
      `Top status: ${top.charAt(0).toUpperCase()}${top.slice(1)}`,
    );
  });
  await test.step('the 7-day line chart and the health-by-status chart are drawn', async () => {
    for (const title of ['Appointments in the last 7 days', 'Health by Status']) {
      // Below the agenda: a chart draws as it comes near the screen. Scroll once the chart has
      // replaced the frame that painted while its code loaded (scrolled to, the frame may go).
      await expect(dashboard.chartTable(title)).toBeAttached();
      await dashboard.chart(title).scrollIntoViewIfNeeded();
      await expect(dashboard.chart(title).locator('svg').first()).toBeVisible();
    }
  });
  await test.step('the cards lead to the patients, appointments and health lists', async () => {
    await dashboard.card('Patient Health Issues').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Patient Health Issues' }),
    ).toBeVisible();
  });
});

test('Dr. Silva books Jane, confirms and moves the visit (not completed before it begins); Jane sees every step', async ({
  page,
  browser,
}) => {
  const day = dayFromToday(31);
  const movedTo = '04:30 PM - 05:00 PM';
  const list = new DoctorAppointmentsPage(page);
  const form = new DoctorAppointmentFormPage(page);
  const detail = new DoctorAppointmentDetailPage(page);
  let id = '';

  await test.step('she opens Create New Appointment from her list', async () => {
    await asDoctor(page);
    await page.goto('/doctor/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Appointments' })
      .click();
    await expect(list.heading()).toBeVisible();
    await list.addAppointment().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create New Appointment' }),
    ).toBeVisible();
    await expect(form.doctor()).toHaveValue('Dr. Ana Silva');
    await expect(page.getByText('Choose a date first.')).toBeVisible();
  });

  await test.step('an empty form shows the spec’s messages', async () => {
    await form.submit();
    for (const message of ['Patient is required', 'Date is required', 'Time slot is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });

  await test.step(`she books Jane on ${day}, 04:00 PM - 04:30 PM, and is taken back to the list`, async () => {
    await form.fill({
      patient: JANE,
      date: day,
      timeSlot: '04:00 PM - 04:30 PM',
      reason: 'Blood pressure review',
    });
    await form.submit();
    await expect(page.getByText('Appointment created successfully!')).toBeVisible();
    await expect(list.heading()).toBeVisible();
    // A month ahead is pages down Upcoming (soonest first): she shows that day.
    await list.dateFilter().fill(day);
    await expect(list.section(shownDate(day))).toBeVisible();
    const row = list.row(JANE, shownDate(day));
    await expect(row).toContainText('04:00 PM - 04:30 PM');
    await expect(row).toContainText('Pending');
    await expect(list.action(row, 'Confirm')).toBeVisible();
    expect(await list.menuEntries(row)).toEqual(['View', 'Update', 'Cancel', 'Delete']);
    await expect(list.menuButton(row)).toBeFocused();
    const view = await list.menuAction(row, 'View');
    id = (await view.getAttribute('href'))!.split('/').pop()!;
    await page.keyboard.press('Escape');
  });

  await janeSees(browser, `/patient/appointments/view/${id}`, async (jane) => {
    await test.step('Jane sees the pending appointment', async () => {
      await expect(jane.getByText('Pending', { exact: true })).toBeVisible();
    });
  });

  await test.step('Dr. Silva confirms Jane’s appointment', async () => {
    const row = list.row(JANE, shownDate(day));
    await list.action(row, 'Confirm').click();
    await expect(page.getByText('Appointment confirmed.')).toBeVisible();
    await expect(row).toContainText('Confirmed');
    // A month ahead: nothing to complete yet, so View leads and the menu has no Complete.
    await expect(list.action(row, 'View')).toBeVisible();
    await expect(list.action(row, 'Complete')).toHaveCount(0);
    await expect(list.action(row, 'Confirm')).toHaveCount(0);
    expect(await list.menuEntries(row)).toEqual(['Update', 'Cancel', 'Delete']);
  });

  await janeSees(browser, `/patient/appointments/view/${id}`, async (jane) => {
    await test.step('Jane sees it confirmed, and was told', async () => {
      await expect(jane.getByText('Confirmed', { exact: true })).toBeVisible();
      await jane.goto('/patient/notifications');
      await expect(
        jane.getByText(
          `Your appointment with Dr. Ana Silva on ${sentenceDate(day)} at 04:00 PM - 04:30 PM was confirmed.`,
        ),
      ).toBeVisible();
    });
  });

  await test.step(`she moves it to ${movedTo} with Update`, async () => {
    await (await list.menuAction(list.row(JANE, shownDate(day)), 'Update')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Appointment' })).toBeVisible();
    await expect(form.patient()).toHaveValue(JANE);
    await expect(form.date()).toHaveValue(day);
    await form.timeSlot().fill(movedTo);
    await form.submit('Update Appointment');
    await expect(page.getByText('Appointment updated successfully!')).toBeVisible();
    await expect(list.heading()).toBeVisible();
    await expect(list.row(JANE, shownDate(day))).toContainText(movedTo);
  });

  await test.step('the detail shows every field and the history', async () => {
    await detail.goto(id);
    await expect(detail.heading()).toBeVisible();
    await expect(detail.field('Patient')).toHaveText(JANE);
    await expect(detail.field('Doctor')).toHaveText('Dr. Ana Silva');
    await expect(detail.field('Date')).toHaveText(shownDate(day));
    await expect(detail.field('Time Slot')).toHaveText(movedTo);
    await expect(detail.field('Status')).toHaveText('Confirmed');
    await expect(detail.field('Reason')).toHaveText('Blood pressure review');
    await expect(detail.field('Created')).not.toHaveText('N/A');
    await expect(detail.field('Last updated')).not.toHaveText('N/A');
  });

  await test.step('before the visit she may cancel it, not complete it; Delete is in the menu', async () => {
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'No-show', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: /^More actions for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await janeSees(browser, `/patient/appointments/view/${id}`, async (jane) => {
    await test.step('Jane sees it confirmed, and was told of the move and nothing else', async () => {
      await expect(jane.getByText('Confirmed', { exact: true })).toBeVisible();
      await jane.goto('/patient/notifications');
      await expect(
        jane.getByText(
          `Your appointment with Dr. Ana Silva was moved to ${sentenceDate(day)} at ${movedTo}.`,
        ),
      ).toBeVisible();
      await expect(
        jane.getByText(
          `Your appointment with Dr. Ana Silva on ${sentenceDate(day)} at ${movedTo} was marked as completed.`,
        ),
      ).toHaveCount(0);
    });
  });
});

test('Dr. Silva’s list reads in time order, and Today shows the day', async ({ page }) => {
  const list = new DoctorAppointmentsPage(page);
  const today = dayFromToday(0);
  await asDoctor(page);
  await list.goto();

  await test.step('Upcoming first, from today on, the soonest at the top', async () => {
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Past']);
    await expect(list.section('Upcoming').getByRole('row').nth(1)).toBeVisible();
    const upcoming = await list.moments('Upcoming');
    expect(upcoming.length).toBeGreaterThan(1);
    expect(upcoming.every((moment) => moment.slice(0, 10) >= today)).toBe(true);
    expect(upcoming).toEqual([...upcoming].sort());
  });

  await test.step('Past next, before today, the most recent at the top', async () => {
    await expect(list.section('Past').getByRole('row').nth(1)).toBeVisible();
    const past = await list.moments('Past');
    expect(past.every((moment) => moment.slice(0, 10) < today)).toBe(true);
    expect(past).toEqual([...past].sort().reverse());
    expect(past[0]!.slice(0, 10)).toBe(dayFromToday(-1));
  });

  await test.step('Today shows only today’s visits, in the order of the day', async () => {
    await expect(list.today()).toHaveAttribute('aria-pressed', 'false');
    await list.today().click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Today']);
    await expect(list.today()).toHaveAttribute('aria-pressed', 'true');
    await expect(list.dateFilter()).toHaveValue(today);
    await expect(list.section('Today').getByRole('row').nth(1)).toBeVisible();
    const day = await list.moments('Today');
    expect(day.every((moment) => moment.startsWith(today))).toBe(true);
    expect(day).toEqual([...day].sort());
    await expect(page).toHaveURL(new RegExp(`[?&]date=${today}`));
  });

  await test.step('another date shows that day; All dates goes back to Upcoming and Past', async () => {
    const day = dayFromToday(-3);
    await list.dateFilter().fill(day);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([shownDate(day)]);
    await expect(list.today()).toHaveAttribute('aria-pressed', 'false');
    await expect(list.section(shownDate(day)).getByRole('row').nth(1)).toBeVisible();
    expect((await list.dates(shownDate(day))).every((date) => date === day)).toBe(true);
    await page.getByRole('button', { name: 'All dates' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Upcoming', 'Past']);
  });
});

test('a booked time is not offered, and one taken meanwhile shows the conflict', async ({
  page,
}) => {
  const ana = await apiSession(demo.doctor);
  const day = dayFromToday(33);
  const omar = await patientIdByName(ana, 'Omar Farouk');
  await bookAsDoctor(ana, { patient: omar, date: day, timeSlot: '11:00 AM - 11:30 AM' });
  const form = new DoctorAppointmentFormPage(page);

  await asDoctor(page);
  await page.goto('/doctor/appointments/create');
  await test.step(`Dr. Silva picks Jane and ${day}: Omar's 11:00 AM is not among the free times`, async () => {
    await form.fill({ patient: JANE, date: day, timeSlot: '11:30 AM - 12:00 PM' });
    await expect(form.timeSlot().locator('option', { hasText: '11:00 AM - 11:30 AM' })).toHaveCount(
      0,
    );
  });
  await test.step('Omar is booked at 11:30 AM meanwhile; her submit shows the conflict', async () => {
    await bookAsDoctor(ana, { patient: omar, date: day, timeSlot: '11:30 AM - 12:00 PM' });
    await form.submit();
    await expect(page.getByText('This time slot is already booked for this doctor.')).toBeVisible();
    await expect(page).toHaveURL(/\/doctor\/appointments\/create$/);
    await expect(page.getByRole('button', { name: 'Submit Appointment' })).toBeEnabled();
    await expect(form.timeSlot().locator('option', { hasText: '11:30 AM - 12:00 PM' })).toHaveCount(
      0,
    );
  });
});

test('an appointment is deleted only after the confirm dialog', async ({ page }) => {
  const ana = await apiSession(demo.doctor);
  const day = dayFromToday(35);
  await bookAsDoctor(ana, {
    patient: await patientIdByName(ana, JANE),
    date: day,
    timeSlot: '02:00 PM - 02:30 PM',
  });
  const list = new DoctorAppointmentsPage(page);

  await asDoctor(page);
  await list.goto();
  await list.search('Jane');
  const row = list.row(JANE, shownDate(day), '02:00 PM - 02:30 PM');

  await test.step('Delete asks first; Go back keeps the appointment', async () => {
    await (await list.menuAction(row, 'Delete')).click();
    await expect(list.dialog()).toContainText('Are you sure you want to delete this appointment?');
    await list.dialog().getByRole('button', { name: 'Go back' }).click();
    await expect(list.dialog()).toHaveCount(0);
    await expect(row).toBeVisible();
  });
  await test.step('confirming removes it from the list', async () => {
    await (await list.menuAction(row, 'Delete')).click();
    await list.dialog().getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Appointment deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test('a food plan and a sports plan reach the planner and Jane', async ({ page, browser }) => {
  const planner = new DoctorPlannerPage(page);
  const food = new DoctorPlanFormPage(page, 'Food');
  const sport = new DoctorPlanFormPage(page, 'Sport');

  await test.step('Dr. Silva chooses Jane in the planner', async () => {
    await asDoctor(page);
    await planner.goto();
    await expect(planner.heading()).toBeVisible();
    await planner.choosePatient(JANE);
    await expect(planner.foodTable()).toBeVisible();
  });

  await test.step('she writes a food plan of three rows and removes the second', async () => {
    await page.getByRole('link', { name: 'Add Food Plan' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Food Recommendation' }),
    ).toBeVisible();
    await expect(food.patient()).toHaveValue(JANE);
    await food.fillRow(1, {
      'Food Name': 'Quinoa bowl',
      Quantity: '1 bowl',
      'Time of Day': 'Lunch',
    });
    await food.addRow();
    await food.fillRow(2, { 'Food Name': 'Potato crisps' });
    await food.addRow();
    await food.fillRow(3, {
      'Food Name': 'Steamed broccoli',
      Quantity: '200 g',
      'Time of Day': 'Dinner',
    });
    await expect(food.rows()).toHaveCount(3);
    await food.removeRow(2);
    await expect(food.rows()).toHaveCount(2);
    await food.notes().fill('Less salt at dinner.');
    await food.submit();
  });

  await test.step('back in the planner, the plan shows without the removed row', async () => {
    await expect(planner.heading()).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Patient\b/ })).toHaveValue(JANE);
    const table = planner.foodTable();
    await expect(table.getByRole('row').filter({ hasText: 'Quinoa bowl' })).toContainText('1 bowl');
    await expect(table.getByRole('row').filter({ hasText: 'Quinoa bowl' })).toContainText(
      'Less salt at dinner.',
    );
    await expect(table.getByRole('row').filter({ hasText: 'Steamed broccoli' })).toContainText(
      'Dinner',
    );
    await expect(table).not.toContainText('Potato crisps');
  });

  await test.step('she adds a sports plan', async () => {
    await page.getByRole('link', { name: 'Add Sports Plan' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sports Recommendation' }),
    ).toBeVisible();
    await sport.fillRow(1, {
      'Sport Name': 'Rowing',
      Duration: '20 minutes',
      Frequency: '3 times a week',
      Intensity: 'Moderate',
    });
    await sport.submit();
    await expect(planner.heading()).toBeVisible();
    await expect(
      planner.sportsTable().getByRole('row').filter({ hasText: 'Rowing' }),
    ).toContainText('3 times a week');
  });

  await janeSees(browser, '/patient/nutrition', async (jane) => {
    await test.step('Jane finds both plans among her recommendations', async () => {
      await expect(jane.getByText('Quinoa bowl')).toBeVisible();
      await expect(jane.getByText('Steamed broccoli')).toBeVisible();
      await expect(jane.getByText('Potato crisps')).toHaveCount(0);
      await jane.goto('/patient/sports');
      await expect(jane.getByText('Rowing')).toBeVisible();
    });
  });
});

test('Dr. Silva moves a health complaint to "in review" and Jane is told', async ({
  page,
  browser,
}) => {
  const health = new DoctorHealthPage(page);
  const subject = 'Recurring headaches';

  await asDoctor(page);
  await health.goto();
  await test.step('the open complaints of her patients include Jane’s', async () => {
    await health.filter('Open');
    await expect(health.row(JANE, subject)).toContainText('Open');
  });
  await test.step('she sets it to In review', async () => {
    await health.row(JANE, subject).getByRole('combobox').selectOption({ label: 'In review' });
    await expect(page.getByText(`“${subject}” is now in review.`)).toBeVisible();
    await health.filter('In review');
    await expect(health.row(JANE, subject)).toContainText('In review');
  });
  await janeSees(browser, '/patient/notifications', async (jane) => {
    await test.step('Jane gets a notification', async () => {
      await expect(
        jane.getByText(`Your health report "${subject}" is now in review.`),
      ).toBeVisible();
    });
  });
});

test("another doctor gets 'not found' for Dr. Silva's patient and appointment", async ({
  page,
}) => {
  const ana = await apiSession(demo.doctor);
  const janeId = await patientIdByName(ana, JANE);
  const [appointment] = await ana.get<{ _id: string }[]>(
    `/api/appointment/byPatient/${janeId}?limit=1`,
  );
  const patient = new DoctorPatientPage(page);

  await test.step('Dr. Silva herself sees Jane’s record', async () => {
    await asDoctor(page);
    await patient.goto(janeId);
    await expect(patient.section('Medical Details')).toBeVisible();
    await expect(patient.section('Personal Information')).toContainText(JANE);
  });
  await test.step('Dr. Okafor opens Jane’s record: she is not in his care', async () => {
    await page.evaluate(() => localStorage.clear());
    await asDoctor(page, secondDoctor);
    await patient.goto(janeId);
    await expect(patient.heading()).toBeVisible();
    await expect(page.getByText('This patient is not in your care.')).toBeVisible();
    await expect(patient.section('Medical Details')).toHaveCount(0);
    await expect(page.getByText(JANE)).toHaveCount(0);
  });
  await test.step('and Dr. Silva’s appointment with Jane: Appointment not found.', async () => {
    await page.goto(`/doctor/appointments/view/${appointment!._id}`);
    await expect(page.getByText('Appointment not found.')).toBeVisible();
    await expect(page.getByText(JANE)).toHaveCount(0);
  });
});

test('a doctor awaiting approval sees the banner instead of errors', async ({ page }) => {
  await asDoctor(page, pendingDoctor);
  for (const path of ['/doctor/dashboard', '/doctor/appointments', '/doctor/patients']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(
        page.getByText('Your doctor account is awaiting administrator approval.'),
      ).toBeVisible();
      await expect(page.getByText(/^Error:/)).toHaveCount(0);
    });
  }
});
