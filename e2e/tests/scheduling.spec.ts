import { expect, test, type Browser } from '@playwright/test';
import { longDate } from '../fixtures/dates';
import { demo } from '../fixtures/api';
import { dayFromToday } from '../fixtures/doctor';
import { nextClockChange, shiftDay } from '../fixtures/scheduling';
import { newDoctor, newPatient, signedInPage as signedIn } from '../fixtures/builders';
import { AdminAppointmentsPage } from '../pages/admin-appointments.page';
import { DoctorAppointmentFormPage } from '../pages/doctor-appointments.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';
import { AvailabilityPage, RescheduleDialog } from '../pages/scheduling.page';

// A doctor's hours decide what a patient can book: Dr. Vera Lindholm (a doctor of this test
// alone) works 09:00–11:00 in half hours and closes one day; Ines books, sees her time gone,
// and moves the appointment. Then a doctor in New York is seen from a browser in Berlin across
// a daylight-saving change.

/** A browser of the person's own (optionally in another time zone), signed in. */
const signedInPage = (browser: Browser, email: string, timezoneId?: string) =>
  signedIn(browser, email, { context: timezoneId ? { timezoneId } : {} });

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Three days in one month, a week or more ahead: open, closed, open. */
function threeDaysInOneMonth(): [string, string, string] {
  for (let days = 7; days < 40; days += 1) {
    const first = dayFromToday(days);
    const third = shiftDay(first, 2);
    if (first.slice(0, 7) === third.slice(0, 7)) return [first, shiftDay(first, 1), third];
  }
  throw new Error('no three days in one month');
}

test('a doctor’s hours shape the patient’s month; the patient books and reschedules', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const vera = await newDoctor('Vera', 'Lindholm');
  const ines = await newPatient('Ines', 'Moreau');
  const [openDay, closedDay, laterDay] = threeDaysInOneMonth();
  const doctor = await signedInPage(browser, vera.email);
  const patient = await signedInPage(browser, ines.email);
  const hours = new AvailabilityPage(doctor);
  const booking = new PatientAppointmentsPage(patient);

  try {
    await test.step('Dr. Lindholm opens Availability from Settings', async () => {
      await doctor.goto('/doctor/settings');
      await doctor.getByRole('link', { name: 'Set availability' }).click();
      await expect(hours.heading()).toBeVisible();
      await expect(hours.timeZone()).toHaveValue('UTC');
    });

    await test.step(`she works 09:00–11:00 in half hours and closes ${closedDay}`, async () => {
      for (const weekday of WEEKDAYS) await hours.setHours(weekday, '09:00', '11:00');
      await hours.appointmentLength().selectOption('30 minutes');
      await hours.closeDate(closedDay);
      await hours.save();
    });

    await test.step('Ines finds her: the closed day is disabled, an open day has four times', async () => {
      await patient.goto('/patient/appointments/book');
      await booking.findDoctor({ name: 'Lindholm' });
      await booking.doctorChoice(/Dr\. Vera Lindholm/).check();
      await booking.chooseDay(openDay);
      await expect(booking.day(closedDay)).toHaveAttribute('aria-disabled', 'true');
      await expect(booking.times()).toHaveText(['09:00 AM', '09:30 AM', '10:00 AM', '10:30 AM']);
    });

    await test.step('she books 10:00 AM and is back on her list', async () => {
      await booking.time('10:00 AM - 10:30 AM').click();
      await booking.reason().fill('First visit');
      await booking.submit().click();
      await expect(patient.getByText('Appointment created successfully!')).toBeVisible();
      await expect(patient).toHaveURL(/\/patient\/appointments$/);
      const row = booking.rows(longDate(openDay)).filter({ hasText: 'Dr. Vera Lindholm' });
      await expect(row).toContainText('10:00 AM - 10:30 AM');
    });

    await test.step('10:00 AM is no longer among the free times of that day', async () => {
      await patient.goto('/patient/appointments/book');
      await booking.findDoctor({ name: 'Lindholm' });
      await booking.doctorChoice(/Dr\. Vera Lindholm/).check();
      await booking.chooseDay(openDay);
      await expect(booking.times()).toHaveText(['09:00 AM', '09:30 AM', '10:30 AM']);
    });

    await test.step(`she moves it to ${laterDay}, 09:30 AM`, async () => {
      await patient.goto('/patient/appointments');
      await booking
        .rows(longDate(openDay))
        .filter({ hasText: 'Dr. Vera Lindholm' })
        .getByRole('link', { name: /^View/ })
        .click();
      const reschedule = new RescheduleDialog(patient);
      await reschedule.open();
      await expect(reschedule.dialog()).toContainText('10:00 AM');
      await booking.chooseDay(laterDay);
      await reschedule.time('09:30 AM').click();
      await reschedule.confirm();
      await expect(patient.getByText('Appointment rescheduled.')).toBeVisible();
      await expect(reschedule.dialog()).toHaveCount(0);
      await expect(booking.field('Date')).toHaveText(longDate(laterDay));
      await expect(booking.field('Time Slot')).toHaveText('09:30 AM - 10:00 AM');
    });

    await test.step('closing that day lists the appointment for Dr. Lindholm to move', async () => {
      await hours.closeDate(laterDay);
      await hours.save();
      await expect(hours.outsideHours()).toContainText(
        'These appointments are outside your new hours. Move them or contact the patients.',
      );
      await hours
        .outsideHours()
        .getByRole('link', { name: /Ines Moreau/ })
        .click();
      await expect(doctor).toHaveURL(/\/doctor\/appointments\/view\/[0-9a-f-]{36}$/);
      await expect(doctor.getByText('09:30 AM - 10:00 AM')).toBeVisible();
    });
  } finally {
    await doctor.context().close();
    await patient.context().close();
  }
});

test('the administrator sets a doctor’s hours and books; the doctor, then the administrator, move it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const theo = await newDoctor('Theo', 'Sandberg');
  await newPatient('Mira', 'Quist');
  const [day, , laterDay] = threeDaysInOneMonth();
  const admin = await signedInPage(browser, demo.admin);
  const doctor = await signedInPage(browser, theo.email);
  const hours = new AvailabilityPage(admin);
  const appointments = new AdminAppointmentsPage(admin);
  const doctorLabel = 'Dr. Theo Sandberg';
  const freeTimes = async () =>
    appointments
      .field(/^Time Slot/)
      .locator('option:not([value=""])')
      .allTextContents();
  let id = '';

  try {
    await test.step('the administrator opens Dr. Sandberg’s Availability from Doctor Details', async () => {
      await admin.goto(`/admin/doctors/view/${theo.doctorId}`);
      await admin.getByRole('link', { name: 'Availability', exact: true }).click();
      await expect(hours.heading()).toContainText('Theo Sandberg');
    });

    await test.step('and sets 13:00–15:00 on every day', async () => {
      for (const weekday of WEEKDAYS) await hours.setHours(weekday, '13:00', '15:00');
      await hours.save();
    });

    await test.step(`Create New Appointment offers his four free times on ${day}; 02:00 PM is booked`, async () => {
      await admin.goto('/admin/appointments/create');
      await appointments.fillForm({ patient: 'Mira Quist', doctor: doctorLabel, date: day });
      await expect
        .poll(freeTimes)
        .toEqual([
          '01:00 PM - 01:30 PM',
          '01:30 PM - 02:00 PM',
          '02:00 PM - 02:30 PM',
          '02:30 PM - 03:00 PM',
        ]);
      await appointments.fillForm({ timeSlot: '02:00 PM - 02:30 PM', reason: 'Growth check' });
      await admin.getByRole('button', { name: 'Submit Appointment' }).click();
      await expect(appointments.toast('Appointment created successfully!')).toBeVisible();
    });

    await test.step('02:00 PM is no longer offered on that date', async () => {
      await admin.goto('/admin/appointments/create');
      await appointments.fillForm({ doctor: doctorLabel, date: day });
      await expect
        .poll(freeTimes)
        .toEqual(['01:00 PM - 01:30 PM', '01:30 PM - 02:00 PM', '02:30 PM - 03:00 PM']);
    });

    await test.step(`Dr. Sandberg moves it to ${laterDay}, 01:00 PM`, async () => {
      await appointments.goto();
      await appointments.search().fill('Quist');
      await appointments.row('Growth check').getByRole('link', { name: /^View/ }).click();
      await expect(admin).toHaveURL(/\/admin\/appointments\/view\/[0-9a-f-]{36}$/);
      id = admin.url().split('/').at(-1)!;
      await doctor.goto(`/doctor/appointments/view/${id}`);
      const reschedule = new RescheduleDialog(doctor);
      await reschedule.open();
      await new PatientAppointmentsPage(doctor).chooseDay(laterDay);
      await reschedule.time('01:00 PM').click();
      await reschedule.confirm();
      await expect(doctor.getByText('Appointment rescheduled.')).toBeVisible();
      await expect(doctor.getByText('01:00 PM - 01:30 PM')).toBeVisible();
    });

    await test.step(`the administrator moves it back to ${day}, 02:30 PM`, async () => {
      await admin.goto(`/admin/appointments/view/${id}`);
      await expect(appointments.detail('Time Slot')).toHaveText('01:00 PM - 01:30 PM');
      const reschedule = new RescheduleDialog(admin);
      await reschedule.open();
      await new PatientAppointmentsPage(admin).chooseDay(day);
      await reschedule.time('02:30 PM').click();
      await reschedule.confirm();
      await expect(admin.getByText('Appointment rescheduled.')).toBeVisible();
      await expect(appointments.detail('Time Slot')).toHaveText('02:30 PM - 03:00 PM');
      await expect(appointments.detail('Date')).toContainText(String(Number(day.slice(8))));
    });
  } finally {
    await admin.context().close();
    await doctor.context().close();
  }
});

test('a New York doctor’s 09:00 stays 09:00 across the clock change, seen from Berlin', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const hana = await newDoctor('Hana', 'Kowalczyk');
  const noah = await newPatient('Noah', 'Berger');
  const doctor = await signedInPage(browser, hana.email, 'Europe/Berlin');
  const patient = await signedInPage(browser, noah.email, 'Europe/Berlin');
  const hours = new AvailabilityPage(doctor);
  const booking = new PatientAppointmentsPage(patient);
  // The next change of New York's clock and the day after: 2026-11-01 and 2026-11-02 when run
  // before them; later runs take the next change (2027-03-14…), since past days offer no times.
  const change = nextClockChange('America/New_York');
  const dayAfter = shiftDay(change, 1);

  try {
    await test.step('Dr. Kowalczyk works 09:00–17:00 in New York and takes bookings a year ahead', async () => {
      await doctor.goto('/doctor/settings/availability');
      await expect(hours.heading()).toBeVisible();
      await hours.timeZone().fill('America/New_York');
      await expect(
        doctor.getByText(/^Eastern (Standard|Daylight) Time, GMT-0[45]:00\.$/),
      ).toBeVisible();
      await hours.horizon().fill('365');
      await hours.save();
      await expect(doctor.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    });

    await test.step(`her own Create form offers 09:00 AM first on ${dayAfter}`, async () => {
      const form = new DoctorAppointmentFormPage(doctor);
      await doctor.goto(`/doctor/appointments/create?date=${dayAfter}`);
      await expect(form.date()).toHaveValue(dayAfter);
      await expect(form.timeSlot().locator('option').nth(1)).toHaveText('09:00 AM - 09:30 AM');
      await expect(doctor.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    });

    await test.step(`Noah, in Berlin, sees 09:00 AM first on ${dayAfter}, with the zone named`, async () => {
      await patient.goto('/patient/appointments/book');
      await booking.findDoctor({ name: 'Kowalczyk' });
      await booking.doctorChoice(/Dr\. Hana Kowalczyk/).check();
      await booking.chooseDay(dayAfter);
      await expect(booking.times().first()).toHaveText('09:00 AM');
      await expect(booking.times().first()).toHaveAttribute('title', '09:00 AM - 09:30 AM');
      await expect(booking.times().last()).toHaveText('04:30 PM');
      await expect(patient.getByText(/^Times in New York \(E[SD]T\)$/)).toBeVisible();
    });

    await test.step(`and on ${change}, the day of the change, too, with the zone's abbreviation`, async () => {
      await booking.day(change).click();
      await expect(booking.times().first()).toHaveText(/^09:00 AM E[SD]T$/);
    });
  } finally {
    await doctor.context().close();
    await patient.context().close();
  }
});
