import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { WaitlistEntry, WaitlistOffer } from '../../../lib/api-types';

/** Under 'waitlist': a notification (an offer made or taken) refreshes them all. */
export const waitlistKeys = {
  entries: [...queryRoots.waitlist, 'entries'] as const,
  offers: [...queryRoots.waitlist, 'offers'] as const,
};

/** GET /api/waitlist: the patient's wishes still waiting. */
export function getWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return apiRequest<WaitlistEntry[]>('/api/waitlist', {
    signal,
    fallbackMessage: 'Failed to fetch your waitlist',
  });
}

export function useWaitlist() {
  return useQuery({ queryKey: waitlistKeys.entries, queryFn: ({ signal }) => getWaitlist(signal) });
}

/** GET /api/waitlist/offers: the times offered to the patient this last month. */
export function getOffers(signal?: AbortSignal): Promise<WaitlistOffer[]> {
  return apiRequest<WaitlistOffer[]>('/api/waitlist/offers', {
    signal,
    fallbackMessage: 'Failed to fetch your offers',
  });
}

export function useOffers() {
  return useQuery({ queryKey: waitlistKeys.offers, queryFn: ({ signal }) => getOffers(signal) });
}
