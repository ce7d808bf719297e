// The release store: immutable, numbered copies of each app's build and one small live map that
// says which of them users get. Everything a promote or a rollback changes is that one file,
// replaced atomically, so the switch is instant and needs no server restart.
//   <root>/<app>/<version>/   a copy of the app's dist/ plus release.json
//   <root>/<app>/gates.json   the promotion gate's results, by version and live shell
//   <root>/live.json          { apps: { <app>: { live, history, canary } } }
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export function releasesDir(env = process.env) {
  return env.RELEASES_DIR || join(repoRoot, '.releases');
}

const VERSION = /^v([1-9][0-9]*)$/;

export function isVersion(value) {
  return typeof value === 'string' && VERSION.test(value);
}

/** v1, v2, … : the number after the highest one present (gaps are never reused). */
export function nextVersion(existing) {
  let highest = 0;
  for (const name of existing) {
    const match = VERSION.exec(name);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `v${highest + 1}`;
}

/** Newest first. */
export function sortVersions(versions) {
  return versions.filter(isVersion).sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));
}

/** Writes a file so that readers see either the old or the new content, never half of it. */
export function writeFileAtomic(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}

// ---------------------------------------------------------------------------------------------
// The live map

export function emptyAppState() {
  return { live: null, history: [], canary: null };
}

export function readLiveMap(root) {
  try {
    const map = JSON.parse(readFileSync(join(root, 'live.json'), 'utf8'));
    if (map && typeof map === 'object' && map.apps && typeof map.apps === 'object') return map;
  } catch {
    // no store yet (or no promote yet): nothing is live, every app serves its dist/
  }
  return { apps: {} };
}

export function writeLiveMap(root, map) {
  writeFileAtomic(join(root, 'live.json'), JSON.stringify(map, null, 2) + '\n');
}

export function appState(map, app) {
  return { ...emptyAppState(), ...(map.apps[app] ?? {}) };
}

/**
 * The map after promoting `version` of `app`: with a percent under 100 it becomes the canary
 * (the live release stays); otherwise it becomes live, the previous live release goes on the
 * history (what rollback returns to) and any canary ends.
 */
export function promoteIn(map, app, version, percent = 100) {
  if (!isVersion(version)) throw new Error(`${version} is not a release version (v1, v2, …)`);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new Error(`--percent must be a whole number from 1 to 100 (got ${percent})`);
  const state = appState(map, app);
  let next;
  if (percent < 100) {
    if (state.live === version) throw new Error(`${app} ${version} is already live`);
    next = { ...state, canary: { version, percent } };
  } else {
    const history =
      state.live && state.live !== version ? [...state.history, state.live] : [...state.history];
    next = { live: version, history, canary: null };
  }
  return { ...map, apps: { ...map.apps, [app]: next } };
}

/** One step back: a running canary ends; otherwise the previous live release is live again. */
export function rollbackIn(map, app) {
  const state = appState(map, app);
  if (state.canary) {
    return {
      map: { ...map, apps: { ...map.apps, [app]: { ...state, canary: null } } },
      from: state.canary.version,
      to: state.live,
      endedCanary: true,
    };
  }
  const history = [...state.history];
  const previous = history.pop();
  if (!previous) throw new Error(`${app} has no previous live release to roll back to`);
  return {
    map: { ...map, apps: { ...map.apps, [app]: { live: previous, history, canary: null } } },
    from: state.live,
    to: previous,
    endedCanary: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Canary choice (the same hash as shell/src/remotes/release-choice.ts)

/** FNV-1a (32 bit) of the user id, mod 100: a stable bucket per user. */
export function bucketOf(userId) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function inCanary(userId, percent) {
  return Boolean(userId) && bucketOf(userId) < percent;
}

// ---------------------------------------------------------------------------------------------
// Releases on disk

export function releaseDir(root, app, version) {
  return join(root, app, version);
}

export function listVersions(root, app) {
  const dir = join(root, app);
  if (!existsSync(dir)) return [];
  return sortVersions(
    readdirSync(dir).filter((name) => existsSync(join(dir, name, 'release.json'))),
  );
}

export function readRelease(root, app, version) {
  const file = join(releaseDir(root, app, version), 'release.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The live release's folder, or null when the app serves its dist/. */
export function liveDir(root, app) {
  const { live } = appState(readLiveMap(root), app);
  return live ? releaseDir(root, app, live) : null;
}

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path).map((f) => `${entry.name}/${f}`));
    else out.push(entry.name);
  }
  return out.sort();
}

function readOnly(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) readOnly(path);
    else chmodSync(path, 0o444);
  }
}

/** git HEAD's short hash, with "-dirty" when the work tree has changes. */
export function gitCommit(cwd = repoRoot) {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' });
    const status = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' });
    return `${head.trim()}${status.trim() ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** When the build was made: its newest top-level file's time. */
function builtAtOf(distDir) {
  let newest = 0;
  for (const name of readdirSync(distDir)) {
    const stat = statSync(join(distDir, name));
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
  }
  return new Date(newest || Date.now()).toISOString();
}

/**
 * Copies `distDir` into the store as the app's next version. The copy is made in a temporary
 * folder and renamed into place, so a half-copied release is never visible; two releases at the
 * same time get different numbers (the loser of the rename takes the next one).
 */
export function createRelease(root, app, distDir, { commit = gitCommit(), builtAt } = {}) {
  if (!existsSync(join(distDir, 'index.html')) && !existsSync(join(distDir, 'mf-manifest.json')))
    throw new Error(`${distDir} is not a build of ${app} (no index.html or mf-manifest.json)`);
  const appDir = join(root, app);
  mkdirSync(appDir, { recursive: true });
  const staging = join(appDir, `.staging-${process.pid}-${Date.now()}`);
  cpSync(distDir, staging, { recursive: true });
  const fromBuild = existsSync(join(staging, 'release.json'))
    ? JSON.parse(readFileSync(join(staging, 'release.json'), 'utf8'))
    : { app, kit: null };
  const files = filesUnder(staging).filter((f) => f !== 'release.json');
  for (let attempt = 0; attempt < 20; attempt++) {
    const version = nextVersion(readdirSync(appDir));
    const manifest = {
      ...fromBuild,
      app,
      version,
      commit,
      builtAt: builtAt ?? builtAtOf(distDir),
      files,
    };
    writeFileSync(join(staging, 'release.json'), JSON.stringify(manifest, null, 2) + '\n');
    try {
      // mkdir claims the number (it fails when another release has it); rename then replaces
      // the empty folder with the finished copy in one step
      mkdirSync(join(appDir, version));
      renameSync(staging, join(appDir, version));
    } catch {
      continue;
    }
    readOnly(join(appDir, version));
    return manifest;
  }
  rmSync(staging, { recursive: true, force: true });
  throw new Error(`could not find a free version number for ${app}`);
}

/** Where a content-hashed chunk of an older shell release is, for pages opened before a promote. */
export function findInReleases(root, app, file) {
  for (const version of listVersions(root, app)) {
    const dir = releaseDir(root, app, version);
    if (existsSync(join(dir, file))) return dir;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The kit check

/**
 * A remote may only use kit exports the live shell provides (the shell owns the one kit core of
 * the page). Returns { ok, message }; `skipped` when either side does not describe its kit.
 */
export function checkKit(candidate, liveShell) {
  const uses = candidate?.kit?.coreUses;
  const exports = liveShell?.kit?.coreExports;
  if (!Array.isArray(uses) || !Array.isArray(exports)) {
    const missing = !Array.isArray(uses)
      ? `${candidate?.app ?? 'the release'} ${candidate?.version ?? ''} does not list the kit exports it uses`
      : liveShell
        ? `the live shell ${liveShell.version} does not list its kit exports`
        : 'no shell release is live';
    return { ok: true, skipped: true, message: `kit check skipped: ${missing.trim()}` };
  }
  const missing = uses.filter((name) => !exports.includes(name));
  if (missing.length === 0)
    return {
      ok: true,
      skipped: false,
      message: `kit check: the ${uses.length} kit exports ${candidate.app} ${candidate.version} uses are in the live shell ${liveShell.version}`,
    };
  return {
    ok: false,
    skipped: false,
    message:
      `${candidate.app} ${candidate.version} uses kit export${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
      `(kit ${candidate.kit.version ?? '?'}, needs ${candidate.kit.range ?? '?'}) that the live shell ` +
      `${liveShell.version} does not provide (its kit ${liveShell.kit.version ?? '?'}): release the shell first`,
  };
}

/**
 * The kit check for a release about to be stored or promoted: a portal against the live shell;
 * a shell against every portal's live release (a shell that drops an export a live portal uses
 * would break that portal). Returns { notes, problem } (problem null when it passes).
 */
export function kitCheckInStore(root, release) {
  const map = readLiveMap(root);
  if (release.app !== 'shell') {
    const { live } = appState(map, 'shell');
    const result = checkKit(release, live ? readRelease(root, 'shell', live) : null);
    // a refusal is said once, by the caller's error
    return result.ok
      ? { notes: [result.message], problem: null }
      : { notes: [], problem: result.message };
  }
  const notes = [];
  const problems = [];
  for (const app of listApps(root).filter((name) => name !== 'shell')) {
    const { live } = appState(map, app);
    const portal = live ? readRelease(root, app, live) : null;
    if (!portal) continue;
    const result = checkKit(portal, release);
    if (result.skipped || result.ok) {
      notes.push(result.message.replace('the live shell', 'the shell'));
      continue;
    }
    const missing = portal.kit.coreUses.filter((name) => !release.kit.coreExports.includes(name));
    problems.push(
      `shell ${release.version} (kit ${release.kit.version ?? '?'}) does not provide kit export${missing.length > 1 ? 's' : ''} ` +
        `${missing.join(', ')} that the live ${app} ${portal.version} uses (kit ${portal.kit.version ?? '?'}, needs ${portal.kit.range ?? '?'})`,
    );
  }
  return { notes, problem: problems.length ? problems.join('; ') : null };
}

function listApps(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// ---------------------------------------------------------------------------------------------
// Gate results (tooling/release-gate.mjs runs the gate)

/**
 * What the gate's result depends on besides the candidate: the live shell release, or (none
 * live) the shell's dist/ build, named by its entry's hash.
 */
export function shellKey(store) {
  const { live } = appState(readLiveMap(store), 'shell');
  if (live) return live;
  const main = join(repoRoot, 'shell', 'dist', 'main.js');
  if (!existsSync(main)) return 'dist';
  return `dist-${createHash('sha256').update(readFileSync(main)).digest('hex').slice(0, 10)}`;
}

export function readGates(root, app) {
  try {
    return JSON.parse(readFileSync(join(root, app, 'gates.json'), 'utf8'));
  } catch {
    return {};
  }
}

export function recordGate(root, app, version, shellKey, result) {
  const gates = readGates(root, app);
  gates[version] = { ...(gates[version] ?? {}), [shellKey]: result };
  writeFileAtomic(join(root, app, 'gates.json'), JSON.stringify(gates, null, 2) + '\n');
}
