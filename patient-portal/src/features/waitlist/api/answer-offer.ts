import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { AcceptedOffer, WaitlistOffer } from '../../../lib/api-types';

/** POST /api/waitlist/offers/{id}/accept: books the time; the first to accept gets it. */
export function acceptOffer(id: string): Promise<AcceptedOffer> {
  return apiRequest<AcceptedOffer>(`/api/waitlist/offers/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    fallbackMessage: 'Failed to accept the offer',
  });
}

/** POST /api/waitlist/offers/{id}/decline: the next waiting patient is offered the time. */
export function declineOffer(id: string): Promise<WaitlistOffer> {
  return apiRequest<WaitlistOffer>(`/api/waitlist/offers/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    fallbackMessage: 'Failed to decline the offer',
  });
}

/** Accepting changes the offers, the wishes and the appointments; declining the offers. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.waitlist }),
      queryClient.invalidateQueries({ queryKey: queryRoots.appointments }),
    ]);
  return {
    accept: useMutation({ mutationFn: acceptOffer, onSettled: settle }),
    decline: useMutation({ mutationFn: declineOffer, onSettled: settle }),
  };
}
