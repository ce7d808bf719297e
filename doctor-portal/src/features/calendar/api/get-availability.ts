import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { WorkingHours } from '@careconnect/shared-ui/calendar';
import { calendarKeys } from './keys';

/** A doctor's working hours and booking rules (GET /api/doctor/availability/{doctorId}). */
export interface Availability extends WorkingHours {
  doctor: string;
  updatedAt: string | null;
}

export const AVAILABILITY_ERROR = 'Failed to fetch working hours';

export function getAvailability(doctorId: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>(`/api/doctor/availability/${encodeURIComponent(doctorId)}`, {
    signal,
    fallbackMessage: AVAILABILITY_ERROR,
  });
}

export function useAvailability(doctorId: string) {
  return useQuery({
    queryKey: calendarKeys.availability(doctorId),
    queryFn: ({ signal }) => getAvailability(doctorId, signal),
  });
}
