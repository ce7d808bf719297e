import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';
import { patientKeys } from './keys';

/** Spec §8 detail pages. */
export const PATIENT_ERROR = 'Failed to fetch patient data.';

/** GET /api/patient/getPatient/{id} */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/patient/getPatient/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: PATIENT_ERROR,
  });
}

export function usePatient(id: string, enabled = true) {
  return useQuery({
    queryKey: patientKeys.one(id),
    enabled,
    queryFn: ({ signal }) => getPatient(id, signal),
  });
}
