import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, chatKeys } from '@careconnect/shared-ui';

export const AWAY_MESSAGE_MAX_LENGTH = 300;
export const AWAY_LOAD_ERROR = 'Failed to load your away message.';
export const AWAY_SAVE_ERROR = 'Failed to save your away message.';

export const awayMessageKey = ['away-message'] as const;

export interface AwayMessage {
  awayMessage: string | null;
}

/** GET /api/doctor/away-message (the doctor's own). */
export function getAwayMessage(signal?: AbortSignal): Promise<AwayMessage> {
  return apiRequest<AwayMessage>('/api/doctor/away-message', {
    signal,
    fallbackMessage: AWAY_LOAD_ERROR,
  });
}

/** PUT /api/doctor/away-message {message}: null (or empty) clears it. */
export function saveAwayMessage(message: string | null): Promise<unknown> {
  return apiRequest('/api/doctor/away-message', {
    method: 'PUT',
    body: { message },
    fallbackMessage: AWAY_SAVE_ERROR,
  });
}

export function useAwayMessage() {
  return useQuery({ queryKey: awayMessageKey, queryFn: ({ signal }) => getAwayMessage(signal) });
}

export function useSaveAwayMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAwayMessage,
    onSuccess: (_result, message) => {
      client.setQueryData<AwayMessage>(awayMessageKey, { awayMessage: message });
      void client.invalidateQueries({ queryKey: awayMessageKey });
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}
