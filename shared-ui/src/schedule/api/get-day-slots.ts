import { useQuery } from '@tanstack/react-query';
import { apiRequest, parseCalendarDate, queryRoots } from '@careconnect/shared-ui';
import type { DaySlot } from '../types';

/** The areas' own key for this list: [...queryRoots.slots, doctorId, date]. */
export const daySlotsKey = (doctorId: string, date: string) =>
  [...queryRoots.slots, doctorId, date] as const;

/** GET /api/doctor/slots/{doctorId}?date=: every slot the hours offer that day, free or not. */
export function getDaySlots(doctorId: string, date: string, signal?: AbortSignal) {
  return apiRequest<DaySlot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    query: { date },
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useDaySlots(doctorId: string | undefined, date: string) {
  return useQuery({
    queryKey: daySlotsKey(doctorId ?? '', date),
    queryFn: ({ signal }) => getDaySlots(doctorId as string, date, signal),
    enabled: Boolean(doctorId) && parseCalendarDate(date) !== null,
    staleTime: 0,
  });
}
