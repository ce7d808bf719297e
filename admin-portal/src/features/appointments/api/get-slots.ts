import { useQuery } from '@tanstack/react-query';
import { apiRequest, parseCalendarDate } from '@careconnect/shared-ui';
import type { Slot } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

/** GET /api/doctor/slots/{doctorId}?date=: the day's half hours and whether each is free. */
export function getSlots(doctorId: string, date: string, signal?: AbortSignal): Promise<Slot[]> {
  return apiRequest<Slot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    signal,
    query: { date },
  });
}

/** Suggestions only: nothing is asked until a doctor and a real date are chosen. */
export function useSlots(doctorId: string, date: string) {
  return useQuery({
    queryKey: appointmentKeys.slots(doctorId, date),
    queryFn: ({ signal }) => getSlots(doctorId, date, signal),
    enabled: Boolean(doctorId) && parseCalendarDate(date) !== null,
    staleTime: 10_000,
  });
}
