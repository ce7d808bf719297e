// publishEvent: what the other modules call when something a signed-in user sees has changed.
import type { Db } from '../../db/index.js';
import { insertEvents } from './events.repository.js';
import type { EventPayloads, EventType } from './events.schemas.js';

// What other modules use of this module's rows (they reach it through its service).
export { deleteEventsOf } from './events.repository.js';

export type { EventPayloads, EventType } from './events.schemas.js';

/**
 * Records an event for each user (pass the transaction: the streams hear of it when it commits).
 * Accepts the app context or a database handle.
 */
export async function publishEvent<T extends EventType>(
  target: Db | { db: Db },
  userIds: string | null | undefined | (string | null | undefined)[],
  type: T,
  payload: EventPayloads[T],
): Promise<void> {
  const db: Db = 'select' in target ? target : target.db;
  const users = [...new Set([userIds].flat().filter((id): id is string => !!id))];
  await insertEvents(
    db,
    users.map((userId) => ({ userId, type, payload: { ...payload } })),
  );
}

/** Several events at once (one insert), e.g. one notification event per new notification. */
export async function publishEvents(
  db: Db,
  items: { userId: string; type: EventType; payload: Record<string, string> }[],
): Promise<void> {
  await insertEvents(db, items);
}
