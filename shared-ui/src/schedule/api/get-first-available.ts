import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { FirstAvailableSlot } from '../types';
import { scheduleKeys } from './keys';

export const FIRST_AVAILABLE_LIMIT = 10;

/** GET /api/slots/first-available?specialization=&limit=: the earliest free slots of any doctor. */
export function getFirstAvailable(
  specialization: string,
  limit = FIRST_AVAILABLE_LIMIT,
  signal?: AbortSignal,
): Promise<FirstAvailableSlot[]> {
  return apiRequest<FirstAvailableSlot[]>('/api/slots/first-available', {
    query: { specialization: specialization.trim() || undefined, limit },
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useFirstAvailable(specialization: string, limit = FIRST_AVAILABLE_LIMIT) {
  const wanted = specialization.trim();
  return useQuery({
    queryKey: scheduleKeys.firstAvailable(wanted, limit),
    queryFn: ({ signal }) => getFirstAvailable(wanted, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
