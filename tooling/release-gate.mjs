/* global window -- the session is written inside the page */
// The promotion gate: before a release goes live, headless Chromium opens the live shell with
// the candidate swapped in and requires its area to render. The servers are this process's own
// (free ports, the same release store); the API is answered by the browser itself (a signed-in
// user of the area's role, empty lists and objects), so a gate needs no database and never
// touches real data.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { apps, urlEnvName, API_PORT } from './apps.mjs';
import { liveDir, releaseDir, repoRoot } from './releases.mjs';
import { serveApp } from './serve.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Debian's Chromium with the project's flags. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The pages each area's gate opens, and the role signed in there (none for the auth pages). A
 * first visit to /login draws the auth area's './SignIn' alone; /signup its route table ('./App').
 */
const AREAS = {
  'auth-app': { paths: ['/login', '/signup'], role: null },
  'patient-portal': { paths: ['/patient/dashboard'], role: 'patient' },
  'doctor-portal': { paths: ['/doctor/dashboard'], role: 'doctor' },
  'admin-portal': { paths: ['/admin/dashboard'], role: 'admin' },
};

const UNAVAILABLE = 'This area is unavailable right now';

function fakeUser(role) {
  return {
    _id: '000000000000000000000001',
    firstName: 'Release',
    lastName: 'Check',
    email: `release-check@${role}.invalid`,
    role,
    username: 'release-check',
  };
}

/** An empty answer of the shape the path suggests: one thing by id, or a list. */
function emptyAnswer(pathname, role) {
  if (/\/api\/user\/(getOne|me)\b/.test(pathname)) return { user: fakeUser(role) };
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return /^[0-9a-f]{24}$/i.test(last) ? {} : [];
}

async function listen(app, options) {
  const server = await serveApp(app, { port: 0, log: false, ...options });
  return { server, origin: `http://localhost:${server.server.address().port}` };
}

/**
 * Runs the gate for `version` of `app` against the live shell. Resolves with
 * { ok, reason, ms, shell } and never throws for a failing release.
 */
export async function runGate({ app, version, store, env = process.env, timeoutMs = 45_000 }) {
  const started = Date.now();
  const area = app === 'shell' ? 'patient-portal' : app;
  const { paths, role } = AREAS[area];
  const baseEnv = { ...env, RELEASES_DIR: store };
  const apiUrl = env.API_URL ?? `http://localhost:${API_PORT}`;
  const candidateDir = releaseDir(store, app, version);
  const servers = [];
  let browser;
  try {
    // The area's server serves every release of it under /r/; its own pages come from the
    // candidate (or, trying a shell, the area's live release or dist/).
    const areaDist =
      app === 'shell' ? (liveDir(store, area) ?? join(repoRoot, area, 'dist')) : candidateDir;
    const remote = await listen(area, { env: baseEnv, distRoot: areaDist });
    servers.push(remote.server);
    const shell = await listen('shell', {
      env: { ...baseEnv, API_URL: apiUrl, [urlEnvName(area)]: remote.origin },
      ...(app === 'shell' ? { distRoot: candidateDir, liveShell: false } : {}),
    });
    servers.push(shell.server);

    browser = await launchChromium();
    const context = await browser.newContext();
    const errors = [];
    const federationName = apps[area].federationName;
    const candidateEntry = `${remote.origin}/r/${version}/mf-manifest.json`;
    if (app !== 'shell') {
      await context.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = await response.json();
        config.remotes[federationName] = candidateEntry;
        if (config.releases) config.releases[federationName] = { version, canary: null };
        await route.fulfill({ response, json: config });
      });
    }
    await context.route(`${new URL(apiUrl).origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const method = route.request().method();
      if (method === 'OPTIONS') return route.fulfill({ status: 204 });
      return route.fulfill({ json: emptyAnswer(pathname, role ?? 'patient') });
    });
    if (role) {
      const user = fakeUser(role);
      const session = {
        token: 'release-check',
        userId: user._id,
        role,
        user: JSON.stringify(user),
        theme: 'light',
      };
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, session);
    }
    /** Opens `path` in a page of its own: null when its area rendered, else why not. */
    const check = async (path) => {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      let manifestStatus = null;
      page.on('response', (response) => {
        if (app !== 'shell' && response.url() === candidateEntry)
          manifestStatus = response.status();
      });
      await page.goto(`${shell.origin}${path}`);
      const main = page.getByRole('main');
      const heading = main.getByRole('heading').first();
      const unavailable = page.getByText(UNAVAILABLE);
      const deadline = Date.now() + timeoutMs;
      let rendered = false;
      while (Date.now() < deadline && errors.length === 0) {
        if (await unavailable.isVisible().catch(() => false)) break;
        if (await heading.isVisible().catch(() => false)) {
          rendered = true;
          break;
        }
        await page.waitForTimeout(100);
      }
      // errors that come just after the first paint (a screen's data arriving) count too
      if (rendered) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      let reason = null;
      if (app !== 'shell' && manifestStatus !== 200)
        reason = `its manifest ${candidateEntry.replace(remote.origin, '')} answered ${manifestStatus ?? 'nothing'}`;
      else if (errors.length) reason = errors[0];
      else if (await unavailable.isVisible().catch(() => false))
        reason = `${path} showed "${UNAVAILABLE}"`;
      else if (!rendered)
        reason = `${path} showed no main landmark with a heading within ${timeoutMs / 1000} s`;
      const shown = reason ? null : ((await heading.textContent().catch(() => null)) ?? '').trim();
      await page.close();
      return { reason, heading: shown };
    };
    let reason = null;
    const headings = [];
    for (const path of paths) {
      const result = await check(path);
      reason = result.reason;
      if (reason) break;
      headings.push(result.heading);
    }
    const shown = reason ? null : headings.join(' · ');
    return {
      ok: !reason,
      reason,
      heading: shown,
      ms: Date.now() - started,
      at: new Date().toISOString(),
    };
  } catch (error) {
    return {
      ok: false,
      reason: `the gate could not run: ${error instanceof Error ? error.message : String(error)}`,
      ms: Date.now() - started,
      at: new Date().toISOString(),
    };
  } finally {
    await browser?.close().catch(() => {});
    for (const server of servers) {
      const closed = server.close();
      server.server.closeAllConnections();
      await closed;
    }
  }
}
