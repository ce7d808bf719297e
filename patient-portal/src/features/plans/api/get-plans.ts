import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal, type PlanKindDescription } from '@careconnect/shared-ui';
import type { FoodPlan, SportPlan } from '../../../lib/api-types';
import { plansKey, type PlanPage } from './plan-kinds';

/** What each kind's list holds. */
export interface PlansOf {
  food: FoodPlan;
  sports: SportPlan;
}

export const patientPlansKey = (kind: PlanKindDescription, patientId: string, paging: PlanPage) =>
  [...plansKey(kind.kind), patientId, paging] as const;

/** GET /api/{foods|sports}/patient/{patientId}: the patient's plans of a kind, newest first. */
export function getPlans<K extends PlanKindDescription>(
  kind: K,
  patientId: string,
  { page, limit }: PlanPage,
  signal?: AbortSignal,
) {
  return apiRequestWithTotal<PlansOf[K['kind']][]>(
    `/api/${kind.segment}/patient/${encodeURIComponent(patientId)}`,
    { query: { page, limit }, signal, fallbackMessage: kind.patient.loadError },
  );
}

export function usePlans<K extends PlanKindDescription>(
  kind: K,
  patientId: string,
  paging: PlanPage,
) {
  return useQuery({
    queryKey: patientPlansKey(kind, patientId, paging),
    queryFn: ({ signal }) => getPlans(kind, patientId, paging, signal),
    placeholderData: keepPreviousData,
  });
}
