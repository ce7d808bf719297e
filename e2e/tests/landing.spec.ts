// The landing page as a product page (issue: the design pass): the hero's illustration, a feature
// grid with no card alone on a row, connected numbered steps and attributed quotes, in both
// themes, at a desk's width and a phone's, with nothing wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { LandingPage } from '../pages/landing.page';

const SIZES = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openIn(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.heading()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return landing;
}

/** The cards' rows, top to bottom, as lists of [left, width]. */
async function rowsOf(landing: LandingPage) {
  const boxes = await landing
    .featureCards()
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  const rows = new Map<number, [number, number][]>();
  for (const box of boxes) {
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), [Math.round(box.left), Math.round(box.width)]]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

for (const theme of ['light', 'dark'] as const) {
  for (const size of SIZES) {
    test(`${theme} theme, ${size.name}: nothing is wider than the screen`, async ({ page }) => {
      await page.setViewportSize(size);
      await openIn(page, theme);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page does not scroll sideways').toBe(0);
      await expect(new LandingPage(page).heroIllustration()).toBeVisible();
    });
  }
}

test('on a desk the five features sit in rows of three and two equal cards', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  const landing = await openIn(page, 'light');
  const rows = await rowsOf(landing);
  expect(rows.map((row) => row.length)).toEqual([3, 2]);
  const widths = new Set(rows.flat().map(([, width]) => width));
  expect([...widths], 'every card is as wide as the others').toHaveLength(1);
  // the row of two is centred under the row of three
  const middles = rows.map((row) => {
    const lefts = row.map(([left]) => left);
    const rights = row.map(([left, width]) => left + width);
    return (Math.min(...lefts) + Math.max(...rights)) / 2;
  });
  expect(Math.abs(middles[0]! - middles[1]!)).toBeLessThanOrEqual(1);
});

test('on a phone the features are one column and the steps read top to bottom', async ({
  page,
}) => {
  await page.setViewportSize(SIZES[1]);
  const landing = await openIn(page, 'dark');
  const rows = await rowsOf(landing);
  expect(rows.map((row) => row.length)).toEqual([1, 1, 1, 1, 1]);
  const tops = await landing
    .steps()
    .evaluateAll((steps) => steps.map((step) => step.getBoundingClientRect().top));
  expect(tops).toHaveLength(3);
  expect(tops, 'one step under the other').toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size).toBe(3);
});

test('the steps are an ordered list, the quotes are signed, the pictures are silent', async ({
  page,
}) => {
  const landing = await openIn(page, 'light');
  await expect(landing.steps()).toHaveCount(3);
  await expect(landing.steps().getByRole('heading')).toHaveText([
    'Create your account',
    'Book a visit',
    'Follow your care',
  ]);
  await expect(landing.steps().nth(2)).toContainText(
    'See your appointments, plans and notifications in one place, on any device.',
  );

  await expect(landing.testimonials()).toHaveCount(2);
  await expect(landing.page.getByRole('figure', { name: 'Maria L., Patient' })).toContainText(
    'I booked a cardiologist on my lunch break',
  );
  await expect(landing.page.getByRole('figure', { name: 'David K., Patient' })).toContainText(
    'It finally feels like a team effort.',
  );

  await expect(landing.heroIllustration()).toHaveAttribute('aria-hidden', 'true');
  await expect(landing.page.locator('main svg:not([aria-hidden="true"])')).toHaveCount(0);
});
