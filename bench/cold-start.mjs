// Cold `npm start` on a fresh clone: git clone the committed tree into a temporary folder, run
// `npm start` there (install, build, serve) with its ports shifted, and time until the shell
// answers and the landing page has rendered in Chromium. The process is then stopped by its PID.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

async function until(check, { timeoutMs, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: no answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Returns, in seconds since `npm start` was run: built (install and build done, read from its
 * output), running (it printed its addresses), shellAnswers, landingRendered.
 */
export async function coldStart({ repo, browser, offset, timeoutMs = 15 * 60_000 }) {
  const work = mkdtempSync(join(tmpdir(), 'careconnect-clone-'));
  const clone = join(work, 'careconnect');
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repo, clone], { stdio: 'inherit' });
  const shellUrl = `http://localhost:${3000 + offset}`;
  const marks = {};
  const t0 = performance.now();
  const since = () => (performance.now() - t0) / 1000;
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT_OFFSET: String(offset), npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stopping it stops npm, node and the API server
  });
  let output = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (!marks.built && /\[build\] \d+\/\d+ apps in/.test(text)) marks.built = since();
    if (!marks.running && text.includes('CareConnect is running')) marks.running = since();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    await until(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-2000)}`);
        try {
          return (await fetch(`${shellUrl}/`)).ok;
        } catch {
          return false;
        }
      },
      { timeoutMs, what: 'the shell' },
    );
    marks.shellAnswers = since();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${shellUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    marks.landingRendered = since();
    await context.close();
    return marks;
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  }
}
