// Stored HTML is shown as text (issue 9): a doctor's appointment notes and food plan, and a
// patient's health report, carry markup that would run script if it were rendered as HTML.
// Every screen that shows them must show the characters, create no element from them and run
// nothing. And after a patient's session no health data is left in the browser.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { apiLogin, demo } from '../fixtures/api';
import { apiSession, bookAsDoctor, dayFromToday } from '../fixtures/doctor';
import { IMG_PAYLOAD, payloadStayedText, storageSnapshot } from '../fixtures/faults';
import { apiCall, patientIdOf } from '../fixtures/patient-api';

const SCRIPT_PAYLOAD = '<script>window.__pwned=2</script>';
const reason = `Reason ${IMG_PAYLOAD}`;
const notes = `Notes ${IMG_PAYLOAD} ${SCRIPT_PAYLOAD}`;
const foodName = `Oats ${IMG_PAYLOAD}`;
const planNotes = `Plan ${IMG_PAYLOAD}`;
const complaintTitle = `Title ${IMG_PAYLOAD}`;
const complaintText = `Details ${SCRIPT_PAYLOAD} ${IMG_PAYLOAD}`;

const SESSION_KEYS = ['role', 'theme', 'token', 'user', 'userId'];

let appointmentId = '';

test.beforeAll(async () => {
  const doctor = await apiSession(demo.doctor);
  const patient = await apiLogin(demo.patient);
  const patientId = await patientIdOf(patient);
  // A day of its own, so no other test's booking collides with this slot.
  const day = dayFromToday(60 + Math.floor(Math.random() * 200));
  appointmentId = await bookAsDoctor(doctor, { patient: patientId, date: day, reason, notes });
  await doctor.send('POST', '/api/foods/create', {
    patient: patientId,
    recommendedFoods: [{ name: foodName, quantity: '1 bowl', timeOfDay: 'Morning' }],
    notes: planNotes,
  });
  const complaint = await apiCall('POST', '/api/health/create', patient.token, {
    subject: complaintTitle,
    description: complaintText,
  });
  expect(complaint.status, JSON.stringify(complaint.body)).toBe(201);
});

/** The markup is on screen as characters; no element was made from it; nothing ran. */
async function expectShownAsText(page: Page, ...texts: string[]) {
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
}

test('the patient sees the markup as text on every screen that shows it', async ({ page }) => {
  await signInAs(page, demo.patient);

  await test.step('the appointment details: reason and notes', async () => {
    await page.goto(`/patient/appointments/view/${appointmentId}`);
    await expectShownAsText(page, reason, notes);
  });

  await test.step('the appointments list', async () => {
    await page.goto('/patient/appointments');
    await expect(page.getByRole('heading', { name: 'Patient Appointments' })).toBeVisible();
    expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
  });

  await test.step('Recommended Foods: the food and the plan notes', async () => {
    await page.goto('/patient/nutrition');
    await expectShownAsText(page, foodName, planNotes);
  });

  await test.step('the health reports', async () => {
    await page.goto('/patient/reports');
    await expectShownAsText(page, complaintTitle, complaintText);
  });

  await test.step('the notifications (the new plan, the booking)', async () => {
    await page.goto('/patient/notifications');
    await expect(page.getByRole('heading', { name: /notifications/i }).first()).toBeVisible();
    expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
  });

  await test.step('the dashboard', async () => {
    await page.goto('/patient/dashboard');
    await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
    expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
  });

  await test.step('after the session, the browser keeps only the session keys', async () => {
    const stored = await storageSnapshot(page);
    expect(SESSION_KEYS).toEqual(expect.arrayContaining(stored.localKeys));
    expect(stored.sessionKeys).toEqual([]);
    expect(stored.indexedDbNames).toEqual([]);
    const everything = JSON.stringify(stored);
    for (const healthData of ['Reason', 'Notes', 'Oats', 'Plan', 'Title', 'Details', 'onerror']) {
      expect(everything).not.toContain(healthData);
    }
    // The user entry holds the identity the menu shows, nothing more.
    const user = JSON.parse(stored.local.user ?? '{}') as Record<string, unknown>;
    for (const key of Object.keys(user)) {
      expect(['_id', 'firstName', 'lastName', 'email', 'role', 'username', 'image']).toContain(key);
    }
  });

  await test.step('after logout, nothing at all', async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await storageSnapshot(page);
    expect(stored.localKeys).toEqual([]);
    expect(stored.sessionKeys).toEqual([]);
  });
});

test('the doctor sees the markup as text', async ({ page }) => {
  await signInAs(page, demo.doctor);

  await test.step('the appointment detail', async () => {
    await page.goto(`/doctor/appointments/view/${appointmentId}`);
    await expectShownAsText(page, reason, notes);
  });

  await test.step('the appointments list', async () => {
    await page.goto('/doctor/appointments');
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
  });

  await test.step('the patients’ health issues', async () => {
    await page.goto('/doctor/health');
    await expectShownAsText(page, complaintTitle, complaintText);
  });
});

test('the administrator sees the markup as text', async ({ page }) => {
  await signInAs(page, demo.admin);

  await test.step('the appointment view', async () => {
    await page.goto(`/admin/appointments/view/${appointmentId}`);
    await expectShownAsText(page, reason, notes);
  });

  await test.step('All Appointments, where the purpose is the reason', async () => {
    await page.goto('/admin/appointments');
    await expect(page.getByRole('table').first()).toBeVisible();
    expect(await payloadStayedText(page)).toEqual({ imgs: 0, pwned: undefined });
  });
});
