// node --test scripts/cluster.test.mjs
// A rolling restart takes the next instance down only once nginx sends the last one requests again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { waitUntilRouted } from './cluster.mjs';

/** A stand-in for nginx's /readyz: answers with the instance names in `answers`, in turn. */
async function proxy(answers) {
  let asked = 0;
  const server = createServer((request, reply) => {
    const next = answers(asked++);
    reply.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
    reply.end(JSON.stringify({ status: 'ready', instance: next.instance }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('waits until a request through the proxy is answered by the instance', async () => {
  // api-1 is still skipped: the others answer five times, then api-1 is back in rotation.
  const names = ['api-2', 'api-3', 'api-2', 'api-3', 'api-2', 'api-1'];
  const server = await proxy((n) => ({ instance: names[Math.min(n, names.length - 1)] }));
  try {
    await waitUntilRouted(server.origin, 'api-1');
    assert.equal(server.asked(), 6);
  } finally {
    await server.close();
  }
});

test('an answer of 503 from the instance does not count', async () => {
  const server = await proxy((n) => ({ instance: 'api-1', status: n < 2 ? 503 : 200 }));
  try {
    await waitUntilRouted(server.origin, 'api-1');
    assert.equal(server.asked(), 3);
  } finally {
    await server.close();
  }
});

test('fails with the instance named when nginx never sends it a request', async () => {
  const server = await proxy(() => ({ instance: 'api-2' }));
  try {
    await assert.rejects(waitUntilRouted(server.origin, 'api-1', { timeoutMs: 300 }), {
      message: 'nginx did not send a request to api-1 within 0.3 s',
    });
  } finally {
    await server.close();
  }
});
