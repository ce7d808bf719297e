// The patient who is booking: a new patient is asked for a date of birth before the first
// booking, then sees the doctor's cap of upcoming appointments before the times, and at the cap
// their own appointments instead of times. BOOKING_ID_SCREENSHOTS=1 also saves both screens
// (light and dark, wide and phone) to docs/screenshots.
import { expect, test } from '@playwright/test';
import { apiCall } from '../fixtures/admin-api';
import {
  freeSlots,
  newDoctor,
  newPatient,
  signInAs,
  uniqueTag,
  type FreeSlot,
} from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

const tag = uniqueTag();
// The screen with its subject in view (`show` brings the subject back after each reload).
const shots = screenshotSet('BOOKING_ID_SCREENSHOTS', {
  prefix: 'booking-id-',
  defaults: { frame: 'in-view' },
});

test('a new patient gives a date of birth, then sees the cap before the times and at the cap', async ({
  page,
}) => {
  test.setTimeout(shots.on ? 240_000 : 120_000);
  const doctor = await newDoctor('Bea', `Capp${tag}`, {
    hours: { start: '08:00', end: '18:00', horizonDays: 30, maxUpcomingPerPatient: 2 },
  });
  const patient = await newPatient('Dora', `Birth${tag}`, { dateOfBirth: null });
  const doctorName = `Dr. Bea Capp${tag}`;
  const booking = new PatientAppointmentsPage(page);

  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const [first, second] = await freeSlots(patient.login.token, doctor.doctorId, from, to);
  if (!first || !second) throw new Error('the doctor has no free times');
  const bookThrough = (slot: FreeSlot) =>
    apiCall<{ message?: string }>('POST', '/api/appointment/create', patient.login.token, {
      doctor: doctor.doctorId,
      start: slot.start,
    });

  await test.step('without a date of birth the server refuses her booking', async () => {
    const refused = await bookThrough(first);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Please add your date of birth to your profile before booking an appointment.',
    );
  });

  const birthForm = page.getByRole('form', { name: 'Your date of birth' });
  await test.step('the booking screen asks for it once, before any time', async () => {
    await signInAs(page, patient.email);
    await page.goto('/patient/appointments/book');
    await expect(birthForm).toBeVisible();
    await booking.findDoctor({ name: `Capp${tag}` });
    await booking.doctorChoice(doctorName).check();
    await expect(
      page.getByText('Add your date of birth above to see the free times.'),
    ).toBeVisible();
    await expect(booking.month()).toHaveCount(0);
    await expect(booking.submit()).toBeDisabled();
    await shots.save(page, 'dob-prompt', {
      show: async () => {
        await expect(birthForm).toBeVisible();
        return birthForm;
      },
    });
    await page.getByLabel(/^Date of birth/).fill('1987-03-04');
    await page.getByRole('button', { name: 'Save Date of Birth' }).click();
    await expect(
      page.getByText('Your date of birth was saved. You can now choose a time.'),
    ).toBeVisible();
    await expect(birthForm).toHaveCount(0);
  });

  await test.step('she sees the cap before the times', async () => {
    await booking.findDoctor({ name: `Capp${tag}` });
    await booking.doctorChoice(doctorName).check();
    await expect(
      page.getByText(`You can have up to 2 upcoming appointments with ${doctorName}; you have 0.`),
    ).toBeVisible();
    await expect(booking.month()).toBeVisible();
  });

  await test.step('at the cap she is offered her appointments instead of times', async () => {
    expect((await bookThrough(first)).status).toBe(201);
    expect((await bookThrough(second)).status).toBe(201);
    const reached = page.getByText(
      `You already have 2 upcoming appointments with ${doctorName}, the most this doctor allows.`,
      { exact: false },
    );
    const show = async () => {
      await booking.findDoctor({ name: `Capp${tag}` });
      await booking.doctorChoice(doctorName).check();
      await expect(reached).toBeVisible();
      return reached.locator('xpath=..');
    };
    await page.reload();
    await show();
    await expect(booking.month()).toHaveCount(0);
    await expect(booking.submit()).toBeDisabled();
    await expect(page.getByRole('link', { name: new RegExp(second.timeSlot) })).toBeVisible();
    await shots.save(page, 'limit', { show });
  });
});
