#!/usr/bin/env node
// npm run bench [-- section ...]: measures the suite and writes bench/report.md (and prints it).
// Sections: build, bundles, lighthouse, switching, releases, api, cluster, waitlist (all when none
// is named).
// Timings vary on shared machines: medians and ratios are reported, with the load average.
/* global document, window -- the dashboards' wait runs in the browser */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, frontendApps, install, root, run, runPnpm, webpackBin } from './lib.mjs';
import { startSuite, suiteAddresses } from './suite.mjs';
import { launch, measurePage } from '../bench/bundles.mjs';
import { breakdown } from '../bench/breakdown.mjs';
import { reactBaseline } from '../bench/react-baseline.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { measureSwitching, median } from '../bench/switching.mjs';
import { coldStart } from '../bench/cold-start.mjs';

const SECTIONS = [
  'build',
  'bundles',
  'lighthouse',
  'switching',
  'releases',
  'api',
  'cluster',
  'waitlist',
];
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 1200);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const args = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = args.filter((a) => !SECTIONS.includes(a));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(', ')}; sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const want = (s) => args.length === 0 || args.includes(s);
const ROLES = ['patient', 'doctor', 'admin'];
const emailOf = (role) => `${role}@careconnect.test`;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const report = [
  '# CareConnect benchmark report',
  '',
  `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}, ${cpus().length} cores; ` +
    `load average (1/5/15 min) at the start ${load()}. Sections: ${(args.length ? args : SECTIONS).join(', ')}.`,
  '',
];
const reportPath = join(root, 'bench', 'report.md');
function save() {
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(reportPath, report.join('\n') + '\n');
}

async function login(apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'CareConnect1!' }),
  });
  if (!response.ok) throw new Error(`login ${email}: HTTP ${response.status}`);
  return response.json();
}

/** The five localStorage entries the session store writes (spec §1, §3). */
async function sessionOf(apiUrl, role) {
  const l = await login(apiUrl, emailOf(role));
  return {
    token: l.token,
    userId: l.user._id,
    role: String(l.user.role).toLowerCase(),
    user: JSON.stringify(l.user),
  };
}

async function signIn(page, shellUrl, apiUrl, role) {
  const session = await sessionOf(apiUrl, role);
  await page.goto(`${shellUrl}/loading`);
  await page.evaluate((s) => {
    for (const [key, value] of Object.entries(s)) localStorage.setItem(key, value);
  }, session);
}

// ---------------------------------------------------------------------------------------------
async function buildSection() {
  report.push('## Build', '');
  const t0 = Date.now();
  await buildApps(frontendApps);
  const full = (Date.now() - t0) / 1000;
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = Date.now();
    const code = await run(process.execPath, [webpackBin(), '--mode', 'production'], {
      cwd: join(root, 'patient-portal'),
      stdio: 'ignore',
    });
    if (code !== 0) throw new Error('patient-portal rebuild failed');
    times.push((Date.now() - t) / 1000);
  }
  report.push('| what | seconds |', '|---|---|');
  report.push(`| full build, 5 apps, 2 at a time | ${full.toFixed(1)} |`);
  report.push(
    `| rebuild of one portal (patient-portal), median of 3 | ${median(times).toFixed(1)} |`,
  );
  save();
  const browser = await launch();
  try {
    const m = await coldStart({ repo: root, browser, offset: OFFSET + 50 });
    report.push(
      `| cold \`npm start\` on a fresh clone (HEAD): install + build done | ${m.built?.toFixed(1) ?? '—'} |`,
      `| … servers up ("CareConnect is running") | ${m.running?.toFixed(1) ?? '—'} |`,
      `| … the shell answers | ${m.shellAnswers.toFixed(1)} |`,
      `| … **the landing page rendered in Chromium** (first usable page) | **${m.landingRendered.toFixed(1)}** |`,
    );
  } finally {
    await browser.close();
  }
  report.push(
    '',
    `The fresh clone installs pnpm and the dependencies (offline from the local store when it has them), builds the five apps, then serves them; load average after the build section ${load()}.`,
    '',
  );
  save();
}

// ---------------------------------------------------------------------------------------------
const CHART_GROUPS = new Set(['apexcharts', 'react-apexcharts', 'prop-types', 'shared-ui/charts']);
const REACT_GROUPS = new Set(['react', 'react-dom', 'scheduler']);

async function bundlesSection(ctx) {
  const baseline = await reactBaseline();
  const pages = [
    {
      name: 'landing /',
      url: `${ctx.urls.shell}/`,
      wait: (p) => p.getByRole('heading', { level: 1 }).waitFor(),
    },
    {
      name: '/login',
      url: `${ctx.urls.shell}/login`,
      wait: (p) => p.getByRole('heading', { name: 'Login' }).waitFor(),
    },
    ...ROLES.map((role) => ({
      name: `/${role}/dashboard`,
      role,
      url: `${ctx.urls.shell}/${role}/dashboard`,
      frameHeading: `${role[0].toUpperCase()}${role.slice(1)} Dashboard`,
      prepare: (p) => signIn(p, ctx.urls.shell, ctx.apiUrl, role),
      // The cold load ends when the first chart is drawn (charts are part of a dashboard). A
      // chart draws when it nears the screen: below the doctor's agenda the page is scrolled
      // down half a screen at a time, as a doctor would.
      wait: (p) =>
        p
          .waitForFunction(
            () => {
              if (document.querySelector('[data-testid="chart-plot"] svg.apexcharts-svg'))
                return true;
              window.scrollBy(0, window.innerHeight / 2);
              return false;
            },
            null,
            { timeout: 60_000, polling: 250 },
          )
          .catch(async (error) => {
            // what the page showed instead of a chart, for whoever reads the failure
            const shot = join(root, 'bench', 'out', `bundles-${role}-failed.png`);
            await p.screenshot({ path: shot, fullPage: true }).catch(() => {});
            throw new Error(`${role} dashboard drew no chart (see ${shot}): ${error.message}`);
          }),
    })),
  ];
  const rows = [];
  for (const p of pages) {
    const m = await measurePage(ctx.browser, p.url, {
      prepare: p.prepare,
      waitFor: p.wait,
      keepScripts: true,
      frameHeading: p.frameHeading,
    });
    rows.push({ ...p, m, groups: await breakdown(m.scripts) });
  }
  report.push('## Bundles (cold first load, Chromium)', '');
  report.push(
    `React + ReactDOM alone, webpack production: ${kb(baseline.raw)} raw, **${kb(baseline.gzip)} gzip**.`,
    '',
  );
  report.push(
    '| page | files | JS raw | JS gzip | × React+ReactDOM | target | singleton copies | charts / forms loaded |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const { name, m } of rows) {
    const ratio = m.gzip / baseline.gzip;
    const target = name.startsWith('landing')
      ? 1.6
      : name === '/login'
        ? 2
        : name.includes('dashboard')
          ? 3
          : null;
    const copies = Object.entries(m.copies)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const libs =
      Object.entries(m.libraries)
        .filter(([, n]) => n > 0)
        .map(([k]) => k)
        .join(', ') || 'none';
    report.push(
      `| ${name} | ${m.files} | ${kb(m.raw)} | ${kb(m.gzip)} | ${ratio.toFixed(2)} × | ${target ? `≤ ${target} × ${ratio <= target ? '✅' : '❌'}` : '—'} | ${copies} | ${libs} |`,
    );
  }
  report.push(
    '',
    '### What the sign-in page and the dashboards load (gzip, attributed through the source maps)',
    '',
  );
  report.push(
    '| page | React + ReactDOM | charts (apexcharts, react-apexcharts, kit charts) | everything else | everything but the charts × React+ReactDOM | largest of the rest |',
    '|---|---|---|---|---|---|',
  );
  for (const { name, m, groups } of rows) {
    if (!name.includes('dashboard') && name !== '/login') continue;
    const sum = (pred) => groups.filter((g) => pred(g.group)).reduce((n, g) => n + g.gzip, 0);
    const react = sum((g) => REACT_GROUPS.has(g));
    const charts = sum((g) => CHART_GROUPS.has(g));
    const rest = m.gzip - react - charts;
    const top = groups
      .filter((g) => !REACT_GROUPS.has(g.group) && !CHART_GROUPS.has(g.group))
      .slice(0, 6)
      .map((g) => `${g.group} ${kb(g.gzip)}`)
      .join(', ');
    report.push(
      `| ${name} | ${kb(react)} | ${kb(charts)} | ${kb(rest)} | ${((m.gzip - charts) / baseline.gzip).toFixed(2)} × | ${top} |`,
    );
  }
  report.push(
    '',
    '### Before the first paint (JS whose download ended before it, gzip)',
    '',
    "The browser's first contentful paint can be the loading screen; the dashboard's frame is its heading painted (title, figure cards, chart frames). Target: ≤ 2.5 × React + ReactDOM before the frame, and the chart library asked for only after it.",
    '',
    '| page | FCP | JS before FCP | frame painted | JS before the frame | × React+ReactDOM | target | chart library asked for |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const { name, m } of rows) {
    const p = m.paint;
    if (!p) continue;
    const ratio = p.beforeFrame.gzip / baseline.gzip;
    const charts =
      p.chartsRequestedAt === null
        ? 'not loaded'
        : `${ms(p.chartsRequestedAt)} (${p.framePainted !== null && p.chartsRequestedAt >= p.framePainted ? 'after the frame ✅' : 'before the frame ❌'})`;
    report.push(
      `| ${name} | ${p.fcp === null ? '—' : ms(p.fcp)} | ${kb(p.beforeFcp.gzip)} (${p.beforeFcp.files} files) | ${p.framePainted === null ? '—' : ms(p.framePainted)} | ${kb(p.beforeFrame.gzip)} (${p.beforeFrame.files} files) | ${ratio.toFixed(2)} × | ≤ 2.5 × ${ratio <= 2.5 ? '✅' : '❌'} | ${charts} |`,
    );
  }
  const apex = rows.find((r) => r.role)?.groups.find((g) => g.group === 'apexcharts');
  if (apex) {
    report.push(
      '',
      `apexcharts 4.7.0 alone is ${kb(apex.gzip)} gzip = ${(apex.gzip / baseline.gzip).toFixed(2)} × React+ReactDOM, so React+ReactDOM plus apexcharts is already ${((apex.gzip + baseline.gzip) / baseline.gzip).toFixed(2)} × before any app code: a dashboard that draws its charts on the first load cannot reach 3 × with this chart library (fixed for its licence, spec §9).`,
    );
  }
  report.push('');
  save();
}

// ---------------------------------------------------------------------------------------------
/** The pages Lighthouse measures, on the shell at `shellUrl`. */
function lighthousePages(shellUrl) {
  return [
    { name: 'landing /', url: `${shellUrl}/` },
    { name: '/login', url: `${shellUrl}/login` },
    ...ROLES.map((role) => ({
      name: `/${role}/dashboard`,
      url: `${shellUrl}/${role}/dashboard`,
      role,
    })),
    // The two screens a day turns on: a patient booking, a doctor's calendar.
    {
      name: '/patient/appointments/book',
      url: `${shellUrl}/patient/appointments/book`,
      role: 'patient',
    },
    { name: '/doctor/calendar', url: `${shellUrl}/doctor/calendar`, role: 'doctor' },
  ];
}

/** One table of Lighthouse runs: the shell at `shellUrl`, its API at `apiUrl`. */
const LCP_TARGET_MS = 2500;

async function lighthouseTable({ shellUrl, apiUrl, trustKey }) {
  report.push(
    '| page | performance | accessibility | best practices | LCP | TBT | CLS | FCP | all runs (perf) | CPU benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  const flagged = new Map();
  for (const p of lighthousePages(shellUrl)) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const session = p.role ? await sessionOf(apiUrl, p.role) : undefined;
      runs.push(await runLighthouse(p.url, { shellUrl, session, trustKey }));
    }
    runs.sort((a, b) => a.performance - b.performance);
    const r = runs[Math.floor(runs.length / 2)];
    const mark = (v, target) => `${v} ${v >= target ? '✅' : '❌'}`;
    report.push(
      `| ${p.name} | ${mark(r.performance, 95)} | ${mark(r.accessibility, 100)} | ${mark(r.bestPractices, 95)} | ${ms(r.lcp)} ${r.lcp <= LCP_TARGET_MS ? '✅' : '❌'} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.fcp)} | ${runs.map((x) => x.performance).join(', ')} | ${r.benchmarkIndex ?? '—'} |`,
    );
    for (const f of runs.flatMap((x) => x.failing)) {
      const key = `${f.category}: ${f.title}`;
      const entry = flagged.get(key) ?? { pages: new Set(), display: new Set() };
      entry.pages.add(p.name);
      if (f.display) entry.display.add(f.display);
      flagged.set(key, entry);
    }
  }
  report.push('');
  if (flagged.size) {
    report.push('Audits under 0.9 in any run:', '');
    for (const [key, e] of flagged)
      report.push(
        `- ${key} — ${[...e.pages].join(', ')}${e.display.size ? ` (${[...e.display].slice(0, 4).join('; ')})` : ''}`,
      );
    report.push('');
  }
  report.push(
    `Load average after Lighthouse: ${load()}. TBT and LCP are simulated from the CPU time observed on this machine, so they move with its load.`,
    '',
  );
  save();
}

async function lighthouseSection(ctx) {
  report.push('## Lighthouse (mobile preset, simulated throttling, Debian Chromium)', '');
  report.push(
    `Median of ${LIGHTHOUSE_RUNS} runs per page (the run with the median performance score). Targets, on the layout a phone loads (docs/decisions/first-paint.md): performance ≥ 95, LCP ≤ 2.5 s, accessibility 100, best practices ≥ 95. The suite's servers are measured too, to see a change that slows either layout.`,
    '',
  );
  await lighthouseThroughNginx();
  report.push(
    "### The suite's servers (as `npm start`: each app and the API on an origin of its own, HTTP/1.1)",
    '',
  );
  await lighthouseTable({ shellUrl: ctx.urls.shell, apiUrl: ctx.apiUrl });
}

/**
 * The same pages as a clinic serves them (docs/deploy.md): nginx in front, TLS ending there, the
 * shell, the remotes and the API on one origin, so the API's calls need no CORS preflight and a
 * phone's browser speaks HTTP/2 to it (one connection for every request). One API instance on
 * PostgreSQL; a throw-away certificate that only this run's browser trusts.
 */
async function lighthouseThroughNginx() {
  report.push(
    '### The production layout (nginx with TLS and HTTP/2: pages, remotes and API on one origin)',
    '',
  );
  const { clusterMissing, startCluster } = await import('./cluster.mjs');
  const { opensslMissing } = await import('./cluster-tls.mjs');
  const missing = clusterMissing() ?? opensslMissing();
  if (missing) {
    report.push(`Skipped: ${missing}.`, '');
    return;
  }
  const cluster = await startCluster({
    count: 1,
    offset: OFFSET + 200,
    tls: 'self-signed',
    apiEnv: {
      DEMO_MODE: '1',
      DEMO_SEED: '1',
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_WRITES: '100000',
    },
  });
  try {
    // Sessions are made on the instance itself (plain HTTP on 127.0.0.1): a token is good on all.
    await lighthouseTable({
      shellUrl: cluster.origin,
      apiUrl: cluster.instances[0].url,
      trustKey: cluster.tls.spki,
    });
  } finally {
    await cluster.stop();
  }
}

// ---------------------------------------------------------------------------------------------
async function switchingSection(ctx) {
  const accounts = ROLES.map((role) => ({ role, email: emailOf(role) }));
  const r = await measureSwitching(ctx.browser, ctx.urls.shell, accounts, { runs: RUNS });
  report.push('## Area switching (Chromium, 1280 × 900, no throttling)', '');
  const of = (samples, what) => median(samples.map((s) => s[what]));
  report.push(
    `Medians of ${RUNS}. From clicking Log In to the dashboard painted (its heading on screen) and to its first chart painted. Cold: a fresh browser context (only the login page loaded before); warm: the same context, the second time (a return to the area).`,
    '',
  );
  report.push(
    '| area | Log In → dashboard, cold | → chart, cold | Log In → dashboard, warm | → chart, warm | warm / cold (chart) |',
    '|---|---|---|---|---|---|',
  );
  for (const role of ROLES) {
    const cold = r.cold[role];
    const warm = r.warm[role];
    report.push(
      `| ${role} | ${ms(of(cold, 'painted'))} | ${ms(of(cold, 'chart'))} | ${ms(of(warm, 'painted'))} | ${ms(of(warm, 'chart'))} | ${(of(warm, 'chart') / of(cold, 'chart')).toFixed(2)} |`,
    );
  }
  report.push(
    '',
    "| switch | Logout clicked → next area's dashboard painted (logging in on the way) | → its first chart |",
    '|---|---|---|',
  );
  for (const [key, samples] of Object.entries(r.switch))
    report.push(`| ${key} | ${ms(of(samples, 'painted'))} | ${ms(of(samples, 'chart'))} |`);
  report.push('', `Load average after switching: ${load()}.`, '');
  save();
}

// ---------------------------------------------------------------------------------------------
/** Promote and rollback of patient-portal in a store of its own, as `npm run …` runs them. */
async function releasesSection() {
  report.push('## Releases', '');
  const store = mkdtempSync(join(tmpdir(), 'careconnect-bench-releases-'));
  const cli = (...args) => {
    const t = Date.now();
    const out = spawnSync(process.execPath, [join(root, 'scripts', 'release.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, RELEASES_DIR: store },
      encoding: 'utf8',
    });
    if (out.status !== 0) throw new Error(`release.mjs ${args.join(' ')}: ${out.stderr}`);
    const switched = /switched in ([\d.]+) ms/.exec(out.stdout);
    return { wall: Date.now() - t, switch: switched ? Number(switched[1]) : null };
  };
  try {
    const dist = join(root, 'patient-portal', 'dist');
    cli('create', 'patient-portal', '--dist', dist);
    cli('create', 'patient-portal', '--dist', dist);
    const firstGated = cli('promote', 'patient-portal', 'v1');
    const gated = cli('promote', 'patient-portal', 'v2');
    const promotes = [];
    const rollbacks = [];
    for (let i = 0; i < Math.max(3, Math.min(RUNS, 10)); i++) {
      rollbacks.push(cli('rollback', 'patient-portal'));
      promotes.push(cli('promote', 'patient-portal', 'v2'));
    }
    const row = (what, samples) =>
      `| ${what} | ${median(samples.map((s) => s.switch)).toFixed(1)} ms | ${ms(median(samples.map((s) => s.wall)))} |`;
    report.push(
      '| step (patient-portal) | the switch itself | the whole command |',
      '|---|---|---|',
      row('first promote, gate run in headless Chromium', [firstGated]),
      row('promote of a new release, gate run', [gated]),
      row(`promote, gate passed earlier (median of ${promotes.length})`, promotes),
      row(`rollback (median of ${rollbacks.length})`, rollbacks),
      '',
      `The switch is one atomic write of the live map; the whole command includes starting Node. Load average after: ${load()}.`,
      '',
    );
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
  save();
}

// ---------------------------------------------------------------------------------------------
async function apiSection() {
  report.push('## API', '');
  const code = await runPnpm(['--filter', '@careconnect/api', 'run', 'bench:api']);
  const md = join(root, 'bench', 'out', 'api.md');
  if (code !== 0)
    report.push(`\`pnpm --filter @careconnect/api run bench:api\` failed (exit ${code}).`, '');
  if (existsSync(md)) {
    const text = readFileSync(md, 'utf8')
      .replace(/^#\s.*\n/, '')
      .replace(/^(#+) /gm, '#$1 ');
    report.push(
      `From \`pnpm --filter @careconnect/api run bench:api\` (bench/out/api.md):`,
      '',
      text.trim(),
      '',
    );
  } else {
    report.push('bench/out/api.md was not written.', '');
  }
  save();
}

async function clusterSection() {
  report.push('## Several instances behind nginx', '');
  const { clusterMissing } = await import('./cluster.mjs');
  const missing = clusterMissing();
  if (missing) {
    report.push(`Skipped: ${missing}.`, '');
    return;
  }
  const { measureCluster, clusterTable } = await import('../bench/cluster.mjs');
  report.push(clusterTable(await measureCluster({ offset: OFFSET + 100 })), '');
}

/**
 * Earlier-time offers on the job queue: a cancellation to the offer email (p50/p99) and 30
 * patients accepting one time at once, on PGlite and on a throw-away PostgreSQL server.
 */
async function waitlistSection() {
  report.push('## Earlier-time offers', '');
  const runs = ['--runs', String(Math.max(RUNS, 30))];
  const bench = ['--import', 'tsx', 'scripts/bench-waitlist.ts', ...runs];
  const apiDir = join(root, 'api');
  const steps = [
    ['pglite', process.execPath, bench],
    [
      'postgres',
      process.execPath,
      [join(root, 'scripts', 'with-postgres.mjs'), '--', process.execPath, ...bench],
    ],
  ];
  for (const [db, command, args] of steps) {
    const md = join(root, 'bench', 'out', `waitlist-${db}.md`);
    rmSync(md, { force: true });
    const code = await run(command, args, { cwd: apiDir });
    if (code !== 0) report.push(`The ${db} run failed (exit ${code}).`, '');
    report.push(
      existsSync(md)
        ? readFileSync(md, 'utf8').trim().replace(/^### /, '### ')
        : `bench/out/waitlist-${db}.md was not written.`,
      '',
    );
    save();
  }
}

// ---------------------------------------------------------------------------------------------
async function section(name, fn) {
  const t = Date.now();
  try {
    await fn();
  } catch (error) {
    console.error(`[bench] ${name} failed:`, error);
    report.push(
      `**${name} failed:** ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
      '',
    );
    process.exitCode = 1;
  }
  console.log(`[bench] ${name} done in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  save();
}

await install();
if (want('build')) await section('build', buildSection);
if (['bundles', 'lighthouse', 'switching'].some(want)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
  const suite = await startSuite({
    offset: OFFSET,
    quietApi: true,
    apiEnv: {
      DEMO_MODE: '1',
      DATA_DIR: join(dataDir, 'db'),
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_WRITES: '100000',
    },
  });
  const { urls, apiUrl } = suiteAddresses(OFFSET);
  const browser = await launch();
  const ctx = { urls, apiUrl, browser };
  try {
    if (want('bundles')) await section('bundles', () => bundlesSection(ctx));
    if (want('lighthouse')) await section('lighthouse', () => lighthouseSection(ctx));
    if (want('switching')) await section('switching', () => switchingSection(ctx));
  } finally {
    await browser.close();
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (want('releases')) await section('releases', releasesSection);
if (want('api')) await section('api', apiSection);
if (want('cluster')) await section('cluster', clusterSection);
if (want('waitlist')) await section('waitlist', waitlistSection);
report.push(`Load average at the end: ${load()}.`, '');
save();
console.log(report.join('\n'));
