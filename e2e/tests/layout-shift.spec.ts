import { expect, test, type Page } from '@playwright/test';
import {
  book,
  freeSlots,
  newDoctor,
  newPatient,
  SHELL_URL,
  signInAs,
  uniqueTag,
} from '../fixtures/builders';
import { dayFromToday } from '../fixtures/dates';
import { todayIn, zoneWithHourNow } from '../fixtures/scheduling';
import { SCREEN_SIZES } from '../fixtures/screenshots';

// Screens keep their place while their data loads: on a phone nothing the patient or the doctor
// sees moves when it arrives (docs/decisions/frames-before-data.md).

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Adds up the page's layout shifts (those not caused by input) from its first frame. */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, read once the last frame has painted (they are reported after it). */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShift ?? 0), 0)),
      ),
  );
}

/** Holds the answers to requests matching `pattern` until `release()`. */
async function holdAnswers(page: Page, pattern: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(pattern, async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}

test('on a phone, the booking screen does not move when the doctors arrive', async ({ page }) => {
  await page.setViewportSize(SCREEN_SIZES.phone);
  const patient = await newPatient('Steady', 'Frame');
  await signInAs(page, patient.login, { shell: SHELL_URL });

  // The doctors' answer is held until the loading frame is on screen, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/doctor/search**', async (route) => {
    await held;
    await route.continue();
  });
  await countLayoutShifts(page);
  await page.goto(`${SHELL_URL}/patient/appointments/book`);
  await expect(page.getByRole('status', { name: 'Loading doctors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Date and time' })).toBeAttached();
  release();
  await expect(page.getByRole('radio', { name: /^Dr\. / }).first()).toBeVisible();
  const shift = await layoutShiftSoFar(page);
  expect(shift, 'cumulative layout shift while the booking screen loads').toBe(0);
});

test('on a phone, the patient dashboard does not move when the next appointment arrives', async ({
  page,
}) => {
  await page.setViewportSize(SCREEN_SIZES.phone);
  const tag = uniqueTag();
  const doctor = await newDoctor('Vera', `Stillwater${tag}`, {
    hours: { start: '09:00', end: '17:00', horizonDays: 30 },
  });
  const patient = await newPatient('Noel', `Anchor${tag}`);
  // Two days ahead: inside the questionnaire's window, so the card also asks for its previsit.
  const [slot] = await freeSlots(patient.login.token, doctor.doctorId, dayFromToday(2));
  if (!slot) throw new Error('the new doctor has no free time in two days');
  await book(patient.login.token, {
    doctor: doctor.doctorId,
    date: slot.date,
    timeSlot: slot.timeSlot,
    reason: 'Check-up',
  });
  await signInAs(page, patient.login, { shell: SHELL_URL });

  // The next appointment and its previsit answer after the figures, as on a slow network.
  const list = await holdAnswers(page, '**/api/appointment/byUser/**');
  const previsit = await holdAnswers(page, '**/api/appointments/*/previsit');
  await countLayoutShifts(page);

  const figures = page.waitForResponse((r) => r.url().includes('/api/stats/patient/'));
  await page.goto(`${SHELL_URL}/patient/dashboard`);
  await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
  await figures;
  await list.asked;
  list.release();
  await previsit.asked;
  previsit.release();
  await expect(page.getByRole('heading', { name: 'Your next appointment' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your next appointment' });
  await expect(card.getByText('Questionnaire', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^My Appointments/ })).not.toHaveAttribute(
    'aria-busy',
  );
  expect(await layoutShiftSoFar(page), 'cumulative layout shift while the dashboard loads').toBe(0);
});

test('on a phone, the doctor dashboard does not move when today’s visits arrive before their code', async ({
  page,
}) => {
  await page.setViewportSize(SCREEN_SIZES.phone);
  const tag = uniqueTag();
  // A zone where it is between 01:00 and 20:00 now, so today still has free times after now.
  const zone = zoneWithHourNow(1, 20);
  const doctor = await newDoctor('Hale', `Steadman${tag}`, {
    hours: { timeZone: zone, start: '00:00', end: '23:30', horizonDays: 30 },
  });
  const patient = await newPatient('Ona', `Keel${tag}`);
  const slots = await freeSlots(patient.login.token, doctor.doctorId, todayIn(zone));
  const slot = slots.find((s) => Date.parse(s.start) > Date.now());
  if (!slot) throw new Error(`no free time later today in ${zone}`);
  await book(patient.login.token, {
    doctor: doctor.doctorId,
    date: slot.date,
    timeSlot: slot.timeSlot,
    reason: 'Check-up',
  });
  await signInAs(page, doctor.login, { shell: SHELL_URL });

  // The visits' code (a chunk fetched after the frame) is held until the day's list has answered,
  // as on a slow network: the agenda must keep its place, and the figures theirs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const codeAsked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('Join the video visit with')) {
      markAsked();
      await held;
    }
    await route.fulfill({ response });
  });
  await countLayoutShifts(page);

  const list = page.waitForResponse((r) => r.url().includes('/api/appointment/byDoctor/'));
  await page.goto(`${SHELL_URL}/doctor/dashboard`);
  await expect(page.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
  await list;
  await codeAsked;
  const agenda = page.getByRole('region', { name: 'Today’s agenda' });
  await expect(agenda.getByRole('status', { name: 'Loading today’s agenda' })).toBeVisible();
  release();
  await expect(
    agenda.getByRole('button', { name: `Confirm the visit with Ona Keel${tag}, ${slot.timeSlot}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^My Appointments/ })).not.toHaveAttribute(
    'aria-busy',
  );
  expect(await layoutShiftSoFar(page), 'cumulative layout shift while the dashboard loads').toBe(0);
});
