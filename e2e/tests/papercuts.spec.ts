import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo } from '../fixtures/api';
import { bookedPatient, type CalendarDoctor } from '../fixtures/calendar';
import { dayFromToday } from '../fixtures/doctor';
import { newDoctor, newPatient, signedInPage as signedIn } from '../fixtures/builders';
import { SCREEN_SIZES } from '../fixtures/screenshots';
import { DoctorPlanFormPage, DoctorPlannerPage } from '../pages/doctor-plans.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// What a walk of the three roles tripped on: the calendars were cramped, the chosen time could
// not be read under the pointer, times in another zone said nothing of it, and the planner forgot
// the patient after a plan was saved.

// Sign-ups, a booking and several screens each: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

const tag = Date.now().toString(36).slice(-4);
const DAY = dayFromToday(9);

/** A browser of the person's own, 1280 px wide, optionally in another time zone. */
const signedInPage = (browser: Browser, email: string, timezoneId?: string) =>
  signedIn(browser, email, {
    context: { viewport: SCREEN_SIZES.wide, ...(timezoneId ? { timezoneId } : {}) },
  });

/** Whether an element's content is wider or taller than its box (what an inner scroll needs). */
const overflow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => ({
      sideways: element.scrollWidth - element.clientWidth,
      down: element.scrollHeight - element.clientHeight,
    }));

/** WCAG contrast of two CSS colours 'rgb(r, g, b)' (colour-mix results are read as rgb too). */
function contrast(foreground: string, background: string): number {
  const channels = (colour: string) => {
    const numbers = colour
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number) ?? [0, 0, 0];
    // color(srgb 0.1 0.2 0.3) gives fractions; rgb() gives 0–255.
    return colour.startsWith('color(') ? numbers : numbers.map((n) => n / 255);
  };
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((c) =>
      c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

let doctor: CalendarDoctor;

test.beforeAll(async () => {
  doctor = await newDoctor('Perpetua', 'Cutler', {
    specialization: `Papercut Medicine ${tag}`,
    hours: { timeZone: 'UTC' },
  });
  await bookedPatient(doctor, 'Quinn', 'Paper', DAY, '10:00 AM - 10:30 AM');
});

test('the clinic’s day shows every doctor and the whole working day; a date field and a week', async ({
  browser,
}) => {
  const page = await signedInPage(browser, demo.admin, 'UTC');
  try {
    await test.step('the day at 1280 px: every doctor’s column in view, no inner scroll', async () => {
      await page.goto(`/admin/calendar?date=${DAY}`);
      await expect(page.locator('.rbc-row-resource .rbc-header').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Quinn Paper/ })).toBeVisible();
      const scroll = await overflow(page, '.rbc-time-content');
      expect(scroll.sideways).toBeLessThanOrEqual(1);
      expect(scroll.down).toBeLessThanOrEqual(1);
      const grid = (await page.locator('.rbc-time-view').boundingBox())!;
      const headers = page.locator('.rbc-row-resource .rbc-header');
      expect(await headers.count()).toBeGreaterThan(1);
      for (const header of await headers.all()) {
        const box = (await header.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(grid.x + grid.width + 1);
      }
      await expect(headers.filter({ hasText: doctor.name })).toHaveCount(1);
      // Dr. Cutler works 09:00–17:00: her day and the hour either side are all on the grid.
      const gutter = page.locator('.rbc-time-gutter .rbc-label');
      for (const hour of ['8 AM', '9 AM', '4 PM', '5 PM'])
        await expect(gutter.filter({ hasText: new RegExp(`^${hour}$`) })).toHaveCount(1);
    });

    await test.step('the date field goes to another day', async () => {
      const next = dayFromToday(10);
      await page.getByLabel('Date', { exact: true }).fill(next);
      await expect(page).toHaveURL(new RegExp(`date=${next}`));
    });

    await test.step('the week shows one doctor’s seven days', async () => {
      await page.getByLabel('Date', { exact: true }).fill(DAY);
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await page.getByRole('combobox', { name: 'Doctor (week)' }).selectOption({
        label: `Dr. ${doctor.name}`,
      });
      await expect(page.locator('.rbc-time-content > .rbc-day-slot')).toHaveCount(7);
      await expect(page.getByRole('button', { name: /Quinn Paper/ })).toBeVisible();
    });
  } finally {
    await page.context().close();
  }
});

test('the doctor’s week shows the working day, its hours shaded outside, its times in full', async ({
  browser,
}) => {
  const page = await signedInPage(browser, doctor.email, 'UTC');
  try {
    await page.goto(`/doctor/calendar?view=week&date=${DAY}`);
    const block = page.getByRole('button', { name: /Quinn Paper/ });
    await expect(block).toBeVisible();
    expect((await overflow(page, '.rbc-time-content')).down).toBeLessThanOrEqual(1);
    const label = block.locator('.rbc-event-label');
    await expect(label).toHaveText('10:00 – 10:30 AM');
    const cut = await label.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
    expect(cut).toBe(false);
    // 8 AM, an hour before work, is shaded; 9 AM is not.
    const column = page.locator('.rbc-time-content > .rbc-day-slot').first();
    await expect(column.locator('.rbc-time-slot').first()).toHaveClass(/cc-closed/);
    await expect(column.locator('.rbc-time-slot').nth(2)).toHaveClass(/cc-open/);
  } finally {
    await page.context().close();
  }
});

test('the chosen time reads under the pointer; the doctor’s zone is named beside the times', async ({
  browser,
}) => {
  const patient = await newPatient('Hester', 'Hover');
  // The browser is in New York; the doctor's clock is UTC.
  const page = await signedInPage(browser, patient.email, 'America/New_York');
  const booking = new PatientAppointmentsPage(page);
  try {
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${theme}: the chosen time, hovered, keeps its contrast`, async () => {
        await page.evaluate((name) => localStorage.setItem('theme', name), theme);
        await page.goto('/patient/appointments/book');
        await booking.findDoctor({ name: 'Cutler' });
        // (this run's doctor: a retried test's set-up may have made another of the same name)
        await booking
          .doctorChoice(new RegExp(`Dr\\. Perpetua Cutler Papercut Medicine ${tag}`))
          .check();
        await booking.chooseDay(DAY);
        // The note stands with the times it speaks of.
        const times = page.getByRole('list', { name: /^Free times on / }).locator('xpath=..');
        await expect(times.getByText('Times in UTC', { exact: true })).toBeVisible();
        const time = booking.times().first();
        await time.click();
        await expect(time).toHaveAttribute('aria-pressed', 'true');
        await time.hover();
        await expect
          .poll(async () => {
            const colours = await time.evaluate((element) => {
              const style = getComputedStyle(element);
              return { text: style.color, fill: style.backgroundColor };
            });
            return contrast(colours.text, colours.fill);
          })
          .toBeGreaterThanOrEqual(4.5);
      });
    }
  } finally {
    await page.context().close();
  }
});

test('the planner keeps the patient a food plan was saved for', async ({ browser }) => {
  const page = await signedInPage(browser, doctor.email);
  const planner = new DoctorPlannerPage(page);
  const food = new DoctorPlanFormPage(page, 'Food');
  try {
    await planner.goto();
    await expect(planner.heading()).toBeVisible();
    // No patient chosen yet: the doctor chooses Quinn in the form.
    await page.getByRole('link', { name: 'Add Food Plan' }).click();
    await food.choosePatient('Quinn Paper');
    await food.fillRow(1, { 'Food Name': `Lentil soup ${tag}` });
    await food.submit();
    await expect(planner.heading()).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Patient\b/ })).toHaveValue('Quinn Paper');
    await expect(planner.foodTable()).toContainText(`Lentil soup ${tag}`);
    await page.getByRole('link', { name: 'Add Sports Plan' }).click();
    await expect(new DoctorPlanFormPage(page, 'Sport').patient()).toHaveValue('Quinn Paper');
  } finally {
    await page.context().close();
  }
});
