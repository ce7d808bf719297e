import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';

/** Counts only: administrators never read messages. */
export interface MessageStats {
  total: number;
  last30Days: number;
}

export const MESSAGE_STATS_ERROR = 'Failed to fetch message figures';

export const messageStatsKey = ['reports', 'messages'] as const;

/** GET /api/stats/messages: every message, and those of the last 30 days. */
export function getMessageStats(signal?: AbortSignal): Promise<MessageStats> {
  return apiRequest<MessageStats>('/api/stats/messages', {
    signal,
    fallbackMessage: MESSAGE_STATS_ERROR,
  });
}

export function useMessageStats() {
  return useQuery({ queryKey: messageStatsKey, queryFn: ({ signal }) => getMessageStats(signal) });
}
