import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CareAccess } from '../../../lib/api-types';

export const careAccessKey = (patientId: string) => ['care-access', patientId] as const;

/**
 * GET /api/care/access/{patientId}: whether the patient is in the doctor's care, under a running
 * emergency access, asked to join, or none of these; 404 when there is no such patient.
 */
export function getCareAccess(patientId: string, signal?: AbortSignal): Promise<CareAccess> {
  return apiRequest<CareAccess>(`/api/care/access/${encodeURIComponent(patientId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch patient data.',
  });
}

export function useCareAccess(patientId: string) {
  return useQuery({
    queryKey: careAccessKey(patientId),
    queryFn: ({ signal }) => getCareAccess(patientId, signal),
  });
}
