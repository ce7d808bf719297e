// A graceful stop behind a proxy that keeps no connections open to the instances (see
// docs/decisions/several-instances.md). The port closes first, so the proxy's next connection is
// refused and goes to another instance, whatever its method. A connection accepted just before
// that carries a request the proxy has already written and, for a POST, will not send elsewhere:
// it must be answered. Fastify's close() alone keeps the port open while its preClose hooks run
// and answers 503 to any request read after it began, and nginx passes a POST's 503 to the client
// as a failed booking. So the port closes first, the requests already on their way are read, and
// only then does Fastify close.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';

/**
 * How many connections to `port` the kernel has completed that no process has accepted yet (the
 * listening socket's accept queue, read from /proc/net/tcp*), or 0 where that cannot be read.
 */
export function acceptQueueLength(port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let queued = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue …; a listening socket (st 0A) shows its
      // accept queue as rx_queue.
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${portHex}`) || !queues) continue;
      queued += Number.parseInt(queues.split(':')[1] ?? '0', 16) || 0;
    }
  }
  return queued;
}

export interface GracefulStop {
  /**
   * Stops taking connections and resolves once every connection already accepted has sent its
   * request or gone, or after `limitMs` (a client that connects and says nothing).
   */
  stopListening(limitMs?: number): Promise<void>;
}

/** Watches `server`'s connections from now on; call it before the server listens. */
export function gracefulStop(server: Server): GracefulStop {
  /** Accepted, no request read yet. */
  const fresh = new Set<Socket>();
  let emptied: (() => void) | undefined;
  const settle = (socket: Socket) => {
    if (fresh.delete(socket) && fresh.size === 0) emptied?.();
  };
  server.on('connection', (socket: Socket) => {
    fresh.add(socket);
    socket.once('close', () => settle(socket));
  });
  server.on('request', (request: { socket: Socket }) => settle(request.socket));

  return {
    async stopListening(limitMs = 2_000) {
      const deadline = performance.now() + limitMs;
      const port = (server.address() as AddressInfo | null)?.port;
      // Closing the listening socket resets the connections still in its accept queue, after the
      // proxy wrote its request there; on a busy machine a few wait in it. Each turn of the event
      // loop accepts them, so the socket closes once the queue is seen empty.
      while (port && acceptQueueLength(port) > 0 && performance.now() < deadline)
        await new Promise((resolve) => setImmediate(resolve));
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
