import { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../api/query-keys';
import { chatKeys } from './chat-keys';
import { invalidateForEvent } from './live-invalidation';

describe('invalidateForEvent', () => {
  it('a conversation event (closed or reopened) marks the conversations stale, not the threads', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.list, []);
    client.setQueryData(chatKeys.messages('c-1'), { messages: [], hasMore: false });
    await invalidateForEvent(client, {
      type: 'conversation',
      id: '14',
      payload: { conversationId: 'c-1' },
    });
    expect(client.getQueryState(chatKeys.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.messages('c-1'))?.isInvalidated).toBe(false);
  });

  it('an appointment event refreshes everything under the roots the areas build their keys on', async () => {
    const client = new QueryClient();
    const refreshed = [
      [...queryRoots.appointments, 'list', { page: 2 }],
      [...queryRoots.appointment, 'a-1'],
      [...queryRoots.slots, 'd-1', '2026-11-30'],
      [...queryRoots.doctorSlots, 'd-1'],
      [...queryRoots.stats, 'doctor', 'd-1'],
    ];
    const kept = [
      [...queryRoots.appointment, 'a-2'],
      [...queryRoots.chats, 'list'],
    ];
    for (const key of [...refreshed, ...kept]) client.setQueryData(key, []);
    await invalidateForEvent(client, {
      type: 'appointment',
      id: '15',
      payload: { appointmentId: 'a-1' },
    });
    for (const key of refreshed) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of kept) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
