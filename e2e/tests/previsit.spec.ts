// Before the visit: a patient answers the clinic's questionnaire and checks in online, the doctor
// sees it on today's agenda and reads the answers, and an administrator publishes a new version
// of the questions. PREVISIT_SCREENSHOTS=1 also saves the screens (light and dark, wide and phone)
// to docs/screenshots.
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { adminLogin, apiCall, newPatient, waitingDoctor } from '../fixtures/admin-api';
import { demo } from '../fixtures/api';
import { repoRoot } from '../fixtures/paths';
import { signInAs } from '../fixtures/session';

const HOUR = 60 * 60 * 1000;
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface FreeSlot {
  start: string;
  date: string;
  timeSlot: string;
}

/** A zone where it is between 01:00 and 20:00 now, so today still has free times after now. */
function zoneWithTimeLeftToday(): string {
  const zones = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati', 'America/Adak'];
  const hourIn = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
  const zone = zones.find((z) => hourIn(z) >= 1 && hourIn(z) <= 20);
  if (!zone) throw new Error('no zone with time left today');
  return zone;
}

const todayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

const shots = process.env.PREVISIT_SCREENSHOTS === '1';
const SIZES = { wide: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

/** Saves the page light and dark, wide and phone (`show` puts the subject in view again). */
async function screenshots(page: Page, name: string, show: () => Promise<Locator | void>) {
  if (!shots) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      const subject = await show();
      const path = join(repoRoot, 'docs', 'screenshots', `previsit-${name}-${theme}-${size}.png`);
      if (subject) await subject.screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize(SIZES.wide);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize(SIZES.wide);
  await signInAs(page, email);
  return page;
}

test('a patient answers and checks in; the doctor sees it on the agenda; a new version is published', async ({
  browser,
}) => {
  test.setTimeout(shots ? 240_000 : 120_000);
  const zone = zoneWithTimeLeftToday();
  const today = todayIn(zone);
  const { token: adminToken } = await adminLogin();

  // A doctor of the test's own, working every day and all day in that zone, and a new patient.
  const doctor = await waitingDoctor('Iris', `Prewitt${tag}`);
  expect(
    (await apiCall('PATCH', `/api/doctor/approve/${doctor.doctorId}`, adminToken)).status,
  ).toBe(200);
  const hours = await apiCall('PUT', `/api/doctor/availability/${doctor.doctorId}`, adminToken, {
    timeZone: zone,
    slotMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeHours: 0,
    horizonDays: 30,
    maxUpcomingPerPatient: 5,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '23:30' })),
    overrides: [],
    timeOff: [],
  });
  expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  const patient = await newPatient('Nadia', `Quell${tag}`);
  const slots = await apiCall<FreeSlot[]>(
    'GET',
    `/api/doctor/slots/${doctor.doctorId}?from=${today}&to=${today}`,
    patient.login.token,
  );
  // Later today, so the visit is on today's agenda and its check-in is open.
  const slot = slots.body.find((s) => Date.parse(s.start) > Date.now() + HOUR);
  if (!slot) throw new Error(`no free time later today in ${zone}`);
  const booked = await apiCall<{ _id: string }>(
    'POST',
    '/api/appointment/create',
    patient.login.token,
    { doctor: doctor.doctorId, date: slot.date, timeSlot: slot.timeSlot, reason: 'Chest pain' },
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const appointmentId = booked.body._id;

  await test.step('Nadia answers the questionnaire, saves a draft, then sends it', async () => {
    const page = await signedIn(browser, patient.email);
    await page.goto('/patient/appointments');
    await page.getByRole('link', { name: 'Check-in open' }).click();
    await expect(page).toHaveURL(new RegExp(`/patient/appointments/view/${appointmentId}$`));
    const form = page.getByRole('form', { name: 'Pre-visit questionnaire' });
    await form
      .getByLabel('Tell us more about the reason for your visit')
      .fill('Chest pain when I climb stairs');
    await form.getByLabel('Your symptoms, and since when you have them').fill('Two weeks');
    await form.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Your answers were saved as a draft.')).toBeVisible();
    await expect(page.getByText('Draft saved. Send it when you are ready.')).toBeVisible();

    await form.getByRole('button', { name: 'Send Questionnaire' }).click();
    await expect(form.getByText('Tick the box to send the questionnaire')).toBeVisible();
    await form.getByLabel('Allergies (medicines, foods, other)').fill('Penicillin');
    await form.getByLabel("I have read and accept the clinic's policy").check();
    await form.getByRole('button', { name: 'Send Questionnaire' }).click();
    await expect(page.getByText('Your questionnaire was sent to the clinic.')).toBeVisible();
    await expect(page.getByText(/^Sent to the clinic on /)).toBeVisible();

    await test.step('and checks in, adding the insurance her profile lacks', async () => {
      const checkIn = page.getByRole('form', { name: 'Online check-in' });
      await checkIn.getByRole('button', { name: 'Check In' }).click();
      await expect(checkIn.getByText('Insurer is required')).toBeVisible();
      await checkIn.getByLabel('Phone number').fill('+1 555 0142');
      await checkIn.getByLabel('Address').fill('8 Harbor Road, Springfield');
      await checkIn.getByLabel('Insurer').fill('Acme Health');
      await checkIn.getByLabel('Member number').fill('AC-778812');
      await checkIn.getByLabel('These contact details and insurance are correct').check();
      await screenshots(page, 'patient-check-in', async () => {
        await expect(page.getByRole('form', { name: 'Online check-in' })).toBeVisible();
      });
      // The screenshots reloaded the page: the form is filled again from what the server holds.
      const again = page.getByRole('form', { name: 'Online check-in' });
      if (shots) {
        await again.getByLabel('Insurer').fill('Acme Health');
        await again.getByLabel('Member number').fill('AC-778812');
        await again.getByLabel('Phone number').fill('+1 555 0142');
        await again.getByLabel('Address').fill('8 Harbor Road, Springfield');
        await again.getByLabel('These contact details and insurance are correct').check();
      }
      await again.getByRole('button', { name: 'Check In' }).click();
      await expect(page.getByText('You are checked in.')).toBeVisible();
      await expect(page.getByText(/^You checked in on .*\. See you soon\.$/)).toBeVisible();
      await screenshots(page, 'patient-done', async () => {
        await expect(page.getByText(/^You checked in on /)).toBeVisible();
      });
    });
    await page.context().close();
  });

  await test.step('Dr. Prewitt sees "Checked in" on today’s agenda and opens the answers', async () => {
    const page = await signedIn(browser, doctor.email);
    await page.goto('/doctor/dashboard');
    const agenda = page.getByRole('region', { name: 'Today’s agenda' });
    const visit = agenda.getByRole('listitem').filter({ hasText: `Nadia Quell${tag}` });
    await expect(visit.getByText('Checked in')).toBeVisible();
    await expect(visit.getByText('Questionnaire answered')).toBeVisible();
    await screenshots(page, 'doctor-agenda', async () => {
      const shown = page.getByRole('region', { name: 'Today’s agenda' });
      await expect(shown.getByText('Checked in')).toBeVisible();
      return shown;
    });
    const openAnswers = async () => {
      await page
        .getByRole('region', { name: 'Today’s agenda' })
        .getByRole('button', { name: `Pre-visit answers of Nadia Quell${tag}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Pre-visit answers: Nadia Quell${tag}` });
      await expect(dialog.getByText('Chest pain when I climb stairs')).toBeVisible();
      return dialog;
    };
    const dialog = await openAnswers();
    await expect(dialog.getByText('Penicillin')).toBeVisible();
    await expect(dialog.getByText('Acme Health')).toBeVisible();
    await expect(
      dialog
        .getByText("I have read and accept the clinic's policy")
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('Yes');
    await screenshots(page, 'doctor-answers', async () => {
      await openAnswers();
    });
    await page.context().close();
  });

  await test.step('an administrator adds a question: a new version appears', async () => {
    const page = await signedIn(browser, demo.admin);
    await page.goto('/admin/questionnaire');
    const heading = page.getByRole('heading', { name: /^Current version: \d+$/ });
    await expect(heading).toBeVisible();
    const before = Number((await heading.textContent())!.replace(/\D+/g, ''));
    await page.getByRole('button', { name: 'Add Question' }).click();
    const added = page.getByRole('listitem', { name: /^Question \d+$/ }).last();
    await added.getByRole('button', { name: /^Remove question/ }).waitFor();
    await page.getByRole('button', { name: 'Publish New Version' }).click();
    await expect(added.getByText('Question text is required')).toBeVisible();
    await added.getByRole('textbox').first().fill(`Who referred you to us? ${tag}`);
    await screenshots(page, 'admin-editor', async () => {
      await expect(page.getByRole('heading', { name: /^Current version: / })).toBeVisible();
    });
    if (shots) {
      // The reload dropped the unsaved question: add it again.
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page
        .getByRole('listitem', { name: /^Question \d+$/ })
        .last()
        .getByRole('textbox')
        .first()
        .fill(`Who referred you to us? ${tag}`);
    }
    await page.getByRole('button', { name: 'Publish New Version' }).click();
    await expect(page.getByText(`Version ${before + 1} published.`)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: `Current version: ${before + 1}` }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Published versions of the questionnaire' });
    await expect(table.getByRole('row').nth(1)).toContainText(String(before + 1));
    await page.context().close();
  });

  await test.step('Nadia’s answers keep the version she answered', async () => {
    const answers = await apiCall<{ questionnaire: { version: number; questions: unknown[] } }>(
      'GET',
      `/api/appointments/${appointmentId}/previsit`,
      patient.login.token,
    );
    expect(answers.status).toBe(200);
    expect(JSON.stringify(answers.body.questionnaire.questions).includes('Who referred you')).toBe(
      false,
    );
  });
});
