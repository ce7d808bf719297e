import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { FoodPlan } from '../../../lib/api-types';
import { plansKey, type PlanPage } from '../../plans/api/plan-kinds';

export const foodPlansKey = (patientId: string, paging: PlanPage) =>
  [...plansKey('food'), patientId, paging] as const;

/** GET /api/foods/patient/{patientId}: the patient's food plans, newest first. */
export function getFoodPlans(patientId: string, { page, limit }: PlanPage, signal?: AbortSignal) {
  return apiRequestWithTotal<FoodPlan[]>(`/api/foods/patient/${encodeURIComponent(patientId)}`, {
    query: { page, limit },
    signal,
    fallbackMessage: 'Failed to fetch food recommendations',
  });
}

export function useFoodPlans(patientId: string, paging: PlanPage) {
  return useQuery({
    queryKey: foodPlansKey(patientId, paging),
    queryFn: ({ signal }) => getFoodPlans(patientId, paging, signal),
    placeholderData: keepPreviousData,
  });
}
