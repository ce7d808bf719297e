// node --test tooling/releases.test.mjs
// The release store's pure parts (version numbers, the live map, canary buckets, the kit check)
// and how the servers read it: /config.json and every release's files, without a restart.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appState,
  bucketOf,
  checkKit,
  kitCheckInStore,
  createRelease,
  listVersions,
  nextVersion,
  promoteIn,
  readLiveMap,
  readRelease,
  rollbackIn,
  sortVersions,
  writeLiveMap,
} from './releases.mjs';
import { runtimeConfig } from './runtime-config.mjs';
import { serveApp } from './serve.mjs';

let work;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'releases-test-'));
});
after(() => rmSync(work, { recursive: true, force: true }));

function fakeDist(name, files) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(files)) writeFileSync(join(dir, file), body);
  return dir;
}

test('version numbers: the next after the highest, gaps never reused, newest first', () => {
  assert.equal(nextVersion([]), 'v1');
  assert.equal(nextVersion(['v1', 'v2', '.staging-1', 'gates.json']), 'v3');
  assert.equal(nextVersion(['v1', 'v9']), 'v10');
  assert.deepEqual(sortVersions(['v2', 'v10', 'v1', 'x']), ['v10', 'v2', 'v1']);
});

test('promote, canary and rollback move the live map one step at a time', () => {
  let map = { apps: {} };
  assert.deepEqual(appState(map, 'patient-portal'), { live: null, history: [], canary: null });
  map = promoteIn(map, 'patient-portal', 'v1');
  map = promoteIn(map, 'patient-portal', 'v2');
  assert.deepEqual(map.apps['patient-portal'], { live: 'v2', history: ['v1'], canary: null });

  map = promoteIn(map, 'patient-portal', 'v3', 10);
  assert.deepEqual(map.apps['patient-portal'].canary, { version: 'v3', percent: 10 });
  assert.equal(map.apps['patient-portal'].live, 'v2');
  // a rollback during a canary ends the canary only
  const ended = rollbackIn(map, 'patient-portal');
  assert.equal(ended.endedCanary, true);
  assert.deepEqual(ended.map.apps['patient-portal'], { live: 'v2', history: ['v1'], canary: null });
  // promoting the canary to 100 % makes it live and ends it
  map = promoteIn(map, 'patient-portal', 'v3', 100);
  assert.deepEqual(map.apps['patient-portal'], { live: 'v3', history: ['v1', 'v2'], canary: null });

  const back = rollbackIn(map, 'patient-portal');
  assert.deepEqual([back.from, back.to], ['v3', 'v2']);
  const twice = rollbackIn(back.map, 'patient-portal');
  assert.deepEqual(twice.map.apps['patient-portal'], { live: 'v1', history: [], canary: null });
  assert.throws(() => rollbackIn(twice.map, 'patient-portal'), /no previous live release/);
  // other apps are untouched
  assert.equal(
    promoteIn(map, 'doctor-portal', 'v1').apps['patient-portal'],
    map.apps['patient-portal'],
  );
  assert.throws(() => promoteIn(map, 'patient-portal', '2'), /not a release version/);
  assert.throws(() => promoteIn(map, 'patient-portal', 'v4', 0), /--percent/);
  assert.throws(() => promoteIn(map, 'patient-portal', 'v3', 50), /already live/);
});

test('the live map is replaced whole: readers never see a half-written file', async () => {
  const store = join(work, 'atomic');
  assert.deepEqual(readLiveMap(store), { apps: {} });
  const big = (n) => ({
    apps: {
      'patient-portal': {
        live: `v${n}`,
        history: Array.from({ length: 2000 }, (_, i) => `v${i + 1}`),
        canary: null,
      },
    },
  });
  writeLiveMap(store, big(1));
  let reads = 0;
  let writing = true;
  const reader = (async () => {
    while (writing) {
      // a torn read would parse as invalid JSON and come back as the empty map
      const live = readLiveMap(store).apps['patient-portal']?.live;
      assert.match(String(live), /^v\d+$/);
      reads += 1;
      await new Promise((r) => setImmediate(r));
    }
  })();
  for (let n = 2; n < 200; n++) {
    writeLiveMap(store, big(n));
    await new Promise((r) => setImmediate(r));
  }
  writing = false;
  await reader;
  assert.ok(reads > 50, `only ${reads} reads`);
  assert.equal(readLiveMap(store).apps['patient-portal'].live, 'v199');
  assert.deepEqual(readdirSync(store), ['live.json'], 'no temporary file is left behind');
});

test('a release is a read-only copy of the build with its description merged in', () => {
  const store = join(work, 'store');
  const dist = fakeDist('dist-a', {
    'index.html': '<!doctype html>',
    'mf-manifest.json': '{}',
    'remoteEntry.js': '1;',
    'release.json': JSON.stringify({
      app: 'patient-portal',
      kit: { version: '1.2.0', range: '^1.2.0', coreUses: ['sessionStore'] },
    }),
  });
  const first = createRelease(store, 'patient-portal', dist, { commit: 'abc1234' });
  const second = createRelease(store, 'patient-portal', dist, { commit: 'abc1234-dirty' });
  assert.deepEqual([first.version, second.version], ['v1', 'v2']);
  const stored = readRelease(store, 'patient-portal', 'v1');
  assert.equal(stored.commit, 'abc1234');
  assert.deepEqual(stored.kit.coreUses, ['sessionStore']);
  assert.deepEqual(stored.files, ['index.html', 'mf-manifest.json', 'remoteEntry.js']);
  assert.match(stored.builtAt, /^\d{4}-\d\d-\d\dT/);
  assert.equal(statSync(join(store, 'patient-portal', 'v1', 'remoteEntry.js')).mode & 0o222, 0);
  assert.deepEqual(listVersions(store, 'patient-portal'), ['v2', 'v1']);
  // a build that does not describe itself still makes a release
  const plain = createRelease(store, 'doctor-portal', fakeDist('dist-b', { 'index.html': 'x' }));
  assert.equal(plain.kit, null);
  assert.throws(
    () => createRelease(store, 'doctor-portal', fakeDist('empty', {})),
    /is not a build/,
  );
});

test('canary buckets: stable, spread, and the same numbers as the shell', () => {
  // the same values as shell/src/remotes/release-choice.test.ts
  assert.equal(bucketOf(''), 61);
  assert.equal(bucketOf('a'), 20);
  const counts = Array.from({ length: 1000 }, (_, i) => bucketOf(`user-${i}`) < 50).filter(Boolean);
  assert.ok(counts.length > 430 && counts.length < 570, `${counts.length} of 1000 under 50`);
});

test('the kit check names the missing export and both versions; skipped when undescribed', () => {
  const shell = {
    app: 'shell',
    version: 'v3',
    kit: { version: '1.2.0', coreExports: ['sessionStore'] },
  };
  const uses = (names) => ({
    app: 'patient-portal',
    version: 'v5',
    kit: { version: '1.3.0', range: '^1.3.0', coreUses: names },
  });
  assert.equal(checkKit(uses(['sessionStore']), shell).ok, true);
  const refused = checkKit(uses(['sessionStore', 'kitMarker']), shell);
  assert.equal(refused.ok, false);
  assert.match(refused.message, /kitMarker/);
  assert.match(refused.message, /1\.3\.0/);
  assert.match(refused.message, /shell v3/);
  assert.match(refused.message, /1\.2\.0/);
  assert.equal(checkKit(uses(['kitMarker']), null).skipped, true);
  assert.equal(checkKit({ app: 'patient-portal', version: 'v1', kit: null }, shell).skipped, true);
});

test('config.json follows the live map at every request; every release stays served', async () => {
  const store = join(work, 'served');
  const dist = fakeDist('dist-served', {
    'index.html': 'dist page',
    'mf-manifest.json': '{"from":"dist"}',
  });
  createRelease(
    store,
    'patient-portal',
    fakeDist('r1', { 'index.html': 'one', 'mf-manifest.json': '{"v":1}', 'a.0123456789.js': 'a;' }),
  );
  createRelease(
    store,
    'patient-portal',
    fakeDist('r2', { 'index.html': 'two', 'mf-manifest.json': '{"v":2}' }),
  );
  const env = {
    API_URL: 'http://localhost:4999',
    PATIENT_PORTAL_URL: 'http://localhost:3992',
    RELEASES_DIR: store,
  };
  assert.equal(
    runtimeConfig(env, { releases: true }).remotes.patient_portal,
    'http://localhost:3992/mf-manifest.json',
  );
  const server = await serveApp('patient-portal', { port: 0, env, log: false, distRoot: dist });
  try {
    const origin = `http://localhost:${server.server.address().port}`;
    const config = () => fetch(`${origin}/config.json`).then((r) => r.json());
    assert.deepEqual((await config()).releases.patient_portal, { version: null, canary: null });

    writeLiveMap(
      store,
      promoteIn(promoteIn({ apps: {} }, 'patient-portal', 'v1'), 'patient-portal', 'v2', 10),
    );
    const live = await config();
    assert.equal(live.remotes.patient_portal, 'http://localhost:3992/r/v1/mf-manifest.json');
    assert.deepEqual(live.releases.patient_portal, {
      version: 'v1',
      canary: { version: 'v2', percent: 10, entry: 'http://localhost:3992/r/v2/mf-manifest.json' },
    });
    assert.equal(live.remotes.doctor_portal, 'http://localhost:3003/mf-manifest.json');

    for (const [path, body] of [
      ['/r/v1/mf-manifest.json', '{"v":1}'],
      ['/r/v2/mf-manifest.json', '{"v":2}'],
      ['/r/v1/a.0123456789.js', 'a;'],
    ]) {
      const response = await fetch(origin + path);
      assert.equal(response.status, 200, path);
      assert.equal(await response.text(), body);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
    }
    for (const path of ['/r/v3/mf-manifest.json', '/r/x/index.html', '/r/v1/nothing.js']) {
      const response = await fetch(origin + path, { headers: { accept: 'text/html' } });
      assert.equal(response.status, 404, path);
      assert.notEqual(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    }
    // no way out of a release's folder (fetch would normalise plain dots away)
    const escape = await fetch(`${origin}/r/v1/%2e%2e/%2e%2e/live.json`);
    assert.notEqual(escape.status, 200);
    assert.doesNotMatch(await escape.text(), /"apps"/);
    // the remote's own paths stay its dist/
    assert.equal(await (await fetch(`${origin}/mf-manifest.json`)).text(), '{"from":"dist"}');
  } finally {
    await server.close();
  }
});

test("the shell's page comes from its live release; old releases' chunks stay served", async () => {
  const store = join(work, 'shell-store');
  const dist = fakeDist('shell-dist', { 'index.html': 'dist page', 'main.js': 'dist;' });
  createRelease(
    store,
    'shell',
    fakeDist('s1', {
      'index.html': 'page one',
      'main.js': 'one;',
      '1.aaaaaaaaaa.js': 'old chunk;',
    }),
  );
  createRelease(
    store,
    'shell',
    fakeDist('s2', {
      'index.html': 'page two',
      'main.js': 'two;',
      '2.bbbbbbbbbb.js': 'new chunk;',
    }),
  );
  const env = { API_URL: 'http://localhost:4999', RELEASES_DIR: store };
  const server = await serveApp('shell', { port: 0, env, log: false, distRoot: dist });
  try {
    const origin = `http://localhost:${server.server.address().port}`;
    const text = (path) =>
      fetch(origin + path, { headers: { accept: 'text/html' } }).then((r) => r.text());
    assert.equal(await text('/'), 'dist page');
    writeLiveMap(store, promoteIn({ apps: {} }, 'shell', 'v2'));
    assert.equal(await text('/'), 'page two');
    assert.equal(await text('/patient/dashboard'), 'page two');
    assert.equal(await text('/main.js'), 'two;');
    assert.equal(await text('/1.aaaaaaaaaa.js'), 'old chunk;');
    assert.equal(await text('/2.bbbbbbbbbb.js'), 'new chunk;');
    const page = await fetch(`${origin}/`);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
  } finally {
    await server.close();
  }
});

test('npm run release refuses a portal using a kit export the live shell lacks', () => {
  const store = join(work, 'kit-store');
  const shellDist = fakeDist('kit-shell', {
    'index.html': 'shell',
    'release.json': JSON.stringify({
      app: 'shell',
      kit: { version: '1.2.0', range: '^1.2.0', coreUses: [], coreExports: ['sessionStore'] },
    }),
  });
  createRelease(store, 'shell', shellDist);
  writeLiveMap(store, promoteIn({ apps: {} }, 'shell', 'v1'));
  const portal = (coreUses) =>
    fakeDist(`kit-portal-${coreUses.length}`, {
      'index.html': 'portal',
      'mf-manifest.json': '{}',
      'release.json': JSON.stringify({
        app: 'patient-portal',
        kit: { version: '1.3.0', range: '^1.3.0', coreUses },
      }),
    });
  const release = (dist) =>
    spawnSync(
      process.execPath,
      [
        join(import.meta.dirname, '..', 'scripts', 'release.mjs'),
        'create',
        'patient-portal',
        '--dist',
        dist,
      ],
      { env: { ...process.env, RELEASES_DIR: store }, encoding: 'utf8' },
    );
  const refused = release(portal(['sessionStore', 'kitMarker']));
  assert.equal(refused.status, 1, refused.stdout + refused.stderr);
  assert.match(
    refused.stderr,
    /release refused: patient-portal v1 uses kit export kitMarker \(kit 1\.3\.0, needs \^1\.3\.0\) that the live shell v1 does not provide \(its kit 1\.2\.0\)/,
  );
  assert.deepEqual(listVersions(store, 'patient-portal'), [], 'a refused release is not stored');
  const accepted = release(portal(['sessionStore']));
  assert.equal(accepted.status, 0, accepted.stderr);
  assert.equal(
    accepted.stdout.trim().split('\n').at(-1),
    'v1',
    'the version alone on the last line',
  );

  // the other way round: a shell that drops an export a live portal uses
  writeLiveMap(store, promoteIn(readLiveMap(store), 'patient-portal', 'v1'));
  const smaller = { app: 'shell', version: 'v2', kit: { version: '2.0.0', coreExports: ['x'] } };
  assert.equal(
    kitCheckInStore(store, smaller).problem,
    'shell v2 (kit 2.0.0) does not provide kit export sessionStore that the live patient-portal v1 uses (kit 1.3.0, needs ^1.3.0)',
  );
  const whole = { ...smaller, kit: { version: '2.0.0', coreExports: ['sessionStore'] } };
  assert.equal(kitCheckInStore(store, whole).problem, null);
});
