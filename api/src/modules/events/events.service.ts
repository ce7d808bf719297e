// publishEvent: what the other modules call when something a signed-in user sees has changed.
import type { Db } from '../../db/index.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { APPOINTMENT_EVENTS } from '../appointments/appointments.events.js';
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

/**
 * The live streams of an appointment's patient and doctor (those not deleted) hear of every
 * change to it, once committed, so their screens fetch it again.
 */
export function subscribeLiveEvents(ctx: { db: Db; domainEvents: DomainEvents }): void {
  for (const type of APPOINTMENT_EVENTS)
    ctx.domainEvents.on(type, 'live events', async ({ appointment: row }) => {
      await publishEvent(
        ctx.db,
        [
          row.patientDeletedAt ? null : row.patientPerson.userId,
          row.doctorDeletedAt ? null : row.doctorUserId,
        ],
        'appointment',
        { appointmentId: row.id },
      );
    });
}
