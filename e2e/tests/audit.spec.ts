import { expect, test } from '@playwright/test';
import { adminLogin, book, newPatient, signInAs } from '../fixtures/builders';
import { apiLogin, demo } from '../fixtures/api';
import { apiCall, doctorIdByName } from '../fixtures/admin-api';
import { dayFromToday } from '../fixtures/patient-api';
import { AdminAreaPage } from '../pages/admin-area.page';

// The audit trail (issue 9): every read and change of a patient's data is recorded, and an
// administrator reads it from the patient's details. Demo people: admin Alex Morgan, Dr. Ana Silva.

test('an administrator sees who viewed and changed a patient’s data, when and from where', async ({
  page,
}) => {
  const area = new AdminAreaPage(page);
  const olive = await newPatient('Olive', 'Brennan');
  const admin = await adminLogin();
  const anaId = await doctorIdByName('Ana Silva', admin.token);
  let appointmentId = '';

  await test.step('Olive books Dr. Ana Silva; Dr. Silva opens her appointments', async () => {
    const booked = await book(olive.login.token, {
      patient: olive.patientId,
      doctor: anaId,
      date: dayFromToday(9),
      timeSlot: '11:00 AM - 11:30 AM',
    });
    appointmentId = booked._id;
    const ana = await apiLogin(demo.doctor);
    const list = await apiCall('GET', `/api/appointment/byPatient/${olive.patientId}`, ana.token);
    expect(list.status).toBe(200);
  });

  await test.step('the administrator opens Olive’s details, then Audit Trail', async () => {
    await signInAs(page, demo.admin);
    await area.open(`patients/view/${olive.patientId}`);
    await expect(area.heading('Patient Details: Olive Brennan')).toBeVisible();
    await page.getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/patients/audit/${olive.patientId}$`));
    await expect(area.heading('Audit Trail: Olive Brennan')).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Audit trail' });
  await test.step('the table has When, Who, Role, Action, What and From', async () => {
    await expect(table.getByRole('columnheader')).toHaveText([
      'When',
      'Who',
      'Role',
      'Action',
      'What',
      'From',
    ]);
  });

  await test.step('the administrator’s own look at the record is the newest kind of entry', async () => {
    const adminRow = table
      .getByRole('row')
      .filter({ hasText: 'Alex Morgan' })
      .filter({ hasText: 'Patient record' })
      .first();
    await expect(adminRow).toContainText('Administrator');
    await expect(adminRow).toContainText('Viewed');
    await expect(adminRow).toContainText(`Patient record ${olive.patientId.slice(0, 8)}`);
    await expect(adminRow).toContainText(/127\.0\.0\.1 · Chrome\//);
  });

  await test.step('Olive’s booking and Dr. Silva’s reading are there', async () => {
    const booking = table.getByRole('row').filter({ hasText: 'Created' });
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText('Olive Brennan');
    await expect(booking).toContainText('Patient');
    await expect(booking).toContainText(`Appointment ${appointmentId.slice(0, 8)}`);
    const reading = table.getByRole('row').filter({ hasText: 'Ana Silva' });
    await expect(reading).toContainText('Doctor');
    await expect(reading).toContainText('Viewed');
    await expect(reading).toContainText('Appointments (list of 1)');
  });

  await test.step('Back to Patient returns to the details', async () => {
    await page.getByRole('link', { name: 'Back to Patient' }).click();
    await expect(area.heading('Patient Details: Olive Brennan')).toBeVisible();
  });
});

test('a patient cannot open the audit trail', async ({ page }) => {
  const jane = await signInAs(page, demo.patient);
  const answer = await apiCall('GET', `/api/audit/patient/${crypto.randomUUID()}`, jane.token);
  expect(answer.status).toBe(403);
  await page.goto('/admin/patients/audit/00000000-0000-4000-8000-000000000000');
  // The shell's guard sends a patient to their own dashboard.
  await expect(page).toHaveURL(/\/patient\/dashboard$/);
});
