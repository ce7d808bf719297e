// What a patient sees around a cancellation and a logout: the toast starts under the top bar
// (never over the bell, the messages or the theme switch), the cancelled visit moves to Past,
// and after Logout the sign-in page says 'You are signed out' without the area's last toast.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminLogin, book, newDoctor, newPatient, signInAs } from '../fixtures/builders';
import AxeBuilder from '@axe-core/playwright';
import { dayFromToday } from '../fixtures/patient-api';
import { AreaPage } from '../pages/area.page';
import { PatientAppointmentsPage } from '../pages/patient-appointments.page';

const CANCELLED = 'Appointment cancelled.';

/** Does `a` overlap `b` on screen? */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

for (const screen of [
  { name: 'on a desk', width: 1280, height: 800 },
  { name: 'on a phone', width: 390, height: 844 },
]) {
  test(`a patient cancels, then logs out (${screen.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const doctor = await newDoctor('Tessa', 'Toastwood', {
      specialization: 'Dermatology',
      hours: { timeZone: 'UTC' },
    });
    const patient = await newPatient('Lior', 'Logoutson');
    const { token } = await adminLogin();
    const day = dayFromToday(9);
    await book(token, { patient: patient.patientId, doctor: doctor.doctorId, date: day });
    const appointments = new PatientAppointmentsPage(page);
    const area = new AreaPage(page);

    await test.step('her visit with Dr. Toastwood is Upcoming', async () => {
      await signInAs(page, patient.email);
      await appointments.goto();
      await expect(
        appointments.section('Upcoming').getByRole('row').filter({ hasText: 'Toastwood' }),
      ).toContainText('Pending');
    });

    await test.step('she cancels it: the toast starts under the top bar', async () => {
      const row = appointments
        .section('Upcoming')
        .getByRole('row')
        .filter({ hasText: 'Toastwood' });
      await row.getByRole('button', { name: /^Cancel appointment/ }).click();
      await appointments.cancelDialog().getByRole('button', { name: 'Cancel Appointment' }).click();
      const toast = page.locator('.Toastify__toast').filter({ hasText: CANCELLED });
      await expect(toast).toBeVisible();
      const bar = page.getByRole('banner');
      const barBox = (await bar.boundingBox())!;
      // Let it land (it slides in) before measuring.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(barBox.y + barBox.height);
      for (const control of [
        bar.getByRole('link', { name: /notifications/i }),
        bar.getByRole('link', { name: /messages/i }),
        bar.getByRole('switch'),
      ]) {
        if (await control.isVisible()) expect(await overlaps(toast, control)).toBe(false);
      }
    });

    await test.step('the cancelled visit is history: under Past, not Upcoming', async () => {
      await expect(
        appointments.section('Past').getByRole('row').filter({ hasText: 'Toastwood' }),
      ).toContainText('Cancelled');
      await expect(
        appointments.section('Upcoming').getByRole('row').filter({ hasText: 'Toastwood' }),
      ).toHaveCount(0);
    });

    await test.step("Logout: 'You are signed out', and the area's toast is gone", async () => {
      if (await area.openMenuButton().isVisible()) await area.openMenuButton().click();
      await area.menu().getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status').filter({ hasText: 'You are signed out' })).toHaveText(
        'You are signed out',
      );
      await expect(page.getByText(CANCELLED)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('a reload of the sign-in page no longer says it', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(page.getByText('You are signed out')).toHaveCount(0);
    });
  });
}
