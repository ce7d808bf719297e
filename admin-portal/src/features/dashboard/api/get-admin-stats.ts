import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';

export const adminStatsKey = [...queryRoots.stats, 'admin'] as const;

export const DASHBOARD_ERROR = 'Failed to fetch dashboard data';

/** GET /api/stats/admin: the dashboard's figures, computed by the database. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest<AdminStats>('/api/stats/admin', { signal, fallbackMessage: DASHBOARD_ERROR });
}

export function useAdminStats(enabled = true) {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => getAdminStats(signal),
    enabled,
  });
}
