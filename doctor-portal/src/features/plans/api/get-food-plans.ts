import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { FoodPlan } from '../../../lib/api-types';

export const foodPlansKey = (patientId: string) => ['plans', 'foods', patientId] as const;

/** GET /api/foods/patient/{patientId}: newest first. */
export function getFoodPlans(patientId: string, signal?: AbortSignal): Promise<FoodPlan[]> {
  return apiRequest<FoodPlan[]>(`/api/foods/patient/${encodeURIComponent(patientId)}`, {
    signal,
    query: { limit: 200 },
    fallbackMessage: 'Failed to fetch food recommendations',
  });
}

export function useFoodPlans(patientId: string | undefined) {
  return useQuery({
    queryKey: foodPlansKey(patientId ?? ''),
    enabled: Boolean(patientId),
    queryFn: ({ signal }) => getFoodPlans(patientId as string, signal),
  });
}
