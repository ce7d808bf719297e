import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSuite, suiteAddresses } from '../../scripts/suite.mjs';
import { DEMO_PASSWORD, demo } from '../fixtures/api';
import { apiOf, startSmtp, waitForMail } from '../fixtures/smtp';
import { repoRoot } from '../fixtures/paths';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// The one-tap links of a reminder, as a patient meets them: a suite of its own (its own database,
// a real SMTP server started here, reminders on, a clock the test may set). Ana's day-before
// reminder arrives; its Confirm link, opened without signing in, confirms once and says so the
// second time; the doctor's list shows "Confirmed by the patient". Ben's reminder's Cancel link
// cancels his appointment with a reason, and the time is free again in the booking screen; Cleo,
// who asked for an earlier time than hers, is offered Ben's on her open page and by email, and
// accepts it.
// REMINDER_LINKS_SCREENSHOTS=1 also saves the link page and the patient's home (light and dark,
// wide and phone) to docs/screenshots.

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100) + 60;
const HOUR = 3_600_000;
const shots = process.env.REMINDER_LINKS_SCREENSHOTS === '1';
const SIZES = { wide: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

interface Login {
  token: string;
  user: { _id: string; role: string; [key: string]: unknown };
}

interface FreeSlot {
  start: string;
  date: string;
  timeSlot: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The path and query of a link of an email's text part ('Confirm: https://…'). */
function linkOf(mail: ParsedMail, label: 'Confirm' | 'Cancel'): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text ?? '')?.[1];
  if (!url) throw new Error(`no ${label} link in: ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function signInAs(page: Page, login: Login) {
  await page.goto('/loading');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('token', l.token);
    localStorage.setItem('userId', l.user._id);
    localStorage.setItem('role', l.user.role.toLowerCase());
    localStorage.setItem('user', JSON.stringify(l.user));
  }, login);
}

/** Saves the screen light and dark, wide and phone. */
async function screenshots(page: Page, name: string, show: () => Promise<Locator>) {
  if (!shots) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      const subject = await show();
      await subject.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: join(repoRoot, 'docs', 'screenshots', `${name}-${theme}-${size}.png`),
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize(SIZES.wide);
}

test("a reminder's Confirm link confirms once; its Cancel link frees the time", async ({
  browser,
}) => {
  test.setTimeout(shots ? 360_000 : 240_000);
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-reminder-links-'));
  const { urls, apiUrl } = suiteAddresses(OFFSET);
  const suite = await startSuite({
    offset: OFFSET,
    quietApi: true,
    apiLogFile: join(dataDir, 'api.log'),
    apiEnv: {
      DEMO_MODE: '1',
      DEMO_SEED: '1',
      DATA_DIR: join(dataDir, 'db'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_WRITES: '100',
      REMINDERS: '1',
      REMINDER_POLL_SECONDS: '0.5',
      TEST_CLOCK: '1',
    },
  });
  const api = apiOf(apiUrl);
  const context = await browser.newContext({ baseURL: urls.shell });
  const page = await context.newPage();

  try {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const signUp = async (firstName: string, lastName: string, accountType: string) => {
      const email = `${firstName}.${lastName}.${tag}@careconnect.test`.toLowerCase();
      await api('POST', '/api/user/register', {
        firstName,
        lastName,
        username: `${firstName}.${tag}`.toLowerCase(),
        gender: 'female',
        email,
        password: DEMO_PASSWORD,
        accountType,
      });
      const [codeMail] = await waitForMail(smtp, email, /verification code/i);
      const code = /\b(\d{7})\b/.exec(codeMail?.text ?? '')?.[1];
      if (!code) throw new Error(`no code in ${codeMail?.text}`);
      const login = await api<Login>('POST', '/api/user/verify', {
        email,
        code,
        password: DEMO_PASSWORD,
      });
      return { email, login };
    };
    const admin = await api<Login>('POST', '/api/user/login', {
      email: demo.admin,
      password: DEMO_PASSWORD,
    });
    const setClock = (at: number) =>
      api('PUT', '/api/dev/clock', { now: new Date(at).toISOString() }, admin.token);

    const doctor = await signUp('Iris', 'Valdez', 'doctor');
    const record = await api<{ _id: string }>(
      'POST',
      '/api/doctor/create',
      { licenseNumber: `LIC-${tag}`, specialization: 'Cardiology', hospital: 'Harbor Clinic' },
      doctor.login.token,
    );
    await api('PATCH', `/api/doctor/approve/${record._id}`, undefined, admin.token);
    const ana = await signUp('Ana', 'Lindqvist', 'patient');
    const ben = await signUp('Ben', 'Achebe', 'patient');
    const cleo = await signUp('Cleo', 'Marsh', 'patient');
    for (const [who, dateOfBirth] of [
      [ana, '1984-02-11'],
      [ben, '1979-09-30'],
      [cleo, '1991-06-04'],
    ] as const)
      await api('PUT', `/api/user/profile/${who.login.user._id}`, { dateOfBirth }, who.login.token);

    const from = isoDay(Date.now() + 3 * 24 * HOUR);
    const to = isoDay(Date.now() + 10 * 24 * HOUR);
    const slots = await api<FreeSlot[]>(
      'GET',
      `/api/doctor/slots/${record._id}?from=${from}&to=${to}`,
      undefined,
      ana.login.token,
    );
    const first = slots[0];
    const second = slots.find((s) => s.date === first?.date && s.start > first.start);
    if (!first || !second) throw new Error('the new doctor has no two free times that day');
    const later = slots.find((s) => s.date > second.date);
    if (!later) throw new Error('the new doctor has no free time after that day');

    const bookFor = async (who: typeof ana, slot: FreeSlot) => {
      const [patient] = await api<{ _id: string }[]>(
        'GET',
        `/api/patient/getPatientByUser/${who.login.user._id}`,
        undefined,
        who.login.token,
      );
      const booked = await api<{ _id: string }>(
        'POST',
        '/api/appointment/create',
        { patient: patient!._id, doctor: record._id, start: slot.start, reason: 'Check-up' },
        who.login.token,
      );
      return booked._id;
    };

    const REMINDER = /^Reminder:/;
    await test.step('Ana and Ben are booked; the day-before reminders arrive', async () => {
      await setClock(Date.parse(first.start) - 25 * HOUR);
      await bookFor(ana, first);
      await bookFor(ben, second);
      // Cleo, booked days later, asks for an earlier time: any day, any hour.
      const cleos = await bookFor(cleo, later);
      await api(
        'POST',
        '/api/waitlist',
        { appointment: cleos, weekDays: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' },
        cleo.login.token,
      );
      await setClock(Date.parse(second.start) - 24 * HOUR + 5_000);
      await waitForMail(smtp, ana.email, REMINDER);
      await waitForMail(smtp, ben.email, REMINDER);
    });

    await test.step("Ana opens the reminder's Confirm link, signed out, and confirms once", async () => {
      const link = linkOf(smtp.mails(ana.email, REMINDER)[0]!, 'Confirm');
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Confirm Appointment' })).toBeVisible();
      await expect(page.getByText('Dr. Iris Valdez')).toBeVisible();
      await expect(page.getByText(first.timeSlot)).toBeVisible();
      await screenshots(page, 'reminder-links-confirm', async () =>
        page.getByRole('button', { name: 'Confirm Appointment' }),
      );
      await page.getByRole('button', { name: 'Confirm Appointment' }).click();
      await expect(page.getByText('Thank you: your appointment is confirmed.')).toBeVisible();

      // The same link again: it says so, and offers nothing to press.
      await page.goto(link);
      await expect(page.getByText('You have already confirmed this appointment.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Appointment' })).toHaveCount(0);
      await screenshots(page, 'reminder-links-used', async () =>
        page.getByText('You have already confirmed this appointment.'),
      );
    });

    await test.step('the doctor\'s list shows "Confirmed by the patient"', async () => {
      await signInAs(page, doctor.login);
      await page.goto('/doctor/appointments');
      const row = page.getByRole('row').filter({ hasText: 'Ana Lindqvist' });
      await expect(row).toContainText('Confirmed by the patient');
      await expect(page.getByRole('row').filter({ hasText: 'Ben Achebe' })).not.toContainText(
        'Confirmed by the patient',
      );
    });

    // Cleo's list of offers is open while Ben cancels.
    const cleoContext = await browser.newContext({ baseURL: urls.shell });
    const cleoPage = await cleoContext.newPage();
    await signInAs(cleoPage, cleo.login);
    await cleoPage.goto('/patient/waitlist');
    await expect(
      cleoPage.getByText('No offers yet. We will tell you as soon as a time you want is free.'),
    ).toBeVisible();

    await test.step("Ben's Cancel link cancels with a reason; the time is free again", async () => {
      await page.evaluate(() => localStorage.clear());
      const link = linkOf(smtp.mails(ben.email, REMINDER)[0]!, 'Cancel');
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Cancel Appointment' })).toBeVisible();
      await expect(
        page.getByText(
          'Online cancelling closes 2 hours before the appointment. After that, please call the clinic.',
        ),
      ).toBeVisible();
      await page.getByLabel('Reason (optional)').fill('Travelling that week');
      await screenshots(page, 'reminder-links-cancel', async () =>
        page.getByRole('button', { name: 'Cancel Appointment' }),
      );
      // The screenshots reloaded the page: the reason is typed again.
      await page.getByLabel('Reason (optional)').fill('Travelling that week');
      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await expect(page.getByText('Your appointment is cancelled.')).toBeVisible();
      await page.goto(link);
      await expect(page.getByText('This appointment is already cancelled.')).toBeVisible();

      // Ana looks for a time that day: Ben's is offered again.
      await signInAs(page, ana.login);
      const booking = new PatientAppointmentsPage(page);
      await page.goto('/patient/appointments/book');
      await booking.findDoctor({ name: 'Valdez' });
      await booking.doctorChoice(/Dr\. Iris Valdez/).check();
      await booking.chooseDay(second.date);
      await expect(booking.time(second.timeSlot)).toBeVisible();
      await expect(booking.time(first.timeSlot)).toHaveCount(0);
    });

    await test.step("Ben's time is offered to Cleo, live and by email, and she takes it", async () => {
      const offer = cleoPage.getByRole('listitem', { name: /^Dr\. Iris Valdez, / });
      // Sent through the job queue within seconds, and shown without a reload.
      await expect(offer.getByRole('button', { name: 'Accept' })).toBeVisible({ timeout: 30_000 });
      await offer.getByRole('button', { name: 'Accept' }).click();
      await expect(
        cleoPage.getByText('The time is yours: your appointment is booked.'),
      ).toBeVisible();
      const [mail] = await waitForMail(smtp, cleo.email, /^An earlier time is free$/);
      expect(mail?.text).toContain('Dr. Iris Valdez');
      const [patient] = await api<{ _id: string }[]>(
        'GET',
        `/api/patient/getPatientByUser/${cleo.login.user._id}`,
        undefined,
        cleo.login.token,
      );
      const mine = await api<{ start: string | null; status: string }[]>(
        'GET',
        `/api/appointment/byPatient/${patient!._id}`,
        undefined,
        cleo.login.token,
      );
      const upcoming = mine.filter((a) => a.status === 'pending' || a.status === 'confirmed');
      expect(upcoming.map((a) => a.start)).toEqual([second.start]);
      await cleoContext.close();
    });

    await test.step("Ana's home shows her next appointment first, confirmed", async () => {
      await page.goto('/patient/dashboard');
      const card = page.getByRole('region', { name: 'Your next appointment' });
      await expect(card).toContainText('Dr. Iris Valdez');
      await expect(card).toContainText(first.timeSlot);
      await expect(card).toContainText('Confirmed');
      await screenshots(page, 'patient-home-next-appointment', async () =>
        page.getByRole('region', { name: 'Your next appointment' }),
      );
    });
  } finally {
    await context.close();
    await suite.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
