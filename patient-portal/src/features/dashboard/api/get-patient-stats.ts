import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { PatientStats } from '../../../lib/api-types';

export const patientStatsKey = (patientId: string) =>
  [...queryRoots.stats, 'patient', patientId] as const;

/** GET /api/stats/patient/{patientId}: the dashboard's figures, computed by the database. */
export function getPatientStats(patientId: string, signal?: AbortSignal): Promise<PatientStats> {
  return apiRequest<PatientStats>(`/api/stats/patient/${encodeURIComponent(patientId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch dashboard data',
  });
}

export function usePatientStats(patientId: string) {
  return useQuery({
    queryKey: patientStatsKey(patientId),
    queryFn: async ({ signal }) => {
      try {
        return await getPatientStats(patientId, signal);
      } catch (error) {
        // Spec §8: the patient dashboard logs its failures.
        console.error('[patient dashboard] could not fetch the figures', error);
        throw error;
      }
    },
  });
}
