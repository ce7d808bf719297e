// node --test tooling/serve.test.mjs
// The front-end server's headers: security headers on every answer, HSTS only over HTTPS
// (directly, or through a trusted proxy), and cache headers by file kind.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { earlyHints, parseTrustProxy, runtimeConfig, serveApp } from './serve.mjs';
import { HSTS_VALUE } from './security-headers.mjs';

let dist;
const env = { API_URL: 'http://localhost:4999', PATIENT_PORTAL_URL: 'http://localhost:3992' };
const HASHED = '123.0123456789.js';
const BIG = '456.abcdef0123.js';
const BIG_BODY = Buffer.from(
  'export const rows = ['.concat('"a row of a table",'.repeat(400), '];'),
);

before(() => {
  dist = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><script defer src=/main.js></script>');
  for (const name of ['main.js', 'remoteEntry.js', HASHED]) writeFileSync(join(dist, name), '1;');
  writeFileSync(join(dist, 'mf-manifest.json'), '{}');
  // as the build leaves a script (tooling/webpack-plugins/precompress.mjs)
  writeFileSync(join(dist, BIG), BIG_BODY);
  writeFileSync(join(dist, `${BIG}.br`), brotliCompressSync(BIG_BODY));
  writeFileSync(join(dist, `${BIG}.gz`), gzipSync(BIG_BODY));
});

after(() => rmSync(dist, { recursive: true, force: true }));

async function withServer(options, run) {
  const server = await serveApp('shell', { port: 0, env, log: false, distRoot: dist, ...options });
  try {
    const { port } = server.server.address();
    await run(port);
  } finally {
    // Responses whose bodies a test did not read keep their connections busy; close would wait.
    server.server.closeAllConnections();
    await server.close();
  }
}

test('plain HTTP: security headers, no HSTS, even with a forged X-Forwarded-Proto', async () => {
  await withServer({}, async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy');
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    assert.match(scriptSrc, /^\s*script-src 'self' /);
    assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
    assert.match(scriptSrc, /http:\/\/localhost:3992/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /connect-src 'self' http:\/\/localhost:4999/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('strict-transport-security'), null);
  });
});

test('behind a trusted proxy, X-Forwarded-Proto: https gets HSTS; http does not', async () => {
  await withServer({ trustProxy: true }, async (port) => {
    const secure = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(secure.headers.get('strict-transport-security'), HSTS_VALUE);
    const plain = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'http' },
    });
    assert.equal(plain.headers.get('strict-transport-security'), null);
  });
});

test('a proxy trusted by address: only that address may say https', async () => {
  await withServer({ trustProxy: ['10.9.9.9'] }, async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.headers.get('strict-transport-security'), null);
  });
  await withServer({ trustProxy: ['127.0.0.1'] }, async (port) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(response.headers.get('strict-transport-security'), HSTS_VALUE);
  });
});

test('served over TLS directly: HSTS on every answer', async (t) => {
  const keyFile = join(dist, 'key.pem');
  const certFile = join(dist, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  if (made.status !== 0) {
    t.skip('openssl is not available to make a test certificate');
    return;
  }
  const https = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  await withServer({ https }, async (port) => {
    const headers = await new Promise((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port, path: '/mf-manifest.json', rejectUnauthorized: false },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(headers['strict-transport-security'], HSTS_VALUE);
    assert.equal(headers['cache-control'], 'no-cache');
  });
});

test('cache headers: entry files no-cache, hashed chunks immutable', async () => {
  await withServer({}, async (port) => {
    for (const path of [
      '/',
      '/index.html',
      '/main.js',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/config.json',
      '/patient/dashboard',
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { accept: 'text/html' },
      });
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
    const chunk = await fetch(`http://127.0.0.1:${port}/${HASHED}`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });
});

test('TRUST_PROXY parsing', () => {
  assert.equal(parseTrustProxy(undefined), false);
  assert.equal(parseTrustProxy('false'), false);
  assert.equal(parseTrustProxy('true'), true);
  assert.deepEqual(parseTrustProxy('10.0.0.1, 10.0.0.2'), ['10.0.0.1', '10.0.0.2']);
});

test('Link hints: a page of an area names its remote; the landing page its chunk; unknown paths none', () => {
  const config = runtimeConfig(env);
  assert.equal(earlyHints('/', config), null);
  assert.equal(
    earlyHints('/', config, { landingScript: 'landing.0123456789.js' }),
    '</landing.0123456789.js>; rel=preload; as=script',
  );
  assert.equal(
    earlyHints('/login', config, { landingScript: 'landing.0123456789.js' }).includes('landing'),
    false,
  );
  assert.equal(earlyHints('/no-such-page', config), null);
  const patient = earlyHints('/patient/dashboard', config);
  assert.match(
    patient,
    /<http:\/\/localhost:3992\/mf-manifest\.json>; rel=preload; as=fetch; crossorigin/,
  );
  assert.match(patient, /<http:\/\/localhost:3992\/remoteEntry\.js>; rel=preload; as=script/);
  assert.match(patient, /<\/config\.json>; rel=preload; as=fetch; crossorigin/);
  assert.match(patient, /<http:\/\/localhost:4999>; rel=preconnect/);
  for (const path of ['/login', '/signup', '/verify', '/forgotpass', '/auth/reset', '/createdoc'])
    assert.match(earlyHints(path, config), /localhost:3001\/mf-manifest\.json/, path);
  assert.match(earlyHints('/admin/reports', config), /localhost:3004\/remoteEntry\.js/);
});

test("Link hints: the routed app's scripts at low priority on every page but the landing page", () => {
  const config = runtimeConfig(env);
  const routedAppScripts = ['app.0123456789.js', 'router.abcdef0123.js'];
  const hint = (path) => earlyHints(path, config, { routedAppScripts });
  for (const path of ['/login', '/patient/dashboard', '/doctor/calendar']) {
    assert.match(hint(path), /<\/app\.0123456789\.js>; rel=preload; as=script; fetchpriority=low/);
    assert.match(
      hint(path),
      /<\/router\.abcdef0123\.js>; rel=preload; as=script; fetchpriority=low/,
    );
  }
  // a page of the shell alone (the loading screen, a page not found) needs the routed app too
  assert.equal(
    hint('/no-such-page'),
    '</app.0123456789.js>; rel=preload; as=script; fetchpriority=low, ' +
      '</router.abcdef0123.js>; rel=preload; as=script; fetchpriority=low',
  );
  assert.equal(earlyHints('/', config, { routedAppScripts }), null);
});

test("Link hints: /login names the sign-in page's scripts in the routed app's place", () => {
  const config = runtimeConfig(env);
  const routedAppScripts = ['app.0123456789.js', 'router.abcdef0123.js', 'styled.0000000000.js'];
  const signInScripts = ['sign-in.9876543210.js', 'styled.0000000000.js'];
  const hints = { routedAppScripts, signInScripts };
  const login = earlyHints('/login', config, hints);
  assert.match(login, /<\/sign-in\.9876543210\.js>; rel=preload; as=script; fetchpriority=low/);
  assert.match(login, /<\/styled\.0000000000\.js>; rel=preload; as=script; fetchpriority=low/);
  assert.doesNotMatch(login, /app\.0123456789|router\.abcdef0123/);
  // with the area's remote as on any of its pages
  assert.match(login, /localhost:3001\/remoteEntry\.js/);
  // the other sign-in pages are the routed app's (and so is /login in a build without the list)
  for (const path of ['/signup', '/auth/reset', '/login/more']) {
    assert.match(earlyHints(path, config, hints), /router\.abcdef0123/, path);
    assert.doesNotMatch(earlyHints(path, config, hints), /sign-in\./, path);
  }
  assert.match(earlyHints('/login', config, { routedAppScripts }), /router\.abcdef0123/);
});

test('the Link header is sent on the shell’s pages only', async () => {
  await withServer({}, async (port) => {
    const page = await fetch(`http://127.0.0.1:${port}/login`, {
      headers: { accept: 'text/html' },
    });
    assert.match(page.headers.get('link'), /localhost:3001\/mf-manifest\.json/);
    const landing = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
    assert.equal(landing.headers.get('link'), null);
    const script = await fetch(`http://127.0.0.1:${port}/main.js`);
    assert.equal(script.headers.get('link'), null);
  });
});

test("the Link header names the scripts of the build's routed-app.json, read again after a rebuild", async () => {
  const list = join(dist, 'routed-app.json');
  const page = (port) =>
    fetch(`http://127.0.0.1:${port}/login`, { headers: { accept: 'text/html' } }).then((r) =>
      r.headers.get('link'),
    );
  try {
    writeFileSync(list, JSON.stringify({ scripts: [HASHED] }));
    await withServer({}, async (port) => {
      assert.match(
        await page(port),
        new RegExp(`</${HASHED}>; rel=preload; as=script; fetchpriority=low`),
      );
      // a rebuild: the listed script is gone, a new list names another
      rmSync(join(dist, HASHED));
      writeFileSync(list, JSON.stringify({ scripts: ['main.js'] }));
      const after = await page(port);
      assert.doesNotMatch(after, new RegExp(HASHED.replace(/\./g, '\\.')));
      assert.match(after, /<\/main\.js>; rel=preload; as=script; fetchpriority=low/);
      const landing = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { accept: 'text/html' },
      });
      assert.equal(landing.headers.get('link'), null);
    });
  } finally {
    rmSync(list, { force: true });
    writeFileSync(join(dist, HASHED), '1;');
  }
});

test('a route of the app is answered with the page, once, without a warning', async () => {
  const warnings = [];
  const onWarning = (warning) => warnings.push(warning.name);
  process.on('warning', onWarning);
  try {
    await withServer({}, async (port) => {
      for (const encoding of ['br, gzip', 'gzip', 'identity']) {
        const page = await rawGet(port, '/doctor/dashboard', {
          accept: 'text/html',
          'accept-encoding': encoding,
        });
        assert.match(page.headers['content-type'], /^text\/html/);
        assert.equal(page.headers['cache-control'], 'no-cache');
      }
      // Not a page: a script that is not there, and a route asked for by a script.
      assert.equal((await fetch(`http://127.0.0.1:${port}/missing.js`)).status, 404);
      const asData = await fetch(`http://127.0.0.1:${port}/doctor/dashboard`, {
        headers: { accept: 'application/json' },
      });
      assert.equal(asData.status, 404);
    });
    // a warning is emitted on the next turn of the event loop
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', onWarning);
  }
  assert.deepEqual(warnings, []);
});

/** The raw answer (fetch would undo the compression and hide what was sent). */
function rawGet(port, path, headers) {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('a script is sent as the build compressed it: brotli, else gzip, else as is', async () => {
  await withServer({}, async (port) => {
    const brotli = await rawGet(port, `/${BIG}`, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(brotli.body, readFileSync(join(dist, `${BIG}.br`)));
    assert.match(brotli.headers['content-type'], /javascript/);
    assert.match(brotli.headers.vary, /accept-encoding/i);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gzip = await rawGet(port, `/${BIG}`, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzip.body, readFileSync(join(dist, `${BIG}.gz`)));

    const plain = await rawGet(port, `/${BIG}`, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, BIG_BODY);
  });
});
