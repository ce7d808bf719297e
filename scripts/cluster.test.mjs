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
