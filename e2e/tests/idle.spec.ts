// Automatic logoff after 15 minutes without activity (issue 9), with Playwright's fake clock so
// the test does not wait 15 minutes.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { API_URL, DEMO_PASSWORD, demo } from '../fixtures/api';
import { storageSnapshot } from '../fixtures/faults';
import { AuthLoginPage } from '../pages/auth-login.page';

const IDLE_LOGOFF_MESSAGE =
  'You were signed out after 15 minutes without activity. Please log in again.';

/**
 * Waits until the page has loaded what it fetches on its own (code split into chunks, fetched
 * after paint or when the pointer rests on a link): moving the fake clock 10 minutes while a chunk
 * is on its way makes webpack give up on it, which no user's clock does.
 */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i += 1) {
    const count = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .length,
    );
    if (count === last) return;
    last = count;
    await page.waitForTimeout(750);
  }
}

/** Asks the API for a new access token with the page's refresh cookie. */
async function refreshStatus(page: Page): Promise<number> {
  return page.evaluate(async (api) => {
    const response = await fetch(`${api}/api/user/refresh`, {
      method: 'POST',
      credentials: 'include',
    });
    return response.status;
  }, API_URL);
}

test('a patient idle for 15 minutes is signed out, on the server too', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');

  await test.step('Jane logs in through the form (so the server sets her refresh cookie)', async () => {
    await new AuthLoginPage(page).logIn(demo.patient, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Patient Dashboard' })).toBeVisible();
    expect(await refreshStatus(page)).toBe(200);
  });

  await test.step('she reads for 10 minutes, moves the mouse, and 14 more minutes later is still in', async () => {
    await settled(page);
    await page.clock.fastForward('10:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 260);
    await settled(page);
    await page.clock.fastForward('14:00');
    await expect(page).toHaveURL(/\/patient\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  await test.step('a key press on another screen also counts as activity', async () => {
    await page
      .getByRole('navigation', { name: /menu/i })
      .getByRole('link', { name: 'Appointments' })
      .click();
    await expect(page).toHaveURL(/\/patient\/appointments$/);
    await page.keyboard.press('Tab');
    await settled(page);
    await page.clock.fastForward('14:30');
    await expect(page).toHaveURL(/\/patient\/appointments$/);
  });

  const logout = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/user/logout'),
  );
  await test.step('15 minutes without activity: the toast, the login screen, nothing stored', async () => {
    await page.clock.fastForward('00:31');
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(IDLE_LOGOFF_MESSAGE)).toBeVisible();
    const stored = await storageSnapshot(page);
    expect(stored.localKeys).toEqual([]);
    expect(stored.sessionKeys).toEqual([]);
  });

  await test.step('the server revoked the session: the refresh cookie no longer works', async () => {
    await expect.poll(() => refreshStatus(page)).toBe(401);
  });

  await test.step('going back to the area asks for a login', async () => {
    await page.goto('/patient/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/**
 * Starts listening in the page for another tab's activity message; the returned function
 * resolves once it has arrived. A channel opened now is served after the app's own (a message
 * reaches a page's channels in the order they were made), so the app has noted it by then.
 */
async function listenForActivity(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const channel = new BroadcastChannel('careconnect-session-activity');
    (window as unknown as { heardActivity: Promise<void> }).heardActivity = new Promise(
      (resolve) => {
        channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
          if (event.data?.type !== 'activity') return;
          channel.close();
          resolve();
        };
      },
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { heardActivity: Promise<void> }).heardActivity);
}

test('activity in one tab keeps the other tab signed in; idle ends both', async ({ context }) => {
  await context.clock.install();
  const first = await context.newPage();
  const second = await context.newPage();
  await signInAs(first, demo.doctor);
  await first.goto('/doctor/dashboard');
  await second.goto('/doctor/dashboard');
  await expect(first.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();

  await test.step('the doctor works in the second tab only', async () => {
    await context.clock.fastForward('10:00');
    const heard = await listenForActivity(first);
    await second.mouse.move(100, 100);
    await second.mouse.move(240, 180);
    // The first tab has taken the news in before its clock moves on (on a busy machine the
    // message can otherwise arrive after the fast-forward has fired the first tab's timer).
    await heard();
    await context.clock.fastForward('10:00');
    // 20 minutes without activity in the first tab, but 10 since the last in the second.
    await expect(first).toHaveURL(/\/doctor\/dashboard$/);
    await expect(second).toHaveURL(/\/doctor\/dashboard$/);
  });

  await test.step('15 minutes later with no activity anywhere, both tabs are at /login', async () => {
    await context.clock.fastForward('05:30');
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);
    // The tab whose timer fires first says why (the other may simply follow the logout).
    await expect
      .poll(
        async () =>
          (await first.getByText(IDLE_LOGOFF_MESSAGE).count()) +
          (await second.getByText(IDLE_LOGOFF_MESSAGE).count()),
      )
      .toBeGreaterThan(0);
    expect((await storageSnapshot(first)).localKeys).toEqual([]);
  });
});
