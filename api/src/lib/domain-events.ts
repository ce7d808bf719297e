// Domain events: what one module's change means to the others. The module that changes something
// emits an event inside its transaction; the modules that care handle it once the transaction has
// committed (a rolled-back change tells nobody), so a new consequence never means editing the
// module that made the change. See docs/architecture.md, "The API's module graph".
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';

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
   * Runs `work` in one transaction; the events it emits are handled once the transaction has
   * committed, before this answers. A handler that fails is logged and undoes nothing: the change
   * is committed, and the other handlers still run.
   */
  transaction<T>(work: (tx: Db, emit: Emit) => Promise<T>): Promise<T>;
  /** Handles events of a change already committed. */
  dispatch(events: DomainEvent[]): Promise<void>;
}

interface Subscription {
  name: string;
  handler: (event: DomainEvent) => Promise<void> | void;
}

export function createDomainEvents(db: Db, log: FastifyBaseLogger): DomainEvents {
  const subscribers = new Map<DomainEventType, Subscription[]>();
  const dispatch = async (events: DomainEvent[]): Promise<void> => {
    for (const event of events) {
      for (const { name, handler } of subscribers.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          log.error(
            { err: error, event: event.type, handler: name },
            'domain event handler failed',
          );
        }
      }
    }
  };
  return {
    on(type, name, handler) {
      const list = subscribers.get(type) ?? [];
      list.push({ name, handler: handler as Subscription['handler'] });
      subscribers.set(type, list);
    },
    async transaction(work) {
      const events: DomainEvent[] = [];
      const result = await db.transaction((tx) => work(tx, (event) => events.push(event)));
      await dispatch(events);
      return result;
    },
    dispatch,
  };
}
