import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { PendingFollowUp } from '../../../lib/api-types';

export const pendingFollowUpsKey = ['follow-ups', 'pending'] as const;

/** GET /api/doctor/follow-ups: patients asked for a follow-up who have not booked it. */
export function getPendingFollowUps(signal?: AbortSignal): Promise<PendingFollowUp[]> {
  return apiRequest<PendingFollowUp[]>('/api/doctor/follow-ups', {
    signal,
    fallbackMessage: 'Failed to fetch the follow-ups',
  });
}

export function usePendingFollowUps() {
  return useQuery({
    queryKey: pendingFollowUpsKey,
    queryFn: ({ signal }) => getPendingFollowUps(signal),
    gcTime: 0,
  });
}
