import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { DoctorSlot } from '../../../lib/api-types';

export const doctorSlotsKey = (doctorId: string, date: string) =>
  ['doctor-slots', doctorId, date] as const;

/** GET /api/doctor/slots/{doctorId}?date=YYYY-MM-DD: the day's half hours and which are free. */
export function getDoctorSlots(doctorId: string, date: string, signal?: AbortSignal) {
  return apiRequest<DoctorSlot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    query: { date },
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useDoctorSlots(doctorId: string, date: string) {
  return useQuery({
    queryKey: doctorSlotsKey(doctorId, date),
    queryFn: ({ signal }) => getDoctorSlots(doctorId, date, signal),
    enabled: Boolean(doctorId && /^\d{4}-\d{2}-\d{2}$/.test(date)),
    staleTime: 0,
  });
}
