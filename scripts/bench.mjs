#!/usr/bin/env node
// npm run bench [-- section ...]: measures the suite and writes bench/report.md.
// Sections: bundles, build. Timings vary on shared machines: medians and ratios are reported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApps, frontendApps, install, root, run, webpackBin } from './lib.mjs';
import { startSuite, suiteAddresses } from './suite.mjs';
import { launch, measurePage } from '../bench/bundles.mjs';
import { reactBaseline } from '../bench/react-baseline.mjs';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 1200);
const sections = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const want = (s) => sections.length === 0 || sections.includes(s);
const report = [`# CareConnect benchmark report`, '', `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}.`, ''];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function signIn(page, shellUrl, apiUrl, email) {
  const response = await fetch(`${apiUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'CareConnect1!' }),
  });
  const login = await response.json();
  await page.goto(`${shellUrl}/loading`);
  await page.evaluate((l) => {
    localStorage.setItem('token', l.token);
    localStorage.setItem('userId', l.user._id);
    localStorage.setItem('role', l.user.role);
    localStorage.setItem('user', JSON.stringify(l.user));
  }, login);
}

async function bundles() {
  const baseline = await reactBaseline();
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-bench-'));
  const suite = await startSuite({ offset: OFFSET, quietApi: true, apiEnv: { DATA_DIR: join(dataDir, 'db'), RATE_LIMIT_LOGIN: '1000' } });
  const { urls, apiUrl } = suiteAddresses(OFFSET);
  const browser = await launch();
  const pages = [
    { name: 'landing /', url: `${urls.shell}/`, wait: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { name: '/login', url: `${urls.shell}/login`, wait: (p) => p.getByRole('heading', { name: 'Login' }).waitFor() },
    ...['patient', 'doctor', 'admin'].map((role) => ({
      name: `/${role}/dashboard`,
      url: `${urls.shell}/${role}/dashboard`,
      prepare: (p) => signIn(p, urls.shell, apiUrl, `${role}@careconnect.test`),
      wait: (p) => p.getByRole('main').waitFor(),
    })),
  ];
  const rows = [];
  try {
    for (const p of pages) rows.push({ ...p, m: await measurePage(browser, p.url, { prepare: p.prepare, waitFor: p.wait }) });
  } finally {
    await browser.close();
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  report.push('## Bundles (cold first load, Chromium)', '');
  report.push(`React + ReactDOM alone, webpack production: ${kb(baseline.raw)} raw, **${kb(baseline.gzip)} gzip**.`, '');
  report.push('| page | files | JS raw | JS gzip | × React+ReactDOM | target | singleton copies |', '|---|---|---|---|---|---|---|');
  for (const { name, m } of rows) {
    const ratio = m.gzip / baseline.gzip;
    const target = name.startsWith('landing') ? 1.6 : name.includes('dashboard') ? 3 : null;
    const copies = Object.entries(m.copies).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
    report.push(`| ${name} | ${m.files} | ${kb(m.raw)} | ${kb(m.gzip)} | ${ratio.toFixed(2)} × | ${target ? `≤ ${target} × ${ratio <= target ? '✅' : '❌'}` : '—'} | ${copies} |`);
  }
  report.push('');
}

async function build() {
  const t0 = Date.now();
  await buildApps(frontendApps);
  const full = (Date.now() - t0) / 1000;
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = Date.now();
    await run(process.execPath, [webpackBin(), '--mode', 'production'], { cwd: join(root, 'patient-portal'), stdio: 'ignore' });
    times.push((Date.now() - t) / 1000);
  }
  times.sort((a, b) => a - b);
  report.push('## Build', '', `| what | seconds |`, '|---|---|', `| full build, 5 apps, 2 at a time | ${full.toFixed(1)} |`, `| rebuild of one portal (patient-portal), median of 3 | ${times[1].toFixed(1)} |`, '');
}

await install();
if (want('build')) await build();
if (want('bundles')) await bundles();
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'report.md'), report.join('\n') + '\n');
console.log(report.join('\n'));
