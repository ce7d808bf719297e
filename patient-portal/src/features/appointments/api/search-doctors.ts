import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';

export interface DoctorSearch {
  /** Name, specialization or hospital. */
  q?: string;
  specialization?: string;
}

export const DOCTOR_RESULTS_LIMIT = 20;

export const doctorSearchKey = (search: DoctorSearch) => ['doctors', 'search', search] as const;

/** GET /api/doctor/search?q=&specialization=: approved doctors, total in X-Total-Count. */
export function searchDoctors({ q, specialization }: DoctorSearch, signal?: AbortSignal) {
  return apiRequestWithTotal<Doctor[]>('/api/doctor/search', {
    query: { q: q?.trim(), specialization: specialization?.trim(), limit: DOCTOR_RESULTS_LIMIT },
    signal,
    fallbackMessage: 'Failed to load data',
  });
}

export function useSearchDoctors(search: DoctorSearch, enabled = true) {
  return useQuery({
    queryKey: doctorSearchKey(search),
    queryFn: ({ signal }) => searchDoctors(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
