#!/usr/bin/env node
// Releases of one app at a time (tooling/releases.mjs has the store's layout):
//   npm run release  -- <app> [--dist DIR]              build (unless --dist) and store a release
//   npm run releases -- <app>                           list them, with which is live
//   npm run promote  -- <app> <version> [--percent N]   make it live (or a canary for N % of users)
//   npm run rollback -- <app>                           back to the previous live release
// RELEASES_DIR moves the store (default .releases/ in the repository).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../tooling/apps.mjs';
import {
  appState,
  kitCheckInStore,
  createRelease,
  listVersions,
  nextVersion,
  promoteIn,
  readGates,
  readLiveMap,
  readRelease,
  recordGate,
  releasesDir,
  rollbackIn,
  shellKey,
  writeLiveMap,
} from '../tooling/releases.mjs';
import { buildApps, root } from './lib.mjs';

class UsageError extends Error {}

function appArg(value) {
  if (!value || !apps[value])
    throw new UsageError(
      `name an app: ${Object.keys(apps).join(', ')} (got ${value ?? 'nothing'})`,
    );
  return value;
}

function optionValue(args, name) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

/** The kit check (tooling/releases.mjs kitProblem); its notes are printed. */
function kitProblem(store, release, log) {
  const { notes, problem } = kitCheckInStore(store, release);
  for (const note of notes) log(note);
  return problem;
}

export async function release(app, { dist, store = releasesDir(), log = console.log } = {}) {
  let from = dist;
  if (!from) {
    await buildApps([app], { concurrency: 1 });
    from = join(root, app, 'dist');
  }
  // checked before anything is copied: a refused release takes no number
  const fromBuild = existsSync(join(from, 'release.json'))
    ? JSON.parse(readFileSync(join(from, 'release.json'), 'utf8'))
    : { kit: null };
  const version = nextVersion(existsSync(join(store, app)) ? readdirSync(join(store, app)) : []);
  const problem = kitProblem(store, { ...fromBuild, app, version }, log);
  if (problem) throw new Error(`release refused: ${problem}`);
  const made = createRelease(store, app, from);
  log(
    `${app} ${made.version}: ${made.files.length} files, commit ${made.commit}, built ${made.builtAt}` +
      (made.kit ? `, kit ${made.kit.version} (${made.kit.range})` : ', kit not described'),
  );
  return made;
}

export function list(app, { store = releasesDir() } = {}) {
  const state = appState(readLiveMap(store), app);
  const gates = readGates(store, app);
  const previous = state.history.at(-1) ?? null;
  const rows = listVersions(store, app).map((version) => {
    const r = readRelease(store, app, version) ?? {};
    let status = '';
    if (version === state.live) status = 'live';
    else if (state.canary?.version === version) status = `canary ${state.canary.percent} %`;
    else if (version === previous) status = 'previous';
    else if (state.history.includes(version)) status = 'was live';
    const results = Object.values(gates[version] ?? {});
    const gate = results.some((g) => g.ok)
      ? 'passed'
      : results.length
        ? 'failed'
        : app === 'shell'
          ? '—'
          : 'not run';
    return {
      version,
      status,
      commit: r.commit ?? '?',
      built: (r.builtAt ?? '?').replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
      kit: r.kit ? `${r.kit.version ?? '?'} (${r.kit.range ?? '?'})` : 'not described',
      gate,
    };
  });
  const header = {
    version: 'VERSION',
    status: 'STATUS',
    commit: 'COMMIT',
    built: 'BUILT (UTC)',
    kit: 'KIT',
    gate: 'GATE',
  };
  const keys = Object.keys(header);
  const width = Object.fromEntries(
    keys.map((k) => [k, Math.max(...[header, ...rows].map((row) => String(row[k]).length))]),
  );
  const line = (row) =>
    keys
      .map((k) => String(row[k]).padEnd(width[k]))
      .join('  ')
      .trimEnd();
  const out = [`${app}: ${rows.length} release${rows.length === 1 ? '' : 's'} in ${store}`];
  if (rows.length) out.push(line(header), ...rows.map(line));
  if (!state.live) out.push(`nothing live: ${app} is served from its dist/ folder`);
  return out.join('\n');
}

/** Writes the live map and returns how long the switch itself took, in ms. */
function switchTo(store, next) {
  const t = performance.now();
  writeLiveMap(store, next);
  return performance.now() - t;
}

export async function promote(
  app,
  version,
  { percent = 100, store = releasesDir(), log = console.log, env = process.env } = {},
) {
  const started = performance.now();
  const made = readRelease(store, app, version);
  if (!made) throw new Error(`${app} has no release ${version} (npm run releases -- ${app})`);
  const problem = kitProblem(store, made, log);
  if (problem) throw new Error(`promotion refused: ${problem}`);
  // a bad version or percent fails here, before the gate spends seconds on it
  promoteIn(readLiveMap(store), app, version, percent);
  const against = shellKey(store);
  const earlier = readGates(store, app)[version]?.[against];
  if (earlier?.ok) {
    log(`gate: passed on ${earlier.at} against the shell's ${against}; not run again`);
  } else {
    // loaded only when a gate runs: the browser driver takes a second to load
    const { runGate } = await import('../tooling/release-gate.mjs');
    log(`gate: opening ${app} ${version} in the ${against} shell in headless Chromium…`);
    const result = await runGate({ app, version, store, env });
    recordGate(store, app, version, against, result);
    if (!result.ok) throw new Error(`promotion refused: the gate failed: ${result.reason}`);
    log(`gate: passed in ${(result.ms / 1000).toFixed(1)} s ("${result.heading}" rendered)`);
  }
  const ms = switchTo(store, promoteIn(readLiveMap(store), app, version, percent));
  log(
    percent < 100
      ? `${app} ${version} is the canary for ${percent} % of signed-in users`
      : `${app} ${version} is live`,
  );
  log(`switched in ${ms.toFixed(1)} ms (${Math.round(performance.now() - started)} ms in all)`);
  return { switchMs: ms, totalMs: performance.now() - started };
}

export function rollback(app, { store = releasesDir(), log = console.log } = {}) {
  const started = performance.now();
  const { map, from, to, endedCanary } = rollbackIn(readLiveMap(store), app);
  const ms = switchTo(store, map);
  log(
    endedCanary
      ? `${app}: the canary ${from} ended; everyone gets ${to ?? 'dist/'}`
      : `${app}: ${to} is live again (was ${from})`,
  );
  log(`switched in ${ms.toFixed(1)} ms (${Math.round(performance.now() - started)} ms in all)`);
  return { switchMs: ms, totalMs: performance.now() - started };
}

async function main(argv) {
  const [command, ...rest] = argv;
  const args = [...rest];
  switch (command) {
    case 'create': {
      const dist = optionValue(args, '--dist');
      const made = await release(appArg(args[0]), { dist });
      console.log(made.version);
      return;
    }
    case 'list':
      console.log(list(appArg(args[0])));
      return;
    case 'promote': {
      const raw = optionValue(args, '--percent');
      const percent = raw === undefined ? 100 : Number(raw);
      if (!args[1]) throw new UsageError('name the version to promote, e.g. v2');
      await promote(appArg(args[0]), args[1], { percent });
      return;
    }
    case 'rollback':
      rollback(appArg(args[0]));
      return;
    default:
      throw new UsageError('usage: release.mjs create|list|promote|rollback <app> …');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
