import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Availability } from '../types';
import { scheduleKeys } from './keys';

export const AVAILABILITY_LOAD_ERROR = 'Failed to load the availability.';

/** GET /api/doctor/availability/{doctorId}: the doctor's hours (the defaults if never saved). */
export function getAvailability(doctorId: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>(`/api/doctor/availability/${encodeURIComponent(doctorId)}`, {
    signal,
    fallbackMessage: AVAILABILITY_LOAD_ERROR,
  });
}

export function useAvailability(doctorId: string | undefined) {
  return useQuery({
    queryKey: scheduleKeys.availability(doctorId ?? ''),
    queryFn: ({ signal }) => getAvailability(doctorId as string, signal),
    enabled: Boolean(doctorId),
  });
}
