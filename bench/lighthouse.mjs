// Lighthouse (mobile preset, simulated throttling) on Debian Chromium: one Chromium per page run,
// started here with a throw-away profile so Lighthouse never downloads a browser.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Chromium's helper processes may still write into the profile for a while after the browser
 * has exited: removal is retried for up to 15 s, then left to the system's temporary folder
 * (a leftover profile is no reason to lose the measurements).
 */
async function removeProfile(profile) {
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(profile, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt >= 30) {
        console.warn(`[lighthouse] left ${profile} behind: ${error.code ?? error}`);
        return;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function startChromium(extraArgs = []) {
  const profile = mkdtempSync(join(tmpdir(), 'careconnect-lh-'));
  const child = spawn(
    CHROME,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Chromium did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await removeProfile(profile);
    },
  };
}

/** Writes the session into the shell's localStorage, then empties the HTTP cache (a cold load). */
async function seedSession(port, shellUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${shellUrl}/loading`);
    await page.evaluate((s) => {
      for (const [key, value] of Object.entries(s)) localStorage.setItem(key, value);
    }, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Runs Lighthouse once on `url`. `session` (localStorage entries) is stored first for the pages
 * behind login; storage is then kept (only the HTTP cache is cleared).
 */
export async function runLighthouse(url, { shellUrl, session, saveTo, trustKey } = {}) {
  // trustKey: the public key hash of a throw-away certificate the browser is to accept (that one only)
  const chrome = await startChromium(
    trustKey ? [`--ignore-certificate-errors-spki-list=${trustKey}`] : [],
  );
  try {
    if (session) await seedSession(chrome.port, shellUrl, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(session),
    });
    const lhr = result.lhr;
    if (saveTo) writeFileSync(saveTo, JSON.stringify(lhr));
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failing = [];
    for (const c of CATEGORIES) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
          failing.push({
            category: c,
            id: ref.id,
            title: audit.title,
            score: audit.score,
            display: audit.displayValue ?? '',
          });
        }
      }
    }
    return {
      url,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      runtimeError: lhr.runtimeError?.message,
      failing,
    };
  } finally {
    await chrome.stop();
  }
}
