import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { doctorKeys, type DoctorListFilter } from './keys';

export const DOCTORS_PAGE_SIZE = 10;
export const DOCTORS_ERROR = 'Failed to fetch doctors';

export interface DoctorsPage {
  doctors: Doctor[];
  total: number;
}

/**
 * GET /api/doctor/all?page&limit&q&approved&rejected: every doctor for an administrator, including
 * the ones awaiting approval; `q` matches name, specialization or hospital.
 */
export async function getDoctors(
  filter: DoctorListFilter,
  signal?: AbortSignal,
): Promise<DoctorsPage> {
  // Awaiting approval: neither approved nor rejected.
  const { approved, rejected } = {
    approved: { approved: true, rejected: undefined },
    waiting: { approved: false, rejected: false },
    rejected: { approved: undefined, rejected: true },
    '': { approved: undefined, rejected: undefined },
  }[filter.approval];
  const { data, total } = await apiRequestWithTotal<Doctor[]>('/api/doctor/all', {
    signal,
    query: { page: filter.page, limit: filter.limit, q: filter.q.trim(), approved, rejected },
    fallbackMessage: DOCTORS_ERROR,
  });
  return { doctors: data, total };
}

export function useDoctors(
  filter: Omit<DoctorListFilter, 'limit'> & { limit?: number },
  enabled = true,
) {
  const key: DoctorListFilter = {
    ...filter,
    q: filter.q.trim(),
    limit: filter.limit ?? DOCTORS_PAGE_SIZE,
  };
  return useQuery({
    queryKey: doctorKeys.list(key),
    queryFn: ({ signal }) => getDoctors(key, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
