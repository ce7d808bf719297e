import { expect, test } from '@playwright/test';
import { newPatient, SHELL_URL, signInAs } from '../fixtures/builders';
import { SCREEN_SIZES } from '../fixtures/screenshots';

// The booking screen keeps the doctor list's place while the doctors load: on a phone nothing the
// patient sees moves when they arrive (docs/decisions/frames-before-data.md).

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

test('on a phone, the booking screen does not move when the doctors arrive', async ({ page }) => {
  await page.setViewportSize(SCREEN_SIZES.phone);
  const patient = await newPatient('Steady', 'Frame');
  await signInAs(page, patient.login, { shell: SHELL_URL });

  // The doctors' answer is held until the loading frame is on screen, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/doctor/search**', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`${SHELL_URL}/patient/appointments/book`);
  await expect(page.getByRole('status', { name: 'Loading doctors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Date and time' })).toBeAttached();
  release();
  await expect(page.getByRole('radio', { name: /^Dr\. / }).first()).toBeVisible();
  // the shifts of the frame that drew the list are reported once it has painted
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShift ?? 0), 0)),
      ),
  );
  expect(shift, 'cumulative layout shift while the booking screen loads').toBe(0);
});
