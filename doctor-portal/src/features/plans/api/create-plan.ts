import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  type AnyPlan,
  type PlanKindDescription,
  queryRoots,
} from '@careconnect/shared-ui';
import type { CreateFoodPlanBody, CreateSportPlanBody } from '../../../lib/api-types';

export type CreatePlanBody = CreateFoodPlanBody | CreateSportPlanBody;

/** POST /api/{foods|sports}/create: the patient is notified. */
export function createPlan(kind: PlanKindDescription, body: CreatePlanBody): Promise<AnyPlan> {
  return apiRequest<AnyPlan>(`/api/${kind.segment}/create`, { method: 'POST', body });
}

export function useCreatePlan(kind: PlanKindDescription) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => createPlan(kind, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['plans', kind.segment] }),
        // A plan makes the patient one of the doctor's patients.
        client.invalidateQueries({ queryKey: ['patients'] }),
        client.invalidateQueries({ queryKey: queryRoots.stats }),
      ]),
  });
}
