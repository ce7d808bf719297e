import { expect, test } from '@playwright/test';
import { newDoctor, signInAs } from '../fixtures/builders';
import { demo } from '../fixtures/api';
import { bookedPatient, type CalendarDoctor } from '../fixtures/calendar';
import { dayFromToday } from '../fixtures/doctor';
import { CalendarPage } from '../pages/calendar.page';

// A doctor of their own, working 09:00–17:00 in New York, with a patient of their own booked at
// 10:00 AM New York time. The browser runs in UTC, so the calendar names the doctor's zone.
const ZONE = 'America/New_York';
const tag = Date.now().toString(36).slice(-4);
const SPECIALIZATION = `Chronobiology ${tag}`;
const DAY = dayFromToday(12);

/** 'YYYY-MM-DD' → 'Tuesday, December 8, 2026' and its week's index (Monday 0). */
function dayTitle(day: string) {
  const date = new Date(`${day}T12:00:00Z`);
  const title = date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return { title, weekIndex: (date.getUTCDay() + 6) % 7 };
}

let doctor: CalendarDoctor;
let patient: { name: string; appointmentId: string };

test.beforeAll(async () => {
  doctor = await newDoctor('Calla', 'Brightwater', {
    specialization: SPECIALIZATION,
    hours: { timeZone: ZONE },
  });
  patient = await bookedPatient(doctor, 'Piper', 'Quill', DAY, '10:00 AM - 10:30 AM');
});

test('the doctor finds the appointment in the week and the day, at 10:00 her time, and opens it', async ({
  page,
}) => {
  const calendar = new CalendarPage(page);
  const { title, weekIndex } = dayTitle(DAY);
  const block = calendar.event(/10:00( AM)? – 10:30 AM\s*Piper Quill\s*Pending/);

  await test.step('Dr. Brightwater opens Calendar from her menu', async () => {
    await signInAs(page, doctor.email);
    await page.goto('/doctor/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await expect(calendar.heading()).toBeVisible();
    await expect(page.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    await expect(calendar.button('Week')).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step(`the week of ${DAY} shows Piper at 10:00 AM on her day`, async () => {
    await page.goto(`/doctor/calendar?date=${DAY}&view=week`);
    await expect(block).toBeVisible();
    await calendar.expectAt(block, calendar.columns().nth(weekIndex), '10 AM');
  });

  await test.step('the day view shows her at the same time', async () => {
    await calendar.button('Day').click();
    await expect(calendar.title(title)).toBeVisible();
    await expect(block).toBeVisible();
    await calendar.expectAt(block, calendar.columns().first(), '10 AM');
  });

  await test.step('Next and Back move a day and come back', async () => {
    await calendar.button('Next').click();
    await expect(block).toHaveCount(0);
    await calendar.button('Back').click();
    await expect(calendar.title(title)).toBeVisible();
    await expect(block).toBeVisible();
  });

  await test.step('clicking the block opens the appointment', async () => {
    await block.click();
    await expect(page).toHaveURL(`/doctor/appointments/view/${patient.appointmentId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Appointment Details' }),
    ).toBeVisible();
    await expect(page.getByText('Piper Quill').first()).toBeVisible();
  });
});

test('a free time of the doctor opens Create New Appointment with the date and slot filled', async ({
  page,
}) => {
  const calendar = new CalendarPage(page);
  await signInAs(page, doctor.email);
  await page.goto(`/doctor/calendar?date=${DAY}&view=day`);
  await expect(calendar.event(/Piper Quill/)).toBeVisible();

  await test.step('she clicks 11:10 AM, a free time inside her hours', async () => {
    await calendar.clickAt(calendar.columns().first(), '11 AM', 10);
  });
  await test.step('Create New Appointment opens with the day and the 11:00 slot', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create New Appointment' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Date/)).toHaveValue(DAY);
    await expect(page.getByLabel(/^Time Slot/)).toHaveValue('11:00 AM - 11:30 AM');
  });
});

test('the administrator sees the doctor’s column with the appointment and filters by specialization', async ({
  page,
}) => {
  const calendar = new CalendarPage(page);
  const doctorName = `Dr. ${doctor.name}`;
  const inUtc = calendar.event(/3:00( PM)? – 3:30 PM\s*Piper Quill\s*Pending/);

  await test.step('the administrator opens Calendar on the day', async () => {
    await signInAs(page, demo.admin);
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await expect(calendar.heading()).toBeVisible();
    await page.goto(`/admin/calendar?date=${DAY}`);
    await expect(calendar.title(dayTitle(DAY).title)).toBeVisible();
  });

  await test.step('Dr. Brightwater has a column, Piper at 3:00 PM UTC (10:00 in New York)', async () => {
    await expect(page.getByText('Times in UTC')).toBeVisible();
    await expect(calendar.doctorHeadings().filter({ hasText: doctorName })).toHaveCount(1);
    await expect(calendar.doctorHeadings().filter({ hasText: 'Dr. Ana Silva' })).toHaveCount(1);
    await expect(inUtc).toBeVisible();
  });

  await test.step(`filtering by ${SPECIALIZATION} leaves her column alone`, async () => {
    await calendar.specialization().selectOption({ label: SPECIALIZATION });
    await expect(calendar.doctorHeadings().filter({ hasText: 'Dr. Ana Silva' })).toHaveCount(0);
    await expect(calendar.doctorHeadings()).toHaveCount(1);
    await expect(calendar.doctorHeadings().first()).toContainText(doctorName);
    await expect(inUtc).toBeVisible();
    await calendar.expectAt(inUtc, calendar.columns().first(), '3 PM');
  });

  await test.step('in New York time the block reads 10:00 AM', async () => {
    await calendar.timeZone().selectOption(ZONE);
    await expect(page.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    const inNewYork = calendar.event(/10:00( AM)? – 10:30 AM\s*Piper Quill/);
    await expect(inNewYork).toBeVisible();
    await calendar.expectAt(inNewYork, calendar.columns().first(), '10 AM');
  });

  await test.step('a free cell opens Create New Appointment with her, the day and the slot', async () => {
    await calendar.clickAt(calendar.columns().first(), '11 AM', 10);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create New Appointment' }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Doctor/ })).toHaveValue(`Dr. ${doctor.name}`);
    await expect(page.getByLabel(/^Date/)).toHaveValue(DAY);
    await expect(page.getByLabel(/^Time Slot/)).toHaveValue('11:00 AM - 11:30 AM');
  });

  await test.step('the block opens the administrator’s appointment view', async () => {
    await page.goto(
      `/admin/calendar?date=${DAY}&specialization=${encodeURIComponent(SPECIALIZATION)}`,
    );
    await inUtc.click();
    await expect(page).toHaveURL(`/admin/appointments/view/${patient.appointmentId}`);
  });
});
