import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CreateSportPlanBody, SportPlan } from '../../../lib/api-types';

/** POST /api/sports/create: the patient is notified. */
export function createSportPlan(body: CreateSportPlanBody): Promise<SportPlan> {
  return apiRequest<SportPlan>('/api/sports/create', { method: 'POST', body });
}

export function useCreateSportPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSportPlan,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['plans', 'sports'] }),
        client.invalidateQueries({ queryKey: ['patients'] }),
        client.invalidateQueries({ queryKey: ['stats'] }),
      ]),
  });
}
