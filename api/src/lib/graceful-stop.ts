// A graceful stop behind a proxy that keeps no connections open to the instances (see
// docs/decisions/several-instances.md). nginx sends a request elsewhere when the connection is
// refused, or when a read is answered 503; it never sends a POST elsewhere once it has written it,
// so a POST that reached this instance must be answered, neither refused with 503 nor reset.
// Fastify's close() alone did both: it kept the port open while its preClose hooks ran, answering
// 503, then closed it on the connections still queued. So: reads are answered 503 (nginx stops
// choosing this instance), the port closes once connections have stopped coming, the requests
// already on their way are read, and only then does Fastify close.
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from './http-error.js';

export const LEAVING = 'This server is stopping. Please try again.';

/**
 * While the process stops, a read (GET, HEAD) is answered 503 at once, which nginx repeats on
 * another instance (`proxy_next_upstream http_503`) and counts as a failure: every worker then
 * skips this instance (`max_fails=1`, a shared zone), and no new connection comes before its port
 * closes. A write is still served: nginx never sends one elsewhere after writing it.
 */
export function answerReadsElsewhere(app: FastifyInstance, leaving: () => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!leaving() || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    void reply.header('connection', 'close');
    throw serviceUnavailable(LEAVING);
  });
}

export interface GracefulStop {
  /**
   * Stops taking connections once none has come for `quietMs` (the proxy has stopped choosing
   * this instance), or after `limitMs`; then resolves once every connection already accepted has
   * sent its request or gone, at most `limitMs` in all (a starved process, a client that connects
   * and says nothing).
   */
  stopListening(options?: { quietMs?: number; limitMs?: number }): Promise<void>;
}

/** Watches `server`'s connections from now on; call it before the server listens. */
export function gracefulStop(server: Server): GracefulStop {
  /** Accepted, no request read yet. */
  const fresh = new Set<Socket>();
  let arrivals = 0;
  let lastArrival = performance.now();
  let emptied: (() => void) | undefined;
  const settle = (socket: Socket) => {
    if (fresh.delete(socket) && fresh.size === 0) emptied?.();
  };
  server.on('connection', (socket: Socket) => {
    arrivals += 1;
    lastArrival = performance.now();
    fresh.add(socket);
    socket.once('close', () => settle(socket));
  });
  server.on('request', (request: { socket: Socket }) => settle(request.socket));

  return {
    async stopListening({ quietMs = 300, limitMs = 10_000 } = {}) {
      const deadline = performance.now() + limitMs;
      // Closing the listening socket resets the connections waiting in its accept queue, after
      // the proxy wrote a request on them. Each turn of the event loop accepts all that wait, so
      // the socket closes right after a turn that accepted none, once the arrivals have stopped.
      while (performance.now() < deadline) {
        const before = arrivals;
        await new Promise((resolve) => setImmediate(resolve));
        if (arrivals === before && performance.now() - lastArrival >= quietMs) break;
      }
      // The listening socket only (http.Server's close() also ends idle keep-alive connections);
      // Fastify's close() later still waits for every connection to end.
      if (server.listening) NetServer.prototype.close.call(server);
      if (fresh.size === 0) return;
      await new Promise<void>((resolve) => {
        const limit = setTimeout(resolve, Math.max(0, deadline - performance.now()));
        limit.unref();
        emptied = () => {
          clearTimeout(limit);
          resolve();
        };
      });
    },
  };
}
