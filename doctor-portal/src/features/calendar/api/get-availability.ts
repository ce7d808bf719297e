import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Availability } from '../../../lib/api-types';
import { calendarKeys } from './keys';

export type { Availability };

export const AVAILABILITY_ERROR = 'Failed to fetch working hours';

/** GET /api/doctor/availability/{doctorId}: a doctor's working hours and booking rules. */
export function getAvailability(doctorId: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>(`/api/doctor/availability/${encodeURIComponent(doctorId)}`, {
    signal,
    fallbackMessage: AVAILABILITY_ERROR,
  });
}

export function useAvailability(doctorId: string, enabled = true) {
  return useQuery({
    queryKey: calendarKeys.availability(doctorId),
    queryFn: ({ signal }) => getAvailability(doctorId, signal),
    enabled,
  });
}
