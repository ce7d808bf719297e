import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { ComplaintStatus, HealthComplaint } from '../../../lib/api-types';

export const COMPLAINTS_PAGE_SIZE = 10;

export const complaintsKey = (status: ComplaintStatus | '', page: number) =>
  ['health', 'complaints', { status, page }] as const;

/** GET /api/health/all?status&page&limit: the complaints of the doctor's patients, newest first. */
export async function getHealthComplaints(
  { status, page }: { status: ComplaintStatus | ''; page: number },
  signal?: AbortSignal,
) {
  const { data, total } = await apiRequestWithTotal<HealthComplaint[]>('/api/health/all', {
    signal,
    query: { status, page, limit: COMPLAINTS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch health issues',
  });
  return { complaints: data, total };
}

export function useHealthComplaints(status: ComplaintStatus | '', page: number) {
  return useQuery({
    queryKey: complaintsKey(status, page),
    queryFn: ({ signal }) => getHealthComplaints({ status, page }, signal),
    placeholderData: keepPreviousData,
  });
}
