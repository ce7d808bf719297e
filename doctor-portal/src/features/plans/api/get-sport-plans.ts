import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { SportPlan } from '../../../lib/api-types';

export const sportPlansKey = (patientId: string) => ['plans', 'sports', patientId] as const;

/** GET /api/sports/patient/{patientId}: newest first. */
export function getSportPlans(patientId: string, signal?: AbortSignal): Promise<SportPlan[]> {
  return apiRequest<SportPlan[]>(`/api/sports/patient/${encodeURIComponent(patientId)}`, {
    signal,
    query: { limit: 200 },
    fallbackMessage: 'Failed to fetch sports recommendations',
  });
}

export function useSportPlans(patientId: string | undefined) {
  return useQuery({
    queryKey: sportPlansKey(patientId ?? ''),
    enabled: Boolean(patientId),
    queryFn: ({ signal }) => getSportPlans(patientId as string, signal),
  });
}
