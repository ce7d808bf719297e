import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chatKeys, type ChatMessage } from '@careconnect/shared-ui';

export const MESSAGE_MAX_LENGTH = 2000;
export const SEND_FAILED = 'Failed to send the message.';

/** POST /api/chats/{id}/messages {body}: 409 when the conversation is closed. */
export function sendMessage(conversationId: string, body: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/api/chats/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: { body },
    fallbackMessage: SEND_FAILED,
  });
}

export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
