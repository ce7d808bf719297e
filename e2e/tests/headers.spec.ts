// The front-end servers' headers (issue 9): a Content-Security-Policy that allows only what the
// suite needs and under which every page works, nosniff, no framing, HSTS over HTTPS, and
// cache headers that let a redeployed portal be picked up at once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures/builders';
import { serveApp } from '../../tooling/serve.mjs';
import { suiteAddresses } from '../../scripts/suite.mjs';
import { demo } from '../fixtures/api';
import { watchCsp } from '../fixtures/faults';
import { SPARE_OFFSET } from '../fixtures/servers';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const suite = suiteAddresses(OFFSET);
const apps = ['shell', 'auth-app', 'patient-portal', 'doctor-portal', 'admin-portal'] as const;

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

for (const app of apps) {
  test(`${app}: CSP, nosniff, no framing, cache headers`, async ({ request }) => {
    const origin = suite.urls[app] as string;
    const page = await request.get(`${origin}/`, { headers: { accept: 'text/html' } });
    expect(page.status()).toBe(200);
    const headers = page.headers();

    await test.step('the policy allows scripts only from the suite’s own origins', async () => {
      const csp = directives(headers['content-security-policy'] ?? '');
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc.join(' ')).not.toContain('*');
      const allowed = new Set(["'self'", ...apps.map((a) => suite.urls[a] as string)]);
      for (const source of scriptSrc) expect(allowed, `script-src ${source}`).toContain(source);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // The browser talks to its own origin, the API and the remotes' manifests, nothing else.
      for (const source of csp.get('connect-src') ?? []) {
        expect(["'self'", suite.apiUrl, ...apps.map((a) => suite.urls[a])]).toContain(source);
      }
    });

    await test.step('nosniff, no framing, no HSTS over plain HTTP', async () => {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toBeUndefined();
    });

    await test.step('entry files are revalidated; hashed chunks are immutable', async () => {
      expect(headers['cache-control']).toBe('no-cache');
      for (const path of ['/main.js', '/config.json', '/mf-manifest.json']) {
        const answer = await request.get(`${origin}${path}`);
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['cache-control'], path).toBe('no-cache');
      }
      if (app !== 'shell') {
        const entry = await request.get(`${origin}/remoteEntry.js`);
        expect(entry.status()).toBe(200);
        expect(entry.headers()['cache-control']).toBe('no-cache');
      }
      const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
        shared?: { assets?: { js?: { async?: string[]; sync?: string[] } } }[];
        exposes?: { assets?: { js?: { async?: string[]; sync?: string[] } } }[];
      };
      const chunks = [...(manifest.shared ?? []), ...(manifest.exposes ?? [])].flatMap((m) => [
        ...(m.assets?.js?.sync ?? []),
        ...(m.assets?.js?.async ?? []),
      ]);
      const hashed = chunks.find((file) => /\.[0-9a-f]{10}\.js$/.test(file));
      expect(hashed, 'a hashed chunk in the manifest').toBeTruthy();
      const chunk = await request.get(`${origin}/${hashed}`);
      expect(chunk.status()).toBe(200);
      expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
}

test('HSTS is sent when the request came over HTTPS through a trusted proxy', async ({
  request,
}) => {
  const port = 3000 + SPARE_OFFSET + 50;
  const behindProxy = await serveApp('shell', {
    port,
    env: { ...process.env, ...suite.env },
    log: false,
    trustProxy: true,
  });
  const untrusted = await serveApp('shell', {
    port: port + 1,
    env: { ...process.env, ...suite.env },
    log: false,
  });
  try {
    const https = await request.get(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers()['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const http = await request.get(`http://127.0.0.1:${port}/`);
    expect(http.headers()['strict-transport-security']).toBeUndefined();
    // Without a trusted proxy, anybody could send the header: it is ignored.
    const forged = await request.get(`http://127.0.0.1:${port + 1}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
  } finally {
    await behindProxy.close();
    await untrusted.close();
  }
});

test('the pages work under the policy: no CSP violation on landing, login and dashboards', async ({
  page,
}) => {
  const violations = await watchCsp(page);

  await test.step('the landing page', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your health');
  });

  await test.step('the login screen', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  const dashboards = [
    [demo.patient, '/patient/dashboard', 'Patient Dashboard'],
    [demo.doctor, '/doctor/dashboard', 'Doctor Dashboard'],
    [demo.admin, '/admin/dashboard', 'Admin Dashboard'],
  ] as const;
  for (const [email, path, title] of dashboards) {
    await test.step(`${title}, charts drawn`, async () => {
      await signInAs(page, email);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      // The charts are the last thing to load (apexcharts, lazily, as they come near the screen;
      // the doctor's agenda is above them): wait for one svg.
      // (The frame is drawn again once the figures arrive: the scroll is tried until it holds.)
      await expect(async () => {
        await page
          .getByRole('region', { name: 'Appointments in the last 7 days' })
          .scrollIntoViewIfNeeded({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(page.locator('svg.apexcharts-svg').first()).toBeVisible({ timeout: 20_000 });
      // The dark theme too: styled-components re-injects its styles.
      await page.getByRole('switch', { name: /dark theme/i }).click();
      await expect(page.getByRole('switch', { name: /dark theme/i })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('switch', { name: /dark theme/i }).click();
    });
  }

  expect(violations).toEqual([]);
});

test('an inline script injected into the page is blocked (and reported)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.appendChild(script);
    const img = document.createElement('img');
    img.setAttribute('src', 'x');
    img.setAttribute('onerror', 'window.__inlineRan = true;');
    document.body.appendChild(img);
    return new Promise((resolve) =>
      setTimeout(() => resolve((window as unknown as { __inlineRan?: boolean }).__inlineRan), 500),
    );
  });
  expect(ran).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.join('\n')).toContain('script-src');
});

test('a page of the shell names what it will fetch first, and each is fetched once', async ({
  browser,
  page,
  request,
}) => {
  const shell = suite.urls.shell as string;
  const linkOf = async (path: string) =>
    (await request.get(`${shell}${path}`, { headers: { accept: 'text/html' } })).headers().link;
  const remoteHints = (app: (typeof apps)[number]) => [
    '</config.json>; rel=preload; as=fetch; crossorigin',
    `<${suite.urls[app]}/mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
    `<${suite.urls[app]}/remoteEntry.js>; rel=preload; as=script`,
    `<${suite.apiUrl}>; rel=preconnect`,
  ];

  // The routed app and the libraries it takes, named by the shell's build (routed-app.json); and
  // the sign-in page's, drawn before the routed app on /login.
  const lowPriorityScripts = async (path: string) =>
    ((await linkOf(path)) ?? '')
      .split(', ')
      .map((hint) => /^<(\/[\w.-]+\.js)>; rel=preload; as=script; fetchpriority=low$/.exec(hint))
      .filter((match) => match !== null)
      .map((match) => `${shell}${match[1]}`);
  const routedApp: string[] = [];
  const signIn: string[] = [];
  await test.step('the landing page names its own chunk only, /login the sign-in page, any other page the routed app', async () => {
    expect(await linkOf('/')).toMatch(/^<\/landing\.[0-9a-f]{10}\.js>; rel=preload; as=script$/);
    // a page of the shell alone (not found here) still needs the routed app: nothing else named
    const hints = ((await linkOf('/no-such-page')) ?? '').split(', ');
    routedApp.push(...(await lowPriorityScripts('/no-such-page')));
    expect(routedApp).toHaveLength(hints.length);
    // the routed app, the router, styled-components, zustand and the kit's core
    expect(routedApp.length).toBeGreaterThanOrEqual(5);
    expect(routedApp.filter((url) => /\/router\.[0-9a-f]{10}\.js$/.test(url))).toHaveLength(1);
    // the sign-in page: its chunk, styled-components, zustand and the kit's core; no router
    signIn.push(...(await lowPriorityScripts('/login')));
    expect(signIn.length).toBeGreaterThanOrEqual(4);
    expect(signIn.filter((url) => /\/router\./.test(url))).toEqual([]);
    expect(signIn.filter((url) => /\/sign-in\.[0-9a-f]{10}\.js$/.test(url))).toHaveLength(1);
  });

  await test.step('each area names its own remote', async () => {
    const pages: [string, (typeof apps)[number]][] = [
      ['/patient/dashboard', 'patient-portal'],
      ['/doctor/appointments', 'doctor-portal'],
      ['/admin/dashboard', 'admin-portal'],
    ];
    // Every public path the shell hands to the auth remote (shell/src/routes/auth-paths.ts).
    const source = readFileSync(
      fileURLToPath(new URL('../../shell/src/routes/auth-paths.ts', import.meta.url)),
      'utf8',
    );
    const authPaths = [
      ...(source.match(/AUTH_PATHS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g),
    ];
    expect(authPaths.length).toBeGreaterThanOrEqual(5);
    for (const [, first] of authPaths) pages.push([`/${first}`, 'auth-app']);
    for (const [path, app] of pages) {
      const link = (await linkOf(path)) ?? '';
      for (const hint of remoteHints(app)) expect(link, path).toContain(hint);
      const scripts = path === '/login' ? signIn : routedApp;
      for (const script of scripts) expect(link, path).toContain(`<${new URL(script).pathname}>`);
    }
  });

  /** A first visit to `path` in a fresh context: what was fetched, and the shell's chunks that ran. */
  const firstVisit = async (path: string, heading: string) => {
    const context = await browser.newContext();
    const visit = await context.newPage();
    const fetched: string[] = [];
    visit.on('request', (r) => fetched.push(r.url()));
    await visit.goto(`${shell}${path}`);
    await expect(visit.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const ran = await visit.evaluate(() =>
      (
        (self as unknown as { webpackChunkshell?: [(string | number)[]][] }).webpackChunkshell ?? []
      ).flatMap((entry) => entry[0].map(String)),
    );
    await context.close();
    return { fetched, ran };
  };
  const expectPreloadsUsed = async (
    { fetched, ran }: { fetched: string[]; ran: string[] },
    scripts: string[],
  ) => {
    for (const url of [
      `${shell}/config.json`,
      `${suite.urls['auth-app']}/mf-manifest.json`,
      `${suite.urls['auth-app']}/remoteEntry.js`,
      ...scripts,
    ]) {
      expect(
        fetched.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    }
    // and each named script runs on the page (its chunk in webpack's record)
    for (const url of scripts) {
      const text = await (await request.get(url)).text();
      const id = /\.push\(\[\[([^\]]+)\]/.exec(text)?.[1]?.replace(/"/g, '');
      expect(ran, `${url} (chunk ${id}) runs on the page`).toContain(id);
    }
    // a page of an area does without the landing page's code
    expect(fetched.filter((u) => /\/landing\.[0-9a-f]{10}\.js$/.test(u))).toEqual([]);
  };

  await test.step('in the browser, the preloads are used: no file is fetched twice', async () => {
    const login = await firstVisit('/login', 'Login');
    await expectPreloadsUsed(login, signIn);
    // the router comes once the visitor starts on the form
    expect(login.fetched.filter((u) => /\/router\.[0-9a-f]{10}\.js$/.test(u))).toEqual([]);
    await expectPreloadsUsed(await firstVisit('/signup', 'Create Account'), routedApp);

    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const landing = fetched.filter((u) => /\/landing\.[0-9a-f]{10}\.js$/.test(u));
    expect(landing, 'the landing chunk, preloaded and used').toHaveLength(1);
  });
});
