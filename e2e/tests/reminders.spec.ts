import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { mailSuiteAccounts, startMailSuite, waitForMail } from '../fixtures/smtp';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

// Reminders as a patient meets them: a suite of its own (its own database, a real SMTP server
// started here, reminders on, and a clock the test may set), because the main suite keeps the
// job queue off. The patient books in the browser 25 hours ahead; the clock is moved to the
// day-before reminder, which arrives once; she cancels, and the two-hour one never comes, while
// another patient's appointment, booked alike and kept, gets its own.

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100) + 50;
const HOUR = 3_600_000;
const REMINDER = /^Reminder:/;

test('a reminder arrives once, 24 hours ahead, and none after the appointment is cancelled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { smtp, urls, api, stop } = await startMailSuite(OFFSET, 'reminders');
  const context = await browser.newContext({ baseURL: urls.shell });
  const page: Page = await context.newPage();

  try {
    const accounts = mailSuiteAccounts(api, smtp);
    const admin = await accounts.adminLogin();
    const setClock = (at: number) =>
      api('PUT', '/api/dev/clock', { now: new Date(at).toISOString() }, admin.token);

    const record = await accounts.newDoctor('Mira', 'Okafor', admin.token);
    // Patients give a date of birth before their first booking.
    const ana = await accounts.newPatient('Ana', 'Lindqvist', '1984-02-11');
    const ben = await accounts.newPatient('Ben', 'Achebe', '1979-09-30');

    // Two neighbouring free times of the doctor's, three days or more ahead.
    const { first, second } = await accounts.freeTimesAhead(record.doctorId, ana.login.token);
    const start = Date.parse(first.start);

    await test.step('it is 25 hours before the appointment; Ana books it in her browser', async () => {
      await setClock(start - 25 * HOUR);
      await signInAs(page, ana.login, { shell: urls.shell });
      const booking = new PatientAppointmentsPage(page);
      await page.goto('/patient/appointments/book');
      await booking.findDoctor({ name: 'Okafor' });
      await booking.doctorChoice(/Dr\. Mira Okafor/).check();
      await booking.chooseDay(first.date);
      await booking.time(first.timeSlot).click();
      await booking.reason().fill('Check-up');
      await booking.submit().click();
      await expect(booking.rows(/Dr\. Mira Okafor/)).toContainText(first.timeSlot);
      // Ben books the next time, through the API, and keeps it.
      const [patient] = await api<{ _id: string }[]>(
        'GET',
        `/api/patient/getPatientByUser/${ben.login.user._id}`,
        undefined,
        ben.login.token,
      );
      await api(
        'POST',
        '/api/appointment/create',
        {
          patient: patient!._id,
          doctor: record.doctorId,
          date: second.date,
          timeSlot: second.timeSlot,
        },
        ben.login.token,
      );
      // The booking's own email came; no reminder yet.
      await waitForMail(smtp, ana.email, /^Your appointment on/);
      expect(smtp.mails(ana.email, REMINDER)).toHaveLength(0);
    });

    await test.step('the clock reaches 24 hours before: one reminder, with the invitation', async () => {
      await setClock(start - 24 * HOUR + 5_000);
      const [reminder] = await waitForMail(smtp, ana.email, REMINDER);
      expect(reminder!.subject).toBe(
        `Reminder: your appointment on ${first.date} at ${first.timeSlot}`,
      );
      expect(reminder!.text).toContain('Dr. Mira Okafor');
      expect(reminder!.html).toBeTruthy();
      expect(reminder!.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(
        true,
      );
      // Several polls later, still one.
      await page.waitForTimeout(3_000);
      expect(smtp.mails(ana.email, REMINDER)).toHaveLength(1);
    });

    await test.step('Ana cancels; at two hours before only Ben is reminded', async () => {
      const booking = new PatientAppointmentsPage(page);
      await booking.goto();
      const row = booking.rows(/Dr\. Mira Okafor/).filter({ hasText: first.timeSlot });
      await row.getByRole('button', { name: /^Cancel appointment/ }).click();
      await booking.cancelDialog().getByRole('button', { name: 'Cancel Appointment' }).click();
      await expect(row).toContainText('Cancelled');

      await setClock(Date.parse(second.start) - 2 * HOUR + 5_000);
      const [benReminder] = await waitForMail(smtp, ben.email, REMINDER);
      expect(benReminder!.subject).toBe(
        `Reminder: your appointment on ${second.date} at ${second.timeSlot}`,
      );
      await page.waitForTimeout(3_000);
      expect(smtp.mails(ana.email, REMINDER)).toHaveLength(1);
      expect(smtp.mails(ben.email, REMINDER)).toHaveLength(1);
    });
  } finally {
    await context.close();
    await stop();
  }
});
