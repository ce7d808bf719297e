// Measures, in headless Chromium, the JavaScript a browser downloads on a cold first load of
// each key page, and how many copies of each shared singleton it loaded.
/* global document, MutationObserver, requestAnimationFrame, window -- markFramePainted runs in the page */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

// Strings that survive minification and occur in exactly one library each.
export const SINGLETON_MARKERS = {
  'react-dom': (s) => s.includes('__reactContainer$'),
  // (React and ReactDOM travel in one chunk: a message only React's own package has)
  react: (s) => s.includes('React.Children.only expected to receive a single React element child'),
  'react-router': (s) => s.includes('You cannot render a <Router> inside another <Router>'),
  'styled-components': (s) => s.includes('data-styled-version'),
  '@tanstack/react-query': (s) =>
    s.includes('No QueryClient set, use QueryClientProvider to set one'),
  '@careconnect/shared-ui': (s) => s.includes('Your session has expired. Please log in again.'),
  // the Module Federation runtime: one hook name of its plugin system
  '@module-federation/runtime-core': (s) => s.includes('beforeInitContainer'),
};

// Libraries that must never load with the landing page (issue 8): charts and forms.
export const LIBRARY_MARKERS = {
  apexcharts: (s) => s.includes('apexcharts-canvas'),
  // the prop list of its Chart component, as its minified build keeps it
  'react-apexcharts': (s) => s.includes('["type","width","height","series","options"]'),
  formik: (s) => s.includes('FormikProvider') && s.includes('validateYupSchema'),
  yup: (s) => s.includes('${path} must be a'),
};

export async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Records in the page when a heading with `text` was first painted (a frame after it entered the
 * document): the moment the screen's own frame is on screen, which the browser's first
 * contentful paint is not when a loading screen paints first.
 */
function markFramePainted(text) {
  const seen = () =>
    [...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.trim() === text);
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__framePainted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Loads `url` in a fresh browser context (cold cache) after `prepare(page)` and returns the
 * scripts it downloaded. With `frameHeading`, also which of them were in before the browser's
 * first contentful paint and before that heading painted, and when the chart library was asked
 * for (ms since the navigation began).
 */
export async function measurePage(
  browser,
  url,
  { prepare, waitFor, keepScripts = false, frameHeading } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (frameHeading) await page.addInitScript(markFramePainted, frameHeading);
  const scripts = [];
  // only what the measured load asks for (not a late answer to the set-up page's requests)
  let measuring = false;
  const measured = new WeakSet();
  page.on('request', (request) => {
    if (measuring) measured.add(request);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !measured.has(response.request())) return;
    scripts.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body).length,
          text: body.toString('utf8'),
        }),
        () => ({ url: response.url(), failed: true }),
      ),
    );
  });
  if (prepare) {
    await prepare(page);
    // What `prepare` loaded must not count as cached: a revalidated main.js (no-cache, answered
    // 304) has no body to measure and was silently left out of the dashboards' figures.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  scripts.length = 0;
  measuring = true;
  await page.goto(url, { waitUntil: 'networkidle' });
  if (waitFor) await waitFor(page);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const timing = frameHeading
    ? await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        framePainted: window.__framePainted ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .map((r) => ({ url: r.name, start: r.startTime, end: r.responseEnd })),
      }))
    : null;
  // a script whose body could not be read would make the figures too small: fail instead
  const unread = loaded.filter((s) => s.failed).map((s) => s.url);
  if (unread.length) throw new Error(`could not read the body of ${unread.join(', ')}`);
  const copies = {};
  for (const [name, matches] of Object.entries(SINGLETON_MARKERS))
    copies[name] = loaded.filter((s) => matches(s.text)).length;
  const libraries = {};
  for (const [name, matches] of Object.entries(LIBRARY_MARKERS))
    libraries[name] = loaded.filter((s) => matches(s.text)).length;
  await context.close();
  let paint;
  if (timing) {
    const entry = (script) => timing.scripts.find((r) => r.url === script.url);
    const before = (t) => {
      const inTime = loaded.filter((s) => t !== null && (entry(s)?.end ?? Infinity) <= t);
      return {
        files: inTime.length,
        gzip: inTime.reduce((n, s) => n + s.gzip, 0),
        urls: inTime.map((s) => s.url),
      };
    };
    const chartStarts = loaded
      .filter((s) => LIBRARY_MARKERS.apexcharts(s.text))
      .map((s) => entry(s)?.start)
      .filter((t) => t !== undefined);
    paint = {
      fcp: timing.fcp,
      framePainted: timing.framePainted,
      beforeFcp: before(timing.fcp),
      beforeFrame: before(timing.framePainted),
      chartsRequestedAt: chartStarts.length ? Math.min(...chartStarts) : null,
    };
  }
  return {
    url,
    paint,
    files: loaded.length,
    raw: loaded.reduce((n, s) => n + s.raw, 0),
    gzip: loaded.reduce((n, s) => n + s.gzip, 0),
    copies,
    libraries,
    scripts: keepScripts ? loaded : undefined,
  };
}
