import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { PatientChoice } from '../../../lib/api-types';

/** GET /api/patient/duplicates/{id}: other accounts with the same name and date of birth. */
export function getDuplicates(id: string, signal?: AbortSignal): Promise<PatientChoice[]> {
  return apiRequest<PatientChoice[]>(`/api/patient/duplicates/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Could not check for duplicate accounts',
  });
}

export function useDuplicates(id: string) {
  return useQuery({
    // Under the patients key: deleting a patient asks again.
    queryKey: ['patients', 'duplicates', id] as const,
    queryFn: ({ signal }) => getDuplicates(id, signal),
  });
}
