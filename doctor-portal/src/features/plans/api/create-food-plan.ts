import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CreateFoodPlanBody, FoodPlan } from '../../../lib/api-types';

/** POST /api/foods/create: the patient is notified. */
export function createFoodPlan(body: CreateFoodPlanBody): Promise<FoodPlan> {
  return apiRequest<FoodPlan>('/api/foods/create', { method: 'POST', body });
}

export function useCreateFoodPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFoodPlan,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['plans', 'foods'] }),
        // A plan makes the patient one of the doctor's patients.
        client.invalidateQueries({ queryKey: ['patients'] }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
