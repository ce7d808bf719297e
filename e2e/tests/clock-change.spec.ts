import { expect, test, type Browser, type Page } from '@playwright/test';
import { newDoctor, newPatient, setHours, signedInPage } from '../fixtures/builders';
import { bookedPatient, type CalendarDoctor } from '../fixtures/calendar';
import { nextClockChange } from '../fixtures/scheduling';
import { screenshotSet } from '../fixtures/screenshots';
import { CalendarPage } from '../pages/calendar.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// The night New York's clock goes back, 01:00–02:00 happens twice. Two doctors of this test work
// 00:00–03:00 that night: one has both 01:00s booked, the other is free. The patient's booking
// screen and the doctor's calendar tell the two 01:00s apart by the zone's abbreviation.
// DST_SCREENSHOTS=1 also saves the screens (light and dark, wide and phone) to docs/screenshots.

const ZONE = 'America/New_York';
const tag = Date.now().toString(36).slice(-4);

// The next day New York's clock goes back, 3 days ahead or later.
const FALL = nextClockChange(ZONE, 3, { back: true });

async function nightHours(doctor: CalendarDoctor) {
  await setHours(doctor.doctorId, {
    timeZone: ZONE,
    overrides: [{ date: FALL, ranges: [{ start: '00:00', end: '03:00' }] }],
  });
}

let booked: CalendarDoctor;
let free: CalendarDoctor;

test.beforeAll(async () => {
  booked = await newDoctor('Dana', 'Harvest', {
    specialization: `Chronobiology ${tag}`,
    hours: { timeZone: ZONE },
  });
  free = await newDoctor('Fern', 'Harvest', {
    specialization: `Chronobiology ${tag}`,
    hours: { timeZone: ZONE },
  });
  await nightHours(booked);
  await nightHours(free);
  await bookedPatient(booked, 'Ezra', 'Early', FALL, '01:00 AM EDT - 01:30 AM EDT');
  await bookedPatient(booked, 'Lena', 'Later', FALL, '01:00 AM EST - 01:30 AM EST');
});

// What the screen shows (`show` puts it in view again after each reload).
const shots = screenshotSet('DST_SCREENSHOTS', {
  prefix: 'dst-',
  phone: 'narrow',
  defaults: { fullPage: false },
});

/** A browser in Berlin: the times are the doctor's, whatever the browser's zone. */
const signedIn = (browser: Browser, email: string): Promise<Page> =>
  signedInPage(browser, email, { context: { timezoneId: 'Europe/Berlin' } });

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
    await shots.save(page, 'booking', {
      show: async () => {
        await open();
        await booking.times().last().scrollIntoViewIfNeeded();
      },
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
    await shots.save(page, 'calendar', { show: open });
  } finally {
    await page.context().close();
  }
});
