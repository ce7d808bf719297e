import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';
import { patientKeys, type PatientListFilter } from './keys';

export const PATIENTS_PAGE_SIZE = 10;
export const PATIENTS_ERROR = 'Failed to fetch patient data.';

export interface PatientsPage {
  patients: Patient[];
  total: number;
}

/** GET /api/patient/all?page&limit&q: by last name; `q` matches name, email or username. */
export async function getPatients(
  filter: PatientListFilter,
  signal?: AbortSignal,
): Promise<PatientsPage> {
  const { data, total } = await apiRequestWithTotal<Patient[]>('/api/patient/all', {
    signal,
    query: { page: filter.page, limit: filter.limit, q: filter.q.trim() },
    fallbackMessage: PATIENTS_ERROR,
  });
  return { patients: data, total };
}

export function usePatients(
  filter: Omit<PatientListFilter, 'limit'> & { limit?: number },
  enabled = true,
) {
  const key: PatientListFilter = {
    ...filter,
    q: filter.q.trim(),
    limit: filter.limit ?? PATIENTS_PAGE_SIZE,
  };
  return useQuery({
    queryKey: patientKeys.list(key),
    queryFn: ({ signal }) => getPatients(key, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
