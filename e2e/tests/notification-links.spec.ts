// Notifications link to what they are about (issue: the design pass): a patient books, and the
// doctor's notification opens that appointment in the doctor's area; the patient's own opens it
// in hers; an administrator's "waiting for approval" opens the doctor's details. Opening an unread
// notification marks it read.
import { expect, test, type Page } from '@playwright/test';
import { newDoctor, newPatient, signInAs, waitingDoctor } from '../fixtures/builders';
import { demo } from '../fixtures/api';
import { dayFromToday } from '../fixtures/patient-api';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

const notifications = (page: Page) => page.getByRole('list', { name: 'Notifications' });

test("a patient books; the doctor's notification opens that appointment, and is read", async ({
  page,
}) => {
  const doctor = await newDoctor('Lena', 'Linkwood', {
    specialization: 'Dermatology',
    hours: { timeZone: 'UTC' },
  });
  const patient = await newPatient('Rosa', 'Linkwell');
  const appointments = new PatientAppointmentsPage(page);
  let appointmentPath = '';

  await test.step('Rosa books Dr. Linkwood for a free half hour', async () => {
    await signInAs(page, patient.email);
    await page.goto('/patient/appointments/book');
    await appointments.findDoctor({ name: 'Linkwood' });
    await appointments.doctorChoice(/Dr\. Lena Linkwood/).check();
    await appointments.chooseFirstFreeSlot(dayFromToday(6));
    await appointments.reason().fill('A rash that will not go');
    await appointments.submit().click();
    await expect(page).toHaveURL(/\/patient\/appointments$/);
  });

  await test.step("the doctor's notification is a link to the appointment", async () => {
    await signInAs(page, doctor.email);
    await page.goto('/doctor/notifications');
    const link = notifications(page).getByRole('link', {
      name: /^Unread: New appointment with Rosa Linkwell on /,
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^\/doctor\/appointments\/view\/[0-9a-f-]{36}$/);
    appointmentPath = (await link.getAttribute('href'))!;
    await link.click();
  });

  await test.step('following it opens the appointment in the doctor area', async () => {
    await expect(page).toHaveURL(new RegExp(`${appointmentPath}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Appointment Details' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Rosa Linkwell');
    await expect(page.getByRole('main')).toContainText('A rash that will not go');
  });

  await test.step('back in the notifications it reads as read', async () => {
    await page.goto('/doctor/notifications');
    const row = notifications(page)
      .getByRole('listitem')
      .filter({ hasText: 'New appointment with Rosa Linkwell' });
    await expect(row).toHaveAttribute('data-unread', 'false');
    await expect(
      row.getByRole('link', { name: /^New appointment with Rosa Linkwell/ }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  });

  await test.step("Rosa's own notification opens the same appointment in her area", async () => {
    await signInAs(page, patient.email);
    await page.goto('/patient/notifications');
    const link = notifications(page).getByRole('link', {
      name: /Your appointment with Dr\. Lena Linkwood on .* was booked\.$/,
    });
    const id = appointmentPath.split('/').at(-1);
    await expect(link).toHaveAttribute('href', `/patient/appointments/view/${id}`);
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Appointment Details' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Dr. Lena Linkwood');
  });
});

test("an administrator's 'waiting for approval' opens the doctor's details", async ({ page }) => {
  const doctor = await waitingDoctor('Ivo', 'Linkmann', 'Neurology');
  await signInAs(page, demo.admin);
  await page.goto('/admin/notifications');
  const link = notifications(page).getByRole('link', {
    name: 'Unread: Dr. Ivo Linkmann (Neurology) is waiting for approval.',
  });
  await expect(link).toHaveAttribute('href', `/admin/doctors/view/${doctor.doctorId}`);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Doctor Details: Dr. Ivo Linkmann' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
});

test('a notification about nothing in particular stays plain text', async ({ page }) => {
  await signInAs(page, demo.doctor);
  await page.goto('/doctor/notifications');
  // The seeded approval of the demo doctor's account is about no record: its row has no link.
  for (let pageNumber = 1; pageNumber <= 20; pageNumber++) {
    await expect(page.getByText(new RegExp(`^Page ${pageNumber} of \\d+$`))).toBeVisible();
    await expect(notifications(page)).not.toHaveAttribute('aria-busy', 'true');
    const row = notifications(page)
      .getByRole('listitem')
      .filter({ hasText: 'Your doctor account was approved.' });
    if ((await row.count()) > 0) {
      await expect(row.getByRole('link')).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error('the approval notification was not found');
});
