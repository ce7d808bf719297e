// Before the visit: a patient answers the clinic's questionnaire and checks in online, the doctor
// sees it on today's agenda and reads the answers, and an administrator publishes a new version
// of the questions. PREVISIT_SCREENSHOTS=1 also saves the screens (light and dark, wide and phone)
// to docs/screenshots.
import { expect, test } from '@playwright/test';
import { apiCall } from '../fixtures/admin-api';
import { demo } from '../fixtures/api';
import {
  book,
  freeSlots,
  newDoctor,
  newPatient,
  signedInPage,
  uniqueTag,
} from '../fixtures/builders';
import { todayIn, zoneWithHourNow } from '../fixtures/scheduling';
import { SCREEN_SIZES, screenshotSet } from '../fixtures/screenshots';

const HOUR = 60 * 60 * 1000;
const tag = uniqueTag();

const shots = screenshotSet('PREVISIT_SCREENSHOTS', { prefix: 'previsit-' });
const wide = { context: { viewport: SCREEN_SIZES.wide } };

test('a patient answers and checks in; the doctor sees it on the agenda; a new version is published', async ({
  browser,
}) => {
  test.setTimeout(shots.on ? 240_000 : 120_000);
  // A zone where it is between 01:00 and 20:00 now, so today still has free times after now.
  const zone = zoneWithHourNow(1, 20);
  const today = todayIn(zone);

  // A doctor of the test's own, working every day and all day in that zone, and a new patient.
  const doctor = await newDoctor('Iris', `Prewitt${tag}`, {
    hours: { timeZone: zone, start: '00:00', end: '23:30', horizonDays: 30 },
  });
  const patient = await newPatient('Nadia', `Quell${tag}`);
  const slots = await freeSlots(patient.login.token, doctor.doctorId, today);
  // Later today, so the visit is on today's agenda and its check-in is open.
  const slot = slots.find((s) => Date.parse(s.start) > Date.now() + HOUR);
  if (!slot) throw new Error(`no free time later today in ${zone}`);
  const booked = await book(patient.login.token, {
    doctor: doctor.doctorId,
    date: slot.date,
    timeSlot: slot.timeSlot,
    reason: 'Chest pain',
  });
  const appointmentId = booked._id;

  await test.step('Nadia answers the questionnaire, saves a draft, then sends it', async () => {
    const page = await signedInPage(browser, patient.email, wide);
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
      await shots.save(page, 'patient-check-in', {
        show: async () => {
          await expect(page.getByRole('form', { name: 'Online check-in' })).toBeVisible();
        },
      });
      // The screenshots reloaded the page: the form is filled again from what the server holds.
      const again = page.getByRole('form', { name: 'Online check-in' });
      if (shots.on) {
        await again.getByLabel('Insurer').fill('Acme Health');
        await again.getByLabel('Member number').fill('AC-778812');
        await again.getByLabel('Phone number').fill('+1 555 0142');
        await again.getByLabel('Address').fill('8 Harbor Road, Springfield');
        await again.getByLabel('These contact details and insurance are correct').check();
      }
      await again.getByRole('button', { name: 'Check In' }).click();
      await expect(page.getByText('You are checked in.')).toBeVisible();
      await expect(page.getByText(/^You checked in on .*\. See you soon\.$/)).toBeVisible();
      await shots.save(page, 'patient-done', {
        show: async () => {
          await expect(page.getByText(/^You checked in on /)).toBeVisible();
        },
      });
    });
    await page.context().close();
  });

  await test.step('Dr. Prewitt sees "Checked in" on today’s agenda and opens the answers', async () => {
    const page = await signedInPage(browser, doctor.email, wide);
    await page.goto('/doctor/dashboard');
    const agenda = page.getByRole('region', { name: 'Today’s agenda' });
    const visit = agenda.getByRole('listitem').filter({ hasText: `Nadia Quell${tag}` });
    await expect(visit.getByText('Checked in')).toBeVisible();
    await expect(visit.getByText('Questionnaire answered')).toBeVisible();
    await shots.save(page, 'doctor-agenda', {
      show: async () => {
        const shown = page.getByRole('region', { name: 'Today’s agenda' });
        await expect(shown.getByText('Checked in')).toBeVisible();
        return shown;
      },
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
    await shots.save(page, 'doctor-answers', {
      show: async () => {
        await openAnswers();
      },
    });
    await page.context().close();
  });

  await test.step('an administrator adds a question: a new version appears', async () => {
    const page = await signedInPage(browser, demo.admin, wide);
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
    await shots.save(page, 'admin-editor', {
      show: async () => {
        await expect(page.getByRole('heading', { name: /^Current version: / })).toBeVisible();
      },
    });
    if (shots.on) {
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
