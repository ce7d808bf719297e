import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest, chatKeys, type ChatMessage, type MessagesPage } from '@careconnect/shared-ui';

export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_LOAD_ERROR = 'Failed to load messages. Please try again.';

/** GET /api/chats/{id}/messages?before&limit: a page of messages, oldest first. */
export function getMessages(
  conversationId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return apiRequest<MessagesPage>(`/api/chats/${encodeURIComponent(conversationId)}/messages`, {
    signal,
    query: { before, limit: MESSAGES_PAGE_SIZE },
    fallbackMessage: MESSAGES_LOAD_ERROR,
  });
}

/** Pages from the newest back; `fetchNextPage` loads the earlier messages. */
export function useMessages(conversationId: string | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? ''),
    enabled: Boolean(conversationId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => getMessages(conversationId as string, pageParam, signal),
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?._id : undefined),
  });
}

/** Every loaded message, oldest first (the pages come newest first). */
export function messagesInOrder(
  data: InfiniteData<MessagesPage, unknown> | undefined,
): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}
