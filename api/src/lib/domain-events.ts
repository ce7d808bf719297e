// Domain events: what one module's change means to the others. The module that changes something
// emits an event inside its transaction; the modules that care handle it once the transaction has
// committed (a rolled-back change tells nobody), so a new consequence never means editing the
// module that made the change. The events are written in the transaction (the domain_events
// table), so a crash or a failing handler after the commit delays a consequence instead of losing
// it: a sweep tries them again. See docs/architecture.md, "The API's module graph".
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { domainEvents } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain events (tests subscribe to them). */
    domainEvents: DomainEvents;
  }
}

/**
 * Event type → payload. Empty here: each module's `<module>.events.ts` adds its own events to it
 * (`declare module '../../lib/domain-events.js'`), so this file imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by modules' events files
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap;

/** One event: its type and its payload. */
export type DomainEvent = {
  [K in DomainEventType]: { type: K } & DomainEventMap[K];
}[DomainEventType];

export type DomainEventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

export type DomainEventHandler<K extends DomainEventType> = (
  event: DomainEventOf<K>,
) => Promise<void> | void;

/** Collects a transaction's events (handed to the code that runs inside it). */
export type Emit = (event: DomainEvent) => void;

export interface DomainEvents {
  /**
   * Handles every event of a type after its transaction commits, in the order of subscription.
   * `name` says who handles it in the log when it fails.
   */
  on<K extends DomainEventType>(type: K, name: string, handler: DomainEventHandler<K>): void;
  /**
   * Runs `work` in one transaction; the events it emits are written in it and handled once the
   * transaction has committed, before this answers. A handler that fails is logged and undoes
   * nothing: the change is committed, the other handlers still run, and the sweep tries the
   * failed one again later (at least once: a handler may run again after a crash).
   */
  transaction<T>(work: (tx: Db, emit: Emit) => Promise<T>): Promise<T>;
  /** Writes and handles events of a change already committed (durable like the above). */
  dispatch(events: DomainEvent[]): Promise<void>;
  /**
   * Writes events in the caller's transaction and leaves them to the sweep (its next pass takes
   * them): a change whose consequences may wait.
   */
  write(tx: Db, events: DomainEvent[]): Promise<void>;
  /**
   * Handles the events due at `at` (not handled yet, their backoff over, no dispatch under way)
   * and prunes old handled ones; answers how many it took. Instances share the work: each event
   * goes to one of them at a time.
   */
  sweep(at?: Date): Promise<number>;
  /** Sweeps now (start-up), then every 30 seconds. */
  start(): void;
  /** Stops the sweeps; a pass under way finishes first. */
  close(): Promise<void>;
}

/** Why the event is due later: a try after a failure waits twice as long as the one before. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** Tries in all (the one after the commit included); an event that fails them all stays, logged. */
export const DOMAIN_EVENT_MAX_ATTEMPTS = 10;
/** How long a dispatch under way keeps its events from the sweep (a crash lets them come due). */
const LEASE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 50;
/** Handled events are kept a while (to read what happened), then removed. */
const KEEP_HANDLED_MS = 7 * 24 * 60 * 60_000;

export interface DomainEventsOptions {
  now?: () => Date;
}

interface Subscription {
  /** Names the handler in the event's row (`name`, then `name#2` for a second one of that name). */
  key: string;
  name: string;
  handler: (event: DomainEvent) => Promise<void> | void;
}

/** An event to handle: its row, and the handlers that already succeeded. */
interface Pending {
  id: number;
  event: DomainEvent;
  attempts: number;
  done: string[];
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
const retryDelay = (attempts: number) =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
const message = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'unknown error');

export function createDomainEvents(
  db: Db,
  log: FastifyBaseLogger,
  options: DomainEventsOptions = {},
): DomainEvents {
  const now = options.now ?? (() => new Date());
  const subscribers = new Map<DomainEventType, Subscription[]>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | null = null;
  let closed = false;

  /** Writes the events in `tx`; `leased`: this process dispatches them itself once committed. */
  const write = async (tx: Db, events: DomainEvent[], leased: boolean): Promise<Pending[]> => {
    if (events.length === 0) return [];
    const at = now();
    const rows = await tx
      .insert(domainEvents)
      .values(
        events.map(({ type, ...payload }) => ({
          type,
          payload,
          attempts: leased ? 1 : 0,
          nextAttemptAt: leased ? later(at, LEASE_MS) : at.toISOString(),
        })),
      )
      .returning({ id: domainEvents.id });
    return rows.map((row, i) => ({ id: row.id, event: events[i]!, attempts: 1, done: [] }));
  };

  /** Runs the handlers not done yet, then records the outcome in the event's row. */
  const handle = async (pending: Pending): Promise<void> => {
    const { id, event, attempts } = pending;
    const done = new Set(pending.done);
    let failure: unknown = null;
    for (const { key, name, handler } of subscribers.get(event.type) ?? []) {
      if (done.has(key)) continue;
      try {
        await handler(event);
        done.add(key);
      } catch (error) {
        failure ??= error;
        log.error(
          { err: error, event: event.type, eventId: id, handler: name, attempts },
          'domain event handler failed',
        );
      }
    }
    const at = now();
    try {
      if (failure === null) {
        await db
          .update(domainEvents)
          .set({ handledAt: at.toISOString(), handlersDone: [...done], lastError: null })
          .where(eq(domainEvents.id, id));
        return;
      }
      await db
        .update(domainEvents)
        .set({
          handlersDone: [...done],
          lastError: message(failure),
          nextAttemptAt: later(at, retryDelay(attempts)),
        })
        .where(eq(domainEvents.id, id));
      if (attempts >= DOMAIN_EVENT_MAX_ATTEMPTS)
        log.error(
          { event: event.type, eventId: id, attempts, error: message(failure) },
          'domain event given up: its handlers failed every try',
        );
    } catch (error) {
      // The lease runs out and the sweep tries again (the handlers that succeeded run again too).
      log.error({ err: error, event: event.type, eventId: id }, 'domain event not recorded');
    }
  };

  /** Takes due events (none another instance holds), counts the try and leases them, at once. */
  const claim = async (at: Date): Promise<Pending[]> =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(
          and(
            isNull(domainEvents.handledAt),
            lte(domainEvents.nextAttemptAt, at.toISOString()),
            lt(domainEvents.attempts, DOMAIN_EVENT_MAX_ATTEMPTS),
          ),
        )
        .orderBy(domainEvents.id)
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const rows = await tx
        .update(domainEvents)
        .set({ nextAttemptAt: later(at, LEASE_MS), attempts: sql`${domainEvents.attempts} + 1` })
        .where(
          inArray(
            domainEvents.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          event: { ...row.payload, type: row.type } as DomainEvent,
          attempts: row.attempts,
          done: row.handlersDone,
        }));
    });

  const sweepOnce = async (at: Date): Promise<number> => {
    let handled = 0;
    for (;;) {
      const batch = await claim(at);
      for (const pending of batch) await handle(pending);
      handled += batch.length;
      if (batch.length < SWEEP_BATCH || closed) break;
    }
    await db
      .delete(domainEvents)
      .where(
        and(
          isNotNull(domainEvents.handledAt),
          lt(domainEvents.handledAt, new Date(at.getTime() - KEEP_HANDLED_MS).toISOString()),
        ),
      );
    return handled;
  };

  const sweep = async (at = now()): Promise<number> => {
    const pass = sweepOnce(at);
    sweeping = pass;
    try {
      return await pass;
    } finally {
      if (sweeping === pass) sweeping = null;
    }
  };

  const pass = () => {
    if (sweeping || closed) return;
    sweep().catch((error: unknown) => log.error({ err: error }, 'domain events sweep failed'));
  };

  return {
    on(type, name, handler) {
      const list = subscribers.get(type) ?? [];
      const same = list.filter((s) => s.name === name).length;
      const key = same === 0 ? name : `${name}#${same + 1}`;
      list.push({ key, name, handler: handler as Subscription['handler'] });
      subscribers.set(type, list);
    },
    async transaction(work) {
      let pending: Pending[] = [];
      const result = await db.transaction(async (tx) => {
        const events: DomainEvent[] = [];
        const value = await work(tx, (event) => events.push(event));
        pending = await write(tx, events, true);
        return value;
      });
      for (const p of pending) await handle(p);
      return result;
    },
    async dispatch(events) {
      const pending = await db.transaction((tx) => write(tx, events, true));
      for (const p of pending) await handle(p);
    },
    async write(tx, events) {
      await write(tx, events, false);
    },
    sweep,
    start() {
      if (timer || closed) return;
      // Events left by a process that stopped between a commit and its handlers, or that failed.
      pass();
      timer = setInterval(pass, SWEEP_EVERY_MS);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
      await sweeping?.catch(() => {});
    },
  };
}
