// node --test scripts/cluster.test.mjs
// A rolling restart takes the next instance down only once nginx sends the last one requests again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { waitUntilRouted } from './cluster.mjs';

/**
 * Runs `check` against a stand-in for nginx's /readyz, which answers the nth request with
 * `answers(n)` ({ instance, status }); hands `check` the stand-in's origin and its request count.
 */
async function withProxy(answers, check) {
  let asked = 0;
  const server = createServer((request, reply) => {
    const next = answers(asked++);
    reply.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
    reply.end(JSON.stringify({ status: 'ready', instance: next.instance }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${server.address().port}`, () => asked);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test('waits until a request through the proxy is answered by the instance', async () => {
  // api-1 is still skipped: the others answer five times, then api-1 is back in rotation.
  const names = ['api-2', 'api-3', 'api-2', 'api-3', 'api-2', 'api-1'];
  await withProxy(
    (n) => ({ instance: names[Math.min(n, names.length - 1)] }),
    async (origin, asked) => {
      await waitUntilRouted(origin, 'api-1');
      assert.equal(asked(), 6);
    },
  );
});

test('an answer of 503 from the instance does not count', async () => {
  await withProxy(
    (n) => ({ instance: 'api-1', status: n < 2 ? 503 : 200 }),
    async (origin, asked) => {
      await waitUntilRouted(origin, 'api-1');
      assert.equal(asked(), 3);
    },
  );
});

test('fails with the instance named when nginx never sends it a request', async () => {
  await withProxy(
    () => ({ instance: 'api-2' }),
    (origin) =>
      assert.rejects(waitUntilRouted(origin, 'api-1', { timeoutMs: 300 }), {
        message: 'nginx did not send a request to api-1 within 0.3 s',
      }),
  );
});

test("nginx's configuration: HTTPS and HTTP/2 with a certificate, HSTS with them only", async () => {
  const { nginxConfig } = await import('./cluster.mjs');
  const base = {
    dir: '/tmp/cluster-test',
    port: 8443,
    instances: [{ port: 4101, up: true }],
    withApps: true,
    brotli: false,
  };
  const plain = nginxConfig({ ...base, origin: 'http://localhost:8443' });
  assert.match(plain, /listen 127\.0\.0\.1:8443;/);
  assert.doesNotMatch(plain, /ssl|http2|Strict-Transport-Security/);

  const tls = nginxConfig({
    ...base,
    origin: 'https://localhost:8443',
    tls: { cert: '/certs/site.pem', key: '/certs/site.key' },
  });
  assert.match(tls, /listen 127\.0\.0\.1:8443 ssl http2;/);
  assert.match(tls, /ssl_certificate \/certs\/site\.pem;/);
  assert.match(tls, /ssl_certificate_key \/certs\/site\.key;/);
  // every location that serves the apps sends HSTS (the API sends its own: X-Forwarded-Proto)
  const served = tls.split('add_header Cache-Control').length - 1;
  const hsts =
    tls.split('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;')
      .length - 1;
  assert.ok(served > 0 && hsts >= served, `${hsts} HSTS headers for ${served} locations`);
});
