// A first visit to /login is drawn by the auth area's sign-in page before the shell's router is
// fetched (docs/decisions/light-sign-in.md): the page every user opens every day loads no router.
// These tests hold what that must not change: signing in, the links, the way back, and an auth
// release that cannot give the sign-in page alone.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/api';
import { newPatient } from '../fixtures/builders';
import { AuthLoginPage } from '../pages/auth-login.page';

const ROUTER_CHUNK = /\/router\.[0-9a-f]{10}\.js$/;

/** The router's chunk requests the page makes from now on. */
function watchRouter(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (ROUTER_CHUNK.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** A value that lives only as long as the document: a page reload loses it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { signInMarker?: string }).signInMarker = 'same document';
  });
}
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { signInMarker?: string }).signInMarker);

test('a first visit to /login signs in before the router arrives; the dashboard takes over the same page', async ({
  page,
}) => {
  const patient = await newPatient('Nadia', 'Okafor');
  const router = watchRouter(page);
  const login = new AuthLoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(router, 'no router with the page').toEqual([]);
  await markDocument(page);

  await test.step('signing in opens the dashboard in the page, with its toast', async () => {
    await login.logIn(patient.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/patient/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
    await expect(page.getByText('Login successful')).toBeVisible();
    expect(router, 'the router came once, on the way').toHaveLength(1);
    expect(await documentMark(page)).toBe('same document');
  });

  await test.step('Back returns to Login, now the routed app’s, which offers the dashboard', async () => {
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('You are already signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL('/patient/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
    expect(await documentMark(page)).toBe('same document');
  });
});

test('the sign-in page’s links move on in the page; one opened in a new tab is the browser’s', async ({
  page,
  context,
}) => {
  const login = new AuthLoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  await markDocument(page);

  await test.step('a link opened in a new tab leaves this page as it is', async () => {
    const opened = context.waitForEvent('page');
    await page
      .getByRole('link', { name: 'Forgot your password?' })
      .click({ modifiers: ['Control'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/forgotpass$/);
    await tab.close();
    await expect(page).toHaveURL('/login');
    await expect(login.heading()).toBeVisible();
  });

  await test.step('Signup opens in the page, and Back returns to Login', async () => {
    await page.getByRole('link', { name: 'Signup' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.goBack();
    await expect(login.heading()).toBeVisible();
    await expect(login.submit()).toBeEnabled();
  });

  await test.step('the brand returns to the landing page', async () => {
    await page.getByRole('link', { name: 'CareConnect' }).first().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await documentMark(page)).toBe('same document');
  });
});

test('when the auth area cannot give the sign-in page alone, the routed app signs in', async ({
  page,
}) => {
  const patient = await newPatient('Tomas', 'Lindqvist');
  // as an auth release from before the sign-in page alone, or one that fails to arrive
  await page.route(/\/__federation_expose_SignIn\.[0-9a-f]+\.js$/, (route) => route.abort());
  const router = watchRouter(page);
  const login = new AuthLoginPage(page);
  await login.goto();
  await expect(login.heading()).toBeVisible();
  expect(router, 'the routed app drew the page').toHaveLength(1);
  await login.logIn(patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient Dashboard' })).toBeVisible();
});

test('the first /login looks exactly as the routed one, on a desk in light and a phone in dark', async ({
  browser,
}) => {
  for (const { viewport, theme } of [
    { viewport: { width: 1280, height: 800 }, theme: 'light' },
    { viewport: { width: 390, height: 844 }, theme: 'dark' },
  ]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    const router = watchRouter(page);
    const login = new AuthLoginPage(page);
    await login.goto();
    await expect(login.submit()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = await page.screenshot({ fullPage: true, animations: 'disabled' });
    expect(router).toEqual([]);
    // the routed app's Login: over to Signup and back
    await page.getByRole('link', { name: 'Signup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.goBack();
    await expect(login.submit()).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForLoadState('networkidle');
    const routed = await page.screenshot({ fullPage: true, animations: 'disabled' });
    expect(router, 'the routed app drew the second').toHaveLength(1);
    expect(Buffer.compare(first, routed), `${theme}, ${viewport.width} px wide`).toBe(0);
    await context.close();
  }
});
