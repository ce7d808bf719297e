import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { WaitlistFigures } from '../../../lib/api-types';

export const WAITLIST_FIGURES_ERROR = 'Failed to fetch earlier-time offer figures';
/** The figures cover the offers of this many days. */
export const WAITLIST_FIGURES_DAYS = 90;

export const waitlistFiguresKey = ['reports', 'waitlist', WAITLIST_FIGURES_DAYS] as const;

/** GET /api/waitlist/figures: offers sent, answered and expired, and the days gained. */
export function getWaitlistFigures(signal?: AbortSignal): Promise<WaitlistFigures> {
  return apiRequest<WaitlistFigures>(`/api/waitlist/figures?days=${WAITLIST_FIGURES_DAYS}`, {
    signal,
    fallbackMessage: WAITLIST_FIGURES_ERROR,
  });
}

export function useWaitlistFigures() {
  return useQuery({
    queryKey: waitlistFiguresKey,
    queryFn: ({ signal }) => getWaitlistFigures(signal),
  });
}
