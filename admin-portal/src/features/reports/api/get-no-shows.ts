import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { NoShowFigures } from '../../../lib/api-types';
import { reportKeys, type DateRange } from './keys';

export const NO_SHOWS_ERROR = 'Failed to fetch no-show figures';

/**
 * GET /api/stats/admin/no-shows?from&to: of the visits completed or missed in the period, the
 * share missed, per week and per doctor.
 */
export function getNoShows(range: DateRange, signal?: AbortSignal): Promise<NoShowFigures> {
  return apiRequest<NoShowFigures>('/api/stats/admin/no-shows', {
    signal,
    query: { from: range.from, to: range.to },
    fallbackMessage: NO_SHOWS_ERROR,
  });
}

export function useNoShows(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.noShows(range),
    queryFn: ({ signal }) => getNoShows(range, signal),
    enabled,
  });
}
