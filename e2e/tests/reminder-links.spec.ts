import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { signInAs, type FreeSlot } from '../fixtures/builders';
import { screenshotSet } from '../fixtures/screenshots';
import { mailSuiteAccounts, startMailSuite, waitForMail } from '../fixtures/smtp';
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
// The screen with its subject in view (`show` brings it back after each reload).
const shots = screenshotSet('REMINDER_LINKS_SCREENSHOTS', { defaults: { frame: 'in-view' } });

/** The path and query of a link of an email's text part ('Confirm: https://…'). */
function linkOf(mail: ParsedMail, label: 'Confirm' | 'Cancel'): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text ?? '')?.[1];
  if (!url) throw new Error(`no ${label} link in: ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

test("a reminder's Confirm link confirms once; its Cancel link frees the time", async ({
  browser,
}) => {
  test.setTimeout(shots.on ? 360_000 : 240_000);
  const { smtp, urls, api, stop } = await startMailSuite(OFFSET, 'reminder-links');
  // Signing in on this suite's shell, in place of whoever the page held.
  const here = { shell: urls.shell, clear: true };
  const context = await browser.newContext({ baseURL: urls.shell });
  const page = await context.newPage();

  try {
    const accounts = mailSuiteAccounts(api, smtp);
    const admin = await accounts.adminLogin();
    const setClock = (at: number) =>
      api('PUT', '/api/dev/clock', { now: new Date(at).toISOString() }, admin.token);

    const doctor = await accounts.newDoctor('Iris', 'Valdez', admin.token);
    const ana = await accounts.newPatient('Ana', 'Lindqvist', '1984-02-11');
    const ben = await accounts.newPatient('Ben', 'Achebe', '1979-09-30');
    const cleo = await accounts.newPatient('Cleo', 'Marsh', '1991-06-04');

    const { slots, first, second } = await accounts.freeTimesAhead(
      doctor.doctorId,
      ana.login.token,
    );
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
        { patient: patient!._id, doctor: doctor.doctorId, start: slot.start, reason: 'Check-up' },
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
      await shots.save(page, 'reminder-links-confirm', {
        show: async () => page.getByRole('button', { name: 'Confirm Appointment' }),
      });
      await page.getByRole('button', { name: 'Confirm Appointment' }).click();
      await expect(page.getByText('Thank you: your appointment is confirmed.')).toBeVisible();

      // The same link again: it says so, and offers nothing to press.
      await page.goto(link);
      await expect(page.getByText('You have already confirmed this appointment.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Appointment' })).toHaveCount(0);
      await shots.save(page, 'reminder-links-used', {
        show: async () => page.getByText('You have already confirmed this appointment.'),
      });
    });

    await test.step('the doctor\'s list shows "Confirmed by the patient"', async () => {
      await signInAs(page, doctor.login, here);
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
    await signInAs(cleoPage, cleo.login, here);
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
      await shots.save(page, 'reminder-links-cancel', {
        show: async () => page.getByRole('button', { name: 'Cancel Appointment' }),
      });
      // The screenshots reloaded the page: the reason is typed again.
      await page.getByLabel('Reason (optional)').fill('Travelling that week');
      await page.getByRole('button', { name: 'Cancel Appointment' }).click();
      await expect(page.getByText('Your appointment is cancelled.')).toBeVisible();
      await page.goto(link);
      await expect(page.getByText('This appointment is already cancelled.')).toBeVisible();

      // Ana looks for a time that day: Ben's is offered again.
      await signInAs(page, ana.login, here);
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
      await shots.save(page, 'patient-home-next-appointment', {
        show: async () => page.getByRole('region', { name: 'Your next appointment' }),
      });
    });
  } finally {
    await context.close();
    await stop();
  }
});
