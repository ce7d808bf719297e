import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { HealthComplaint } from '../../../lib/api-types';

export const healthComplaintsKey = ['health'] as const;

export interface ComplaintPage {
  page: number;
  limit: number;
}

/** GET /api/health/patient/{patientId}: the patient's health complaints, newest first. */
export function getHealthComplaints(
  patientId: string,
  { page, limit }: ComplaintPage,
  signal?: AbortSignal,
) {
  return apiRequestWithTotal<HealthComplaint[]>(
    `/api/health/patient/${encodeURIComponent(patientId)}`,
    { query: { page, limit }, signal, fallbackMessage: 'Failed to fetch health reports' },
  );
}

export function useHealthComplaints(patientId: string, paging: ComplaintPage) {
  return useQuery({
    queryKey: [...healthComplaintsKey, 'patient', patientId, paging],
    queryFn: ({ signal }) => getHealthComplaints(patientId, paging, signal),
    placeholderData: keepPreviousData,
  });
}
