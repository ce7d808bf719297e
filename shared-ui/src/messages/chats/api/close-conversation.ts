import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chatKeys } from '@careconnect/shared-ui';

export type ConversationChange = 'close' | 'reopen';

export const CONVERSATION_CLOSED = 'Conversation closed.';
export const CONVERSATION_REOPENED = 'Conversation reopened.';

/** PATCH /api/chats/{id}/close or /reopen (the doctor). */
export function changeConversation(
  conversationId: string,
  change: ConversationChange,
): Promise<unknown> {
  return apiRequest(`/api/chats/${encodeURIComponent(conversationId)}/${change}`, {
    method: 'PATCH',
    fallbackMessage:
      change === 'close'
        ? 'Failed to close the conversation.'
        : 'Failed to reopen the conversation.',
  });
}

export function useChangeConversation(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ConversationChange) => changeConversation(conversationId, change),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
