import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Slot } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

/** GET /api/doctor/slots/{doctorId}?date=: the day's half hours and whether each is free. */
export function getSlots(doctorId: string, date: string, signal?: AbortSignal) {
  return apiRequest<Slot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    signal,
    query: { date },
  });
}

/** Suggestions for the free-text time slot; none until a date is chosen. */
export function useSlots(doctorId: string | undefined, date: string) {
  return useQuery({
    queryKey: appointmentKeys.slots(doctorId ?? '', date),
    enabled: Boolean(doctorId && /^\d{4}-\d{2}-\d{2}$/.test(date)),
    queryFn: ({ signal }) => getSlots(doctorId as string, date, signal),
  });
}
