import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { SportPlan } from '../../../lib/api-types';
import { plansKey, type PlanPage } from '../../plans/api/plan-kinds';

export const sportPlansKey = (patientId: string, paging: PlanPage) =>
  [...plansKey('sports'), patientId, paging] as const;

/** GET /api/sports/patient/{patientId}: the patient's sports plans, newest first. */
export function getSportPlans(patientId: string, { page, limit }: PlanPage, signal?: AbortSignal) {
  return apiRequestWithTotal<SportPlan[]>(`/api/sports/patient/${encodeURIComponent(patientId)}`, {
    query: { page, limit },
    signal,
    fallbackMessage: 'Failed to fetch sport recommendations',
  });
}

export function useSportPlans(patientId: string, paging: PlanPage) {
  return useQuery({
    queryKey: sportPlansKey(patientId, paging),
    queryFn: ({ signal }) => getSportPlans(patientId, paging, signal),
    placeholderData: keepPreviousData,
  });
}
