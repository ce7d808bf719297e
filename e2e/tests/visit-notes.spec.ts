// After the visit: a doctor writes the visit note from a template while it saves as they type,
// signs it and adds an addendum, asks for a follow-up in two weeks; the patient reads the
// after-visit summary, prints it (the print style sheet leaves the navigation off the paper) and
// books the follow-up from its link on the right day. VISIT_NOTES_SCREENSHOTS=1 also saves the
// screens (light and dark, wide and phone) to docs/screenshots.
import { expect, test } from '@playwright/test';
import { apiCall } from '../fixtures/admin-api';
import {
  adminLogin,
  book,
  newDoctor,
  newPatient,
  signedInPage,
  uniqueTag,
} from '../fixtures/builders';
import { shiftDay, todayIn, zoneWithHourNow } from '../fixtures/scheduling';
import { SCREEN_SIZES, screenshotSet } from '../fixtures/screenshots';

const tag = uniqueTag();

/** 'Thursday 26 November 2026', as the booking calendar names a day. */
const calendarDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

const shots = screenshotSet('VISIT_NOTES_SCREENSHOTS', { prefix: 'visit-notes-' });
const wide = { context: { viewport: SCREEN_SIZES.wide } };

test('a doctor writes, signs and amends a visit note; the patient reads, prints and books the follow-up', async ({
  browser,
}) => {
  test.setTimeout(shots.on ? 300_000 : 150_000);
  // A zone where it is between 03:00 and 22:00 now: a visit at 01:00 today has taken place.
  const zone = zoneWithHourNow(3, 22);
  const today = todayIn(zone);
  const { token: adminToken } = await adminLogin();

  // A doctor of the test's own, working every day and all day in that zone, and a new patient.
  const doctor = await newDoctor('Vera', `Notely${tag}`, {
    hours: { timeZone: zone, start: '00:00', end: '23:30', horizonDays: 30 },
  });
  const patient = await newPatient('Mira', `Summers${tag}`);
  const patientName = `Mira Summers${tag}`;

  // This morning's visit, entered by an administrator (a visit in the past) and confirmed.
  const visit = await book(adminToken, {
    patient: patient.patientId,
    doctor: doctor.doctorId,
    date: today,
    timeSlot: '01:00 AM - 01:30 AM',
    reason: 'Cough for ten days',
  });
  const visitId = visit._id;
  expect(
    (
      await apiCall('PATCH', `/api/appointment/status/${visitId}`, adminToken, {
        status: 'confirmed',
      })
    ).status,
  ).toBe(200);
  // A food plan given at the visit.
  const plan = await apiCall('POST', '/api/foods/create', doctor.login.token, {
    patient: patient.patientId,
    recommendedFoods: [{ name: 'Warm soup', quantity: '1 bowl', timeOfDay: 'Dinner' }],
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const followUpDay = shiftDay(today, 14);

  await test.step('Dr. Notely completes the visit: the prompt sends her to write the note', async () => {
    const page = await signedInPage(browser, doctor.email, wide);
    await page.goto(`/doctor/appointments/view/${visitId}`);
    await page.getByRole('button', { name: 'Complete' }).click();
    const prompt = page.getByRole('dialog', { name: 'Complete this appointment' });
    await expect(prompt.getByText('This visit has no signed note yet.')).toBeVisible();
    await prompt.getByRole('button', { name: 'Write the visit note' }).click();
    await expect(page).toHaveURL(new RegExp(`/doctor/appointments/${visitId}/note$`));

    await test.step('she saves a template, then starts a note from it; it saves as she types', async () => {
      const card = page.locator('main');
      await card.getByLabel('Subjective — what the patient says').fill('Cough since:');
      await card.getByLabel('Objective — what you found').fill('Lungs:');
      await card.getByLabel('Plan', { exact: true }).fill('Rest and fluids');
      await expect(card.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      await card.getByRole('button', { name: 'Save as new template' }).click();
      const naming = page.getByRole('dialog', { name: 'Save as new template' });
      await naming.getByLabel('Template name').fill('Chest infection');
      await naming.getByRole('button', { name: 'Save as new template' }).click();
      await expect(page.getByText('Template saved.')).toBeVisible();

      // A fresh start from the template (over the text already there, after asking).
      await card.getByLabel('Template', { exact: true }).selectOption({ label: 'Chest infection' });
      await card.getByRole('button', { name: 'Use template' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Use template' }).click();
      const subjective = card.getByLabel('Subjective — what the patient says');
      await subjective.fill('Cough since: ten days, worse at night');
      await card.getByLabel('Objective — what you found').fill('Lungs: wheezing on the left');
      await card.getByLabel('Assessment', { exact: true }).fill('Acute bronchitis');
      // Typed quickly, in pieces: every keystroke reaches the server.
      await card
        .getByLabel('Plan', { exact: true })
        .pressSequentially(', inhaler twice a day', { delay: 20 });
      await expect(card.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      // What the server holds is what is on screen.
      const saved = await apiCall<{ plan: string; subjective: string }>(
        'GET',
        `/api/appointments/${visitId}/note`,
        doctor.login.token,
      );
      expect(saved.body.plan).toBe('Rest and fluids, inhaler twice a day');
      expect(saved.body.subjective).toBe('Cough since: ten days, worse at night');
    });

    await test.step('she asks for a follow-up in two weeks, in person', async () => {
      const followUp = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Follow-up', exact: true }),
      });
      await followUp.getByLabel('When').selectOption({ label: 'In 2 weeks' });
      await followUp.getByLabel('Kind of visit').selectOption({ label: 'In person' });
      await followUp.getByRole('button', { name: 'Ask for follow-up' }).click();
      await expect(
        page.getByText(/^Follow-up asked for .* \(In person\)\. Not booked yet\.$/),
      ).toBeVisible();
    });
    await shots.save(page, 'doctor-draft', {
      show: async () => {
        await expect(page.getByLabel('Assessment', { exact: true })).toHaveValue(
          'Acute bronchitis',
        );
      },
    });

    await test.step('she signs the note, then adds an addendum beside it', async () => {
      await page.getByRole('button', { name: 'Sign note' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign note' }).click();
      await expect(
        page.getByText('Note signed. The patient can now read the visit summary.'),
      ).toBeVisible();
      await expect(page.getByText(/^Signed by Dr\. Vera Notely.* on /)).toBeVisible();
      await expect(page.getByLabel('Plan', { exact: true })).toHaveCount(0);
      await page.getByLabel('Part').selectOption({ label: 'Plan' });
      await page.getByLabel('Addendum', { exact: true }).fill('Inhaler for ten days, then stop.');
      await page.getByRole('button', { name: 'Add addendum' }).click();
      await expect(page.getByText('Addendum added.')).toBeVisible();
      await expect(page.getByText('Inhaler for ten days, then stop.')).toBeVisible();
      await expect(page.getByText(/^Plan · Dr\. Vera Notely.*, /)).toBeVisible();
      // The original stays as signed.
      await expect(page.getByText('Rest and fluids, inhaler twice a day')).toBeVisible();
      await shots.save(page, 'doctor-signed', {
        show: async () => {
          await expect(page.getByText('Inhaler for ten days, then stop.')).toBeVisible();
        },
      });
    });

    await test.step('Complete now goes through, and the dashboard lists the follow-up', async () => {
      await page.getByRole('button', { name: 'Complete' }).click();
      await expect(page.getByText('Appointment marked as completed.')).toBeVisible();
      await page.goto('/doctor/dashboard');
      const pending = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Follow-ups not booked' }),
      });
      await expect(pending.getByRole('link', { name: patientName })).toBeVisible();
    });
    await page.context().close();
  });

  await test.step('Mira reads the summary: the assessment and plan, never the history or findings', async () => {
    const page = await signedInPage(browser, patient.email, wide);
    await page.goto(`/patient/appointments/view/${visitId}`);
    await page.getByRole('link', { name: 'Read the visit summary' }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/appointments/${visitId}/summary$`));
    await expect(page.getByRole('heading', { name: 'Visit summary', level: 1 })).toBeVisible();
    await expect(page.getByText('Acute bronchitis')).toBeVisible();
    await expect(page.getByText('Rest and fluids, inhaler twice a day')).toBeVisible();
    await expect(page.getByText('Inhaler for ten days, then stop.')).toBeVisible();
    await expect(page.getByText('Warm soup · 1 bowl · Dinner')).toBeVisible();
    await expect(page.getByText('wheezing on the left')).toHaveCount(0);
    await expect(page.getByText('worse at night')).toHaveCount(0);
    await shots.save(page, 'patient-summary', {
      show: async () => {
        await expect(page.getByText('Acute bronchitis')).toBeVisible();
      },
    });

    await test.step('she prints it: on paper, only the summary', async () => {
      await page.evaluate(() => {
        const counted = window as unknown as { printed: number };
        counted.printed = 0;
        window.print = () => {
          counted.printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.locator('header')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByText('Acute bronchitis')).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });

    await test.step('she books the follow-up from its link, on the day the doctor asked', async () => {
      await page.getByRole('link', { name: 'Book your follow-up' }).click();
      await expect(page).toHaveURL(/\/patient\/appointments\/book\?/);
      await expect(page.getByText(/^With/)).toHaveText(new RegExp(`With Dr\\. Vera Notely${tag}`));
      const times = page.getByRole('list', { name: `Free times on ${calendarDay(followUpDay)}` });
      await times.getByRole('button').first().click();
      await page.getByRole('button', { name: 'Submit Appointment' }).click();
      await expect(page.getByText('Appointment created successfully!')).toBeVisible();
      const list = await apiCall<{ date: string; doctor: { _id: string } }[]>(
        'GET',
        `/api/appointment/byPatient/${patient.patientId}`,
        patient.login.token,
      );
      const booked = list.body.filter((a) => a.doctor?._id === doctor.doctorId);
      expect(booked.map((a) => a.date)).toContain(followUpDay);
    });
    await page.context().close();
  });

  await test.step('the follow-up leaves "Follow-ups not booked"', async () => {
    const pending = await apiCall<unknown[]>('GET', '/api/doctor/follow-ups', doctor.login.token);
    expect(pending.body).toEqual([]);
  });
});
