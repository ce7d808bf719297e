import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chatKeys } from '@careconnect/shared-ui';

/** POST /api/chats/{id}/read: the other side's messages are read now. */
export function markConversationRead(conversationId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/chats/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
  });
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (_result, conversationId) => {
      void client.invalidateQueries({ queryKey: chatKeys.unread });
      void client.invalidateQueries({ queryKey: chatKeys.list });
      void client.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    },
  });
}
