import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { FreeSlot } from '../types';
import { scheduleKeys } from './keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/doctor/slots/{doctorId}?from=&to=: free, bookable slots (62 days at most), sorted. */
export function getFreeSlots(
  doctorId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<FreeSlot[]> {
  return apiRequest<FreeSlot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    query: { from, to },
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useFreeSlots(doctorId: string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: scheduleKeys.freeSlots(doctorId ?? '', from, to),
    queryFn: ({ signal }) => getFreeSlots(doctorId as string, from, to, signal),
    enabled: Boolean(doctorId) && DAY.test(from) && DAY.test(to),
    // Someone else may book any moment: ask again whenever the list is shown anew.
    staleTime: 0,
  });
}
