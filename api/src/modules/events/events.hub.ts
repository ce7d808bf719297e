// The per-process hub: the streams open on this instance, keyed by user, woken by the database's
// notifications (PostgreSQL LISTEN on a connection of its own; PGlite in-process).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import { EVENTS_CHANNEL, findEvents, pruneEvents, type EventRow } from './events.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams open on this instance (tests and the benchmark count them). */
    events: EventHub;
  }
}

/** How long events are kept for catch-up. */
export const EVENTS_KEPT_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface StreamSubscriber {
  deliver(event: EventRow): void;
  /** The hub lost events (its connection to PostgreSQL dropped): end so the client catches up. */
  end(): void;
}

export interface EventHub {
  /** Starts listening (once, when the app starts). */
  start(): Promise<void>;
  subscribe(userId: string, subscriber: StreamSubscriber): () => void;
  /** Streams open on this instance for the user. */
  count(userId: string): number;
  /** Streams open on this instance. */
  readonly size: number;
  close(): Promise<void>;
}

export function createEventHub(
  database: Database,
  options: { log: FastifyBaseLogger; now: () => Date },
): EventHub {
  const byUser = new Map<string, Set<StreamSubscriber>>();
  let size = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let pending: number[] = [];
  let reading = false;

  // Ids are gathered and read together: one query for a burst of notifications.
  const drain = async () => {
    if (reading) return;
    reading = true;
    try {
      while (pending.length > 0) {
        const ids = pending;
        pending = [];
        if (size === 0) continue;
        let rows: EventRow[];
        try {
          rows = await findEvents(database.db, ids);
        } catch (error) {
          options.log.warn({ err: error }, 'events: could not read notified events');
          continue;
        }
        for (const row of rows) {
          const subscribers = byUser.get(row.userId);
          if (!subscribers) continue;
          for (const subscriber of subscribers) subscriber.deliver(row);
        }
      }
    } finally {
      reading = false;
    }
  };

  const onPayload = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    // Nobody listening here: nothing to read.
    if (size === 0) return;
    pending.push(id);
    queueMicrotask(() => void drain());
  };

  const prune = () => {
    pruneEvents(database.db, new Date(options.now().getTime() - EVENTS_KEPT_MS)).catch(
      (error: unknown) => options.log.warn({ err: error }, 'events: could not prune'),
    );
  };

  return {
    async start() {
      unlisten = await database.listen(EVENTS_CHANNEL, {
        onPayload,
        onReconnect: () => {
          options.log.warn('events: listening again; open streams are ended to catch up');
          for (const subscribers of byUser.values())
            for (const subscriber of [...subscribers]) subscriber.end();
        },
        onError: (error) => options.log.warn({ err: error }, 'events: listener connection error'),
      });
      prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
    },
    subscribe(userId, subscriber) {
      let subscribers = byUser.get(userId);
      if (!subscribers) {
        subscribers = new Set();
        byUser.set(userId, subscribers);
      }
      subscribers.add(subscriber);
      size += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        subscribers.delete(subscriber);
        size -= 1;
        if (subscribers.size === 0) byUser.delete(userId);
      };
    },
    count: (userId) => byUser.get(userId)?.size ?? 0,
    get size() {
      return size;
    },
    async close() {
      if (pruneTimer) clearInterval(pruneTimer);
      for (const subscribers of byUser.values())
        for (const subscriber of [...subscribers]) subscriber.end();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
