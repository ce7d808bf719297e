// A portal team ships alone: releases of patient-portal are made, promoted (gated in headless
// Chromium), canaried and rolled back with `npm run release/promote/rollback`, against the
// suite's own servers, which read the run's release store (global-setup.ts) at every request.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newPatient, signInAs } from '../fixtures/builders';
import { bucketOf } from '../../tooling/releases.mjs';
import { suiteAddresses } from '../../scripts/suite.mjs';
import { repoRoot as repo } from '../fixtures/paths';
import { PORT_OFFSET } from '../playwright.config';

test.describe.configure({ mode: 'serial' });

const { urls, apiUrl } = suiteAddresses(PORT_OFFSET);
const STORE = process.env.RELEASES_DIR as string;
const V1_TITLE = 'Patient Dashboard';
const V2_TITLE = 'Patient Dashboard — next release';
const V2_LOGOUT = 'Logout — next release';
// The kit bundled into each app (the kit contract) is what lets a portal ship a kit component;
// its build describes itself in dist/release.json.
const kitTravels = (() => {
  try {
    readFileSync(join(repo, 'patient-portal', 'dist', 'release.json'));
    return true;
  } catch {
    return false;
  }
})();

/** Runs `node scripts/release.mjs …` against the run's store; fails the test on a non-zero exit. */
/** Runs `npm run release`'s script on the test's store; its exit status and output. */
function runCli(...args: string[]) {
  return spawnSync(process.execPath, [join(repo, 'scripts', 'release.mjs'), ...args], {
    cwd: repo,
    env: { ...process.env, RELEASES_DIR: STORE, API_URL: apiUrl },
    encoding: 'utf8',
  });
}

/** A promote of `version` of `app` fails with `reason` and leaves the live map as it was. */
function expectRefused(app: string, version: string, reason: string) {
  const before = readFileSync(join(STORE, 'live.json'), 'utf8');
  const run = runCli('promote', app, version);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(reason);
  expect(readFileSync(join(STORE, 'live.json'), 'utf8')).toBe(before);
}

function cli(...args: string[]): string {
  const run = runCli(...args);
  expect(run.status, `release.mjs ${args.join(' ')}\n${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

const lastLine = (out: string) => out.trim().split('\n').at(-1) ?? '';

/** The switch itself, as the command measured it. */
function switchMs(out: string): number {
  const match = /switched in ([\d.]+) ms/.exec(out);
  expect(match, out).not.toBeNull();
  return Number(match?.[1]);
}

/** sha256 of every file the other apps serve (their pages, entries and chunks), by URL. */
async function servedHashes(): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const app of ['shell', 'auth-app', 'doctor-portal', 'admin-portal'] as const) {
    const files = readdirSync(join(repo, app, 'dist')).filter((f) => !/\.(br|gz)$/.test(f));
    for (const path of ['/', ...files.map((f) => `/${f}`)]) {
      const response = await fetch(urls[app] + path);
      expect(response.status, urls[app] + path).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      hashes.set(urls[app] + path, createHash('sha256').update(body).digest('hex'));
    }
  }
  return hashes;
}

/** Builds patient-portal from a copy of the sources with a screen and a kit component changed. */
async function buildNextRelease(work: string): Promise<string> {
  const noDist = (source: string) => !/[/\\](dist|\.next-release-[^/\\]*)$/.test(source);
  // verbatim links: pnpm's relative links then point into the copy (its shared-ui, its tooling)
  for (const part of ['shared-ui', 'patient-portal', 'tooling'])
    cpSync(join(repo, part), join(work, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: noDist,
    });
  symlinkSync(join(repo, 'node_modules'), join(work, 'node_modules'));
  symlinkSync(join(repo, 'api'), join(work, 'api'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json'])
    copyFileSync(join(repo, file), join(work, file));
  const edit = (file: string, from: string, to: string) => {
    const path = join(work, file);
    const text = readFileSync(path, 'utf8');
    expect(text, `${file} has ${from}`).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };
  edit(
    'patient-portal/src/features/dashboard/components/patient-dashboard.tsx',
    `<PageHeader title="${V1_TITLE}" />`,
    `<PageHeader title="${V2_TITLE}" />`,
  );
  edit(
    'shared-ui/src/components/side-menu/side-menu.tsx',
    '          Logout\n',
    `          ${V2_LOGOUT}\n`,
  );
  const cliJs = join(work, 'tooling', 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [cliJs, '--mode', 'production'], {
      cwd: join(work, 'patient-portal'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(String(d)));
    child.stderr.on('data', (d: Buffer) => output.push(String(d)));
    child.on('exit', (c) => resolve(c ?? 1));
  });
  expect(code, output.join('').slice(-4000)).toBe(0);
  return join(work, 'patient-portal', 'dist');
}

/** A fresh browser context signed in as `email`, on the patient dashboard. */
async function freshDashboard(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Patient Dashboard/ })).toBeVisible({
    timeout: 30_000,
  });
  return page;
}

const dashboardTitle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^Patient Dashboard/ });

let work = '';
let before = new Map<string, string>();
let patient = { email: '', id: '' };

test.beforeAll(async () => {
  // one production build of the changed copy: minutes on a busy two-core machine
  test.setTimeout(480_000);
  before = await servedHashes();
  expect(
    lastLine(cli('create', 'patient-portal', '--dist', join(repo, 'patient-portal', 'dist'))),
  ).toBe('v1');
  work = mkdtempSync(join(tmpdir(), 'careconnect-next-release-'));
  const dist = await buildNextRelease(work);
  expect(lastLine(cli('create', 'patient-portal', '--dist', dist))).toBe('v2');
  const account = await newPatient('Rel', 'Ease');
  patient = { email: account.email, id: account.login.user._id };
});

test.afterAll(() => {
  // the other specs get every app from its dist/ again
  rmSync(join(STORE, 'live.json'), { force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a promoted release reaches a fresh page; only its own files change; rollback returns', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const listed = cli('list', 'patient-portal');
  expect(listed).toMatch(/^v2\s/m);
  expect(listed).toMatch(/^v1\s/m);

  await test.step('v1 (the build the suite serves) goes live through the gate', async () => {
    const out = cli('promote', 'patient-portal', 'v1');
    expect(out).toContain('gate: passed');
    expect(switchMs(out)).toBeLessThan(1000);
  });

  await test.step('v2 is promoted: a fresh page shows its screen and works', async () => {
    const out = cli('promote', 'patient-portal', 'v2');
    expect(out).toContain(`("${V2_TITLE}" rendered)`);
    expect(switchMs(out)).toBeLessThan(1000);
    expect(cli('list', 'patient-portal')).toMatch(/^v2\s+live\s/m);
    const page = await freshDashboard(browser, patient.email);
    await expect(dashboardTitle(page)).toHaveText(V2_TITLE);
    await page.getByRole('link', { name: 'Feedback' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.context().close();
  });

  await test.step("the shell's, auth's and the other portals' files are unchanged", async () => {
    const after = await servedHashes();
    expect([...after.entries()]).toEqual([...before.entries()]);
  });

  await test.step('rollback: a fresh page shows v1 again, in one step', async () => {
    const out = cli('rollback', 'patient-portal');
    expect(out).toContain('v1 is live again (was v2)');
    expect(switchMs(out)).toBeLessThan(1000);
    const page = await freshDashboard(browser, patient.email);
    await expect(dashboardTitle(page)).toHaveText(V1_TITLE);
    await page.context().close();
  });
});

test('a kit component changed by the portal team ships with its release', async ({ browser }) => {
  test.fixme(!kitTravels, 'needs the kit bundled into each app (the kit contract)');
  cli('promote', 'patient-portal', 'v2');
  try {
    const page = await freshDashboard(browser, patient.email);
    await expect(page.getByRole('button', { name: V2_LOGOUT })).toBeVisible();
    await page.context().close();
  } finally {
    cli('rollback', 'patient-portal');
  }
  const page = await freshDashboard(browser, patient.email);
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await page.context().close();
});

test('a page opened before a promote keeps working on its release', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await freshDashboard(browser, patient.email);
  await expect(dashboardTitle(page)).toHaveText(V1_TITLE);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urls['patient-portal'])) fetched.push(request.url());
  });
  // the gate passed for v2 against this shell already: only the switch is left
  const out = cli('promote', 'patient-portal', 'v2');
  expect(out).toContain('not run again');
  expect(switchMs(out)).toBeLessThan(1000);
  try {
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Health Reports' })).toBeVisible();
    await page.getByRole('link', { name: 'Feedback' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(dashboardTitle(page)).toHaveText(V1_TITLE);
    const scripts = fetched.filter((url) => url.endsWith('.js'));
    expect(scripts.length, 'the new screens came as chunks of the page’s release').toBeGreaterThan(
      0,
    );
    for (const url of scripts) expect(url).toContain('/r/v1/');
  } finally {
    await page.context().close();
    cli('rollback', 'patient-portal');
  }
});

test('a canary at 50 % splits users by id; rollback ends it', async ({ browser }) => {
  test.setTimeout(180_000);
  // two new patients on either side of the split (each new id is in or out at about even odds)
  const sides: Record<'canary' | 'live', { email: string } | null> = { canary: null, live: null };
  for (let i = 0; i < 16 && !(sides.canary && sides.live); i++) {
    const account =
      i === 0
        ? patient
        : await newPatient('Can', `Ary${i}`).then((a) => ({
            email: a.email,
            id: a.login.user._id,
          }));
    const side = bucketOf(account.id) < 50 ? 'canary' : 'live';
    sides[side] ??= { email: account.email };
  }
  expect(sides.canary && sides.live, 'one patient on each side of the split').toBeTruthy();

  const out = cli('promote', 'patient-portal', 'v2', '--percent', '50');
  expect(out).toContain('canary for 50 %');
  expect(cli('list', 'patient-portal')).toMatch(/^v2\s+canary 50 %\s/m);
  const inCanary = await freshDashboard(browser, sides.canary?.email as string);
  const onLive = await freshDashboard(browser, sides.live?.email as string);
  await expect(dashboardTitle(inCanary)).toHaveText(V2_TITLE);
  await expect(dashboardTitle(onLive)).toHaveText(V1_TITLE);
  await inCanary.context().close();
  await onLive.context().close();

  const back = cli('rollback', 'patient-portal');
  expect(back).toContain('the canary v2 ended');
  const again = await freshDashboard(browser, sides.canary?.email as string);
  await expect(dashboardTitle(again)).toHaveText(V1_TITLE);
  await again.context().close();
});

test('a release whose area breaks is refused by the gate; nothing changes for users', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const broken = mkdtempSync(join(tmpdir(), 'careconnect-broken-release-'));
  try {
    cpSync(join(repo, 'patient-portal', 'dist'), broken, { recursive: true });
    // the entry of the area throws as it runs, as a bad build would
    for (const name of readdirSync(broken).filter((f) => f.startsWith('remoteEntry.js.')))
      rmSync(join(broken, name));
    writeFileSync(join(broken, 'remoteEntry.js'), 'throw new Error("broken release");\n');
    const version = lastLine(cli('create', 'patient-portal', '--dist', broken));
    expectRefused(
      'patient-portal',
      version,
      'promotion refused: the gate failed: page error: broken release',
    );
    expect(cli('list', 'patient-portal')).toMatch(new RegExp(`^${version}\\s.*\\sfailed$`, 'm'));
    const page = await freshDashboard(browser, patient.email);
    await expect(dashboardTitle(page)).toHaveText(V1_TITLE);
    await page.context().close();
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('an auth release whose route table breaks is refused, though its sign-in page alone draws', async () => {
  test.setTimeout(120_000);
  const broken = mkdtempSync(join(tmpdir(), 'careconnect-broken-auth-'));
  try {
    cpSync(join(repo, 'auth-app', 'dist'), broken, { recursive: true });
    // './App' throws as it runs; './SignIn', which a first visit to /login draws, is untouched
    const files = readdirSync(broken).filter((f) =>
      /^__federation_expose_App\.[0-9a-f]+\.js/.test(f),
    );
    const script = files.filter((f) => f.endsWith('.js'));
    expect(script).toHaveLength(1);
    const original = readFileSync(join(broken, script[0]!), 'utf8');
    for (const name of files) rmSync(join(broken, name));
    writeFileSync(join(broken, script[0]!), `throw new Error("broken route table");\n${original}`);
    const version = lastLine(cli('create', 'auth-app', '--dist', broken));
    expectRefused(
      'auth-app',
      version,
      'promotion refused: the gate failed: page error: broken route table',
    );
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});
