import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { FeedbackBody } from '../../../lib/api-types';
import { planSegment, plansKey, type PlanKind } from '../../plans/api/plan-kinds';

export interface RatePlanInput extends FeedbackBody {
  kind: PlanKind;
  planId: string;
}

/**
 * POST /api/foods/feedback/{planId} or /api/sports/feedback/{planId} { rating, comment }: the
 * patient's rating of one of their plans (again to change it).
 */
export function ratePlan({ kind, planId, rating, comment }: RatePlanInput): Promise<unknown> {
  return apiRequest(`/api/${planSegment(kind)}/feedback/${encodeURIComponent(planId)}`, {
    method: 'POST',
    body: { rating, comment },
    fallbackMessage: 'Failed to send feedback',
  });
}

export function useRatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ratePlan,
    onSuccess: (_, { kind }) => {
      void queryClient.invalidateQueries({ queryKey: plansKey(kind) });
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
    },
  });
}
