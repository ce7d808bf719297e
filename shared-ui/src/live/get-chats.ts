import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui/core';
import { chatKeys } from './chat-keys';
import type { Conversation } from './chat-types';

export const CHATS_LOAD_ERROR = 'Failed to load your conversations. Please try again.';

/** GET /api/chats: the signed-in patient's or doctor's conversations. */
export function getChats(signal?: AbortSignal): Promise<Conversation[]> {
  return apiRequest<Conversation[]>('/api/chats', { signal, fallbackMessage: CHATS_LOAD_ERROR });
}

export function useChats(enabled = true) {
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: ({ signal }) => getChats(signal),
    enabled,
  });
}
