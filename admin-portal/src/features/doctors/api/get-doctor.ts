import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { doctorKeys } from './keys';

/** Spec §8 detail pages. */
export const DOCTOR_ERROR = 'Failed to fetch doctor';

/** GET /api/doctor/getdoctor/{id} */
export function getDoctor(id: string, signal?: AbortSignal): Promise<Doctor> {
  return apiRequest<Doctor>(`/api/doctor/getdoctor/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: DOCTOR_ERROR,
  });
}

export function useDoctor(id: string, enabled = true) {
  return useQuery({
    queryKey: doctorKeys.one(id),
    enabled,
    queryFn: ({ signal }) => getDoctor(id, signal),
  });
}
