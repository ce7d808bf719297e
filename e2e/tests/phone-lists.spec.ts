// Every list on a phone (390 × 844): rows become cards, nothing needs sideways scrolling, and each
// row's status and actions are on screen with the column's name beside them.
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../fixtures/api';
import { signInAs } from '../fixtures/session';

test.use({ viewport: { width: 390, height: 844 } });

interface List {
  who: keyof typeof demo;
  /** The path, given the signed-in user's id where the route needs it. */
  path: (userId: string) => string;
  name: string;
  /** What one entry is: a table's row by default; notifications are a list of cards already. */
  rows?: string;
}

const LISTS: List[] = [
  { who: 'patient', path: () => '/patient/appointments', name: 'patient appointments' },
  {
    who: 'patient',
    path: () => '/patient/notifications',
    name: 'patient notifications',
    rows: 'main li',
  },
  { who: 'doctor', path: (id) => `/doctor/appointments/${id}`, name: 'doctor appointments' },
  { who: 'doctor', path: (id) => `/doctor/patients/${id}`, name: 'doctor patients' },
  { who: 'doctor', path: () => '/doctor/health', name: 'health issues' },
  { who: 'admin', path: () => '/admin/appointments', name: 'admin appointments' },
  { who: 'admin', path: () => '/admin/patients', name: 'admin patients' },
  { who: 'admin', path: () => '/admin/doctors', name: 'admin doctors' },
];

async function checkCards(page: Page, name: string, selector = 'table tbody tr') {
  const rows = page.locator(selector);
  await expect(rows.first(), `${name}: rows`).toBeVisible();
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: sideways scrolling`).toBeLessThanOrEqual(0);
  // The column headers are out of sight; each value carries its column's name.
  if (selector.startsWith('table'))
    for (const head of await page.locator('table thead').all())
      await expect(head).toHaveCSS('position', 'absolute');
  const count = Math.min(await rows.count(), 3);
  for (let i = 0; i < count; i++) {
    const cells = rows.nth(i).locator(selector.startsWith('table') ? 'td' : ':scope > *');
    for (let c = 0; c < (await cells.count()); c++) {
      const box = await cells.nth(c).boundingBox();
      expect(box, `${name}: row ${i + 1} cell ${c + 1}`).not.toBeNull();
      expect(box!.x, `${name}: row ${i + 1} cell ${c + 1} left`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${name}: row ${i + 1} cell ${c + 1} right`).toBeLessThanOrEqual(
        width,
      );
    }
    // Buttons and links of the row (its actions) are fully on screen.
    const actions = rows.nth(i).locator('button, a');
    for (let a = 0; a < (await actions.count()); a++) {
      const box = await actions.nth(a).boundingBox();
      if (!box) continue; // inside a closed menu
      expect(box.x + box.width, `${name}: row ${i + 1} action ${a + 1}`).toBeLessThanOrEqual(width);
    }
  }
  const status = page.locator('table tbody tr td[data-label="Status"]').first();
  if (await status.count()) {
    const label = await status.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label, `${name}: the status says what it is`).toBe('"Status"');
  }
}

for (const list of LISTS) {
  test(`${list.name} read as cards on a phone`, async ({ page }) => {
    const login = await signInAs(page, demo[list.who]);
    await page.goto(list.path(login.user._id));
    await checkCards(page, list.name, list.rows);
  });
}
