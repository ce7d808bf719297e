import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';

/** GET /api/doctor/getdoctor/{id}: one doctor (a link that names the doctor to book). */
export function getDoctor(id: string, signal?: AbortSignal): Promise<Doctor> {
  return apiRequest<Doctor>(`/api/doctor/getdoctor/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useDoctor(id: string) {
  return useQuery({
    queryKey: ['doctors', 'one', id],
    queryFn: ({ signal }) => getDoctor(id, signal),
    enabled: id !== '',
  });
}
