import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminLogin, apiCall, newPatient } from '../fixtures/admin-api';
import {
  approvedDoctor,
  bookedPatient,
  everyDayHours,
  type CalendarDoctor,
} from '../fixtures/calendar';
import { dayFromToday } from '../fixtures/doctor';
import { repoRoot } from '../fixtures/paths';
import { signInAs } from '../fixtures/session';
import { CalendarPage } from '../pages/calendar.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// The night New York's clock goes back, 01:00–02:00 happens twice. Two doctors of this test work
// 00:00–03:00 that night: one has both 01:00s booked, the other is free. The patient's booking
// screen and the doctor's calendar tell the two 01:00s apart by the zone's abbreviation.
// DST_SCREENSHOTS=1 also saves the screens (light and dark, wide and phone) to docs/screenshots.

const ZONE = 'America/New_York';
const tag = Date.now().toString(36).slice(-4);

/** The zone's offset at noon of a date ('GMT-04:00'). */
function offsetAtNoon(date: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The next day New York's clock goes back (the offset falls), 3 days ahead or later. */
function nextAutumnChange(): string {
  for (let days = 3; days < 400; days += 1) {
    const [before, after] = [
      offsetAtNoon(dayFromToday(days - 1)),
      offsetAtNoon(dayFromToday(days)),
    ];
    // 'GMT-04:00' → 'GMT-05:00': the clock goes back.
    if (before !== after && after > before) return dayFromToday(days);
  }
  throw new Error('no autumn clock change within a year');
}

const FALL = nextAutumnChange();

async function nightHours(doctor: CalendarDoctor) {
  const { token } = await adminLogin();
  const saved = await apiCall('PUT', `/api/doctor/availability/${doctor.doctorId}`, token, {
    ...everyDayHours(ZONE),
    overrides: [{ date: FALL, ranges: [{ start: '00:00', end: '03:00' }] }],
  });
  if (saved.status !== 200) throw new Error(`availability answered ${saved.status}`);
}

let booked: CalendarDoctor;
let free: CalendarDoctor;

test.beforeAll(async () => {
  booked = await approvedDoctor('Dana', 'Harvest', `Chronobiology ${tag}`, ZONE);
  free = await approvedDoctor('Fern', 'Harvest', `Chronobiology ${tag}`, ZONE);
  await nightHours(booked);
  await nightHours(free);
  await bookedPatient(booked, 'Ezra', 'Early', FALL, '01:00 AM EDT - 01:30 AM EDT');
  await bookedPatient(booked, 'Lena', 'Later', FALL, '01:00 AM EST - 01:30 AM EST');
});

const shots = process.env.DST_SCREENSHOTS === '1';
const SIZES = { wide: { width: 1280, height: 900 }, narrow: { width: 390, height: 844 } };

/** Saves the page light and dark, wide and phone (after `show` puts it in view again). */
async function screenshots(page: Page, name: string, show: () => Promise<void>) {
  if (!shots) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await show();
      await page.screenshot({
        path: join(repoRoot, 'docs', 'screenshots', `dst-${name}-${theme}-${size}.png`),
      });
    }
  }
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  // A browser in Berlin: the times are the doctor's, whatever the browser's zone.
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

test(`the patient books on ${FALL} and sees 01:00 AM EDT and 01:00 AM EST apart`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const noah = await newPatient('Noah', `Night${tag}`);
  const page = await signedIn(browser, noah.email);
  const booking = new PatientAppointmentsPage(page);
  const open = async () => {
    await page.goto('/patient/appointments/book');
    await booking.findDoctor({ name: 'Fern' });
    await booking.doctorChoice(/Dr\. Fern Harvest/).check();
    await booking.chooseDay(FALL);
    await expect(booking.times().first()).toHaveText('12:00 AM EDT');
  };
  try {
    await open();
    await expect(booking.times()).toHaveText([
      '12:00 AM EDT',
      '12:30 AM EDT',
      '01:00 AM EDT',
      '01:30 AM EDT',
      '01:00 AM EST',
      '01:30 AM EST',
      '02:00 AM EST',
      '02:30 AM EST',
    ]);
    await expect(booking.times().nth(4)).toHaveAttribute('title', '01:00 AM EST - 01:30 AM EST');
    await booking.times().nth(4).click();
    await expect(booking.times().nth(4)).toHaveAttribute('aria-pressed', 'true');
    await screenshots(page, 'booking', async () => {
      await open();
      await booking.times().last().scrollIntoViewIfNeeded();
    });
  } finally {
    await page.context().close();
  }
});

test(`the doctor’s calendar shows the two 01:00s of ${FALL} with their zones`, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, booked.email);
  const calendar = new CalendarPage(page);
  const first = calendar.event(/1:00 AM EDT – 1:30 AM EDT\s*Ezra Early/);
  const second = calendar.event(/1:00 AM EST – 1:30 AM EST\s*Lena Later/);
  const open = async () => {
    await page.goto(`/doctor/calendar?date=${FALL}&view=day`);
    await expect(calendar.heading()).toBeVisible();
    await expect(first).toBeVisible();
    await first.scrollIntoViewIfNeeded();
  };
  try {
    await open();
    await expect(second).toBeVisible();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    // The grid is a wall clock with one 1 AM row: the two hours sit side by side, EDT first.
    expect(a && b && (a.x < b.x || a.y < b.y), 'the EDT hour comes first').toBe(true);
    await screenshots(page, 'calendar', open);
  } finally {
    await page.context().close();
  }
});
