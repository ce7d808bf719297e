import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { setupTestApp } from '../../test/helpers.js';
import { LEAVING, gracefulStop } from './graceful-stop.js';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
/** A server that stops as src/server.ts does; prints its port. */
const SERVER = `
import Fastify from 'fastify';
import { gracefulStop } from ${JSON.stringify(fileURLToPath(new URL('./graceful-stop.ts', import.meta.url)))};
const app = Fastify();
app.post('/book', async () => ({ booked: true }));
const stop = gracefulStop(app.server);
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await stop.stopListening();
  await app.close();
  process.exit(0);
});
console.log(app.server.address().port);
`;
const BOOKING =
  'POST /book HTTP/1.1\r\nHost: x\r\nConnection: close\r\n' +
  'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';

/** Opens a connection and resolves once the server has accepted it. */
async function acceptedConnection(server: Server, port: number): Promise<Socket> {
  const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()));
  const socket = connect(port, '127.0.0.1');
  await accepted;
  return socket;
}

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
}

describe('a graceful stop', () => {
  it('refuses new connections at once and answers a request on one already accepted', async () => {
    const app = Fastify();
    app.post('/book', async () => ({ booked: true }));
    const stop = gracefulStop(app.server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // As the proxy does: connect, and write the request a moment later.
    const socket = await acceptedConnection(app.server, port);
    // As src/server.ts stops; the port closes once no connection has come for a while.
    const stopped = stop.stopListening().then(() => app.close());
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    const refused = await new Promise<string>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve('connected');
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    assert.equal(refused, 'ECONNREFUSED', 'the port is closed');

    const reply = readAll(socket);
    socket.write(BOOKING);
    const text = await reply;
    assert.match(text, /^HTTP\/1\.1 200/, 'the accepted request is answered, not refused');
    assert.match(text, /\{"booked":true\}/);
    await stopped;
  });

  it('does not wait past its limit for a connection that never speaks', async () => {
    const app = Fastify();
    const stop = gracefulStop(app.server);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = await acceptedConnection(app.server, port);
    const started = performance.now();
    await stop.stopListening({ quietMs: 0, limitMs: 50 });
    assert.ok(performance.now() - started < 5_000);
    socket.destroy();
    await app.close();
  });

  it('answers the requests waiting in the accept queue when it stops', async (t) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', SERVER],
      {
        cwd: apiDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    t.after(() => child.kill('SIGKILL'));
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const port = Number(line.toString().trim());
    // Frozen, as a process on a busy machine is: the kernel completes the connections and queues
    // them, and the proxy writes its requests.
    child.kill('SIGSTOP');
    const replies: Promise<string>[] = [];
    for (let i = 0; i < 3; i++) {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      replies.push(readAll(socket));
      socket.write(BOOKING);
    }
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    child.kill('SIGCONT');
    for (const reply of await Promise.all(replies))
      assert.match(reply, /^HTTP\/1\.1 200/, 'a queued request is answered, not reset');
    const [code] = (await exited) as [number | null];
    assert.equal(code, 0);
  });

  it('answers reads 503 once it is leaving, so a proxy asks another instance, and serves writes', async (t) => {
    let leaving = false;
    const app = await setupTestApp({ leaving: () => leaving });
    t.after(() => app.close());
    assert.equal((await app.request('GET', '/readyz')).status, 200);
    leaving = true;
    const read = await app.request('GET', '/readyz');
    assert.equal(read.status, 503);
    assert.equal((read.body as { message: string }).message, LEAVING);
    assert.equal(read.headers.connection, 'close');
    const write = await app.request('POST', '/api/user/login', {
      body: { email: 'nobody@example.com', password: 'wrong password' },
    });
    assert.notEqual(write.status, 503, 'a write is still served');
  });
});
