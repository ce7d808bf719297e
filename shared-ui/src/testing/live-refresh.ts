import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { invalidateForEvent } from '../live/live-invalidation';
import type { LiveEvent } from '../live/live-connection';

/** A live update that an appointment changed. */
export const appointmentChanged = (appointmentId: string): LiveEvent => ({
  type: 'appointment',
  id: '1',
  payload: { appointmentId },
});

/** A live update that a notification arrived. */
export const notificationArrived = (notificationId: string): LiveEvent => ({
  type: 'notification',
  id: '1',
  payload: { notificationId },
});

/**
 * The keys a live update leaves fresh, of those given: an area's test expects none, so a key
 * that drifts from the kit's query roots fails it.
 */
export async function keysLeftStale(
  event: LiveEvent,
  keys: readonly QueryKey[],
): Promise<QueryKey[]> {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, []);
  await invalidateForEvent(client, event);
  return keys.filter((key) => !client.getQueryState(key)?.isInvalidated);
}
