import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chatKeys, type Conversation } from '@careconnect/shared-ui';

export const START_FAILED = 'Failed to start the conversation.';

/** POST /api/chats {doctor} (a patient) or {patient} (a doctor): the pair's conversation. */
export function startConversation(
  party: { doctor: string } | { patient: string },
): Promise<Conversation> {
  return apiRequest<Conversation>('/api/chats', {
    method: 'POST',
    body: party,
    fallbackMessage: START_FAILED,
  });
}

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
