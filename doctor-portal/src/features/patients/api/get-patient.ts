import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';

export const patientKey = (id: string) => ['patient', id] as const;

/** GET /api/patient/getPatient/{id}: one of the doctor's patients (404 for anyone else's). */
export function getPatient(id: string, signal?: AbortSignal): Promise<Patient> {
  return apiRequest<Patient>(`/api/patient/getPatient/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Failed to fetch patient data.',
  });
}

export function usePatient(id: string) {
  return useQuery({ queryKey: patientKey(id), queryFn: ({ signal }) => getPatient(id, signal) });
}
