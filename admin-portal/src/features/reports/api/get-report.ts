import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';
import { reportKeys, type DateRange } from './keys';

export const REPORT_ERROR = 'Failed to fetch report data';

/**
 * GET /api/stats/admin?from&to: every figure of the period, counted by the database (appointments
 * by their date; complaints, plans and ratings by the day they were made; people as of today).
 */
export function getReport(range: DateRange, signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/stats/admin', {
    signal,
    query: { from: range.from, to: range.to },
    fallbackMessage: REPORT_ERROR,
  });
}

export function useReport(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.figures(range),
    queryFn: ({ signal }) => getReport(range, signal),
    enabled,
  });
}
