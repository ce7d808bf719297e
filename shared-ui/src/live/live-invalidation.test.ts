import { QueryClient } from '@tanstack/react-query';
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
});
