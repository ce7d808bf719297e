import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { DoctorStats } from '../../../lib/api-types';

export const doctorStatsKey = (doctorId: string) =>
  [...queryRoots.stats, 'doctor', doctorId] as const;

/** GET /api/stats/doctor/{doctorId}: the dashboard's figures, computed by the database. */
export function getDoctorStats(doctorId: string, signal?: AbortSignal): Promise<DoctorStats> {
  return apiRequest<DoctorStats>(`/api/stats/doctor/${encodeURIComponent(doctorId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch dashboard data',
  });
}

export function useDoctorStats(doctorId: string) {
  return useQuery({
    queryKey: doctorStatsKey(doctorId),
    queryFn: ({ signal }) => getDoctorStats(doctorId, signal),
  });
}
