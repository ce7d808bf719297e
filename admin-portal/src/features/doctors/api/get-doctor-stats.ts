import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { DoctorStats } from '../../../lib/api-types';
import { doctorKeys } from './keys';

/** GET /api/stats/doctor/{doctorId}: a doctor's counts (patients, appointments, plans). */
export function getDoctorStats(id: string, signal?: AbortSignal): Promise<DoctorStats> {
  return apiRequest<DoctorStats>(`/api/stats/doctor/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Failed to fetch doctor information.',
  });
}

export function useDoctorStats(id: string) {
  return useQuery({
    queryKey: doctorKeys.stats(id),
    queryFn: ({ signal }) => getDoctorStats(id, signal),
  });
}
