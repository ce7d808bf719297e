import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { AccessLogEntry } from '../../../lib/api-types';

export const ACCESS_LOG_ERROR = 'Failed to load who viewed your record';
export const accessLogKey = ['access-log'] as const;

/** GET /api/patient/access-log: reads and changes of the caller's record by others, newest first. */
export function getAccessLog(page: number, limit: number, signal?: AbortSignal) {
  return apiRequestWithTotal<AccessLogEntry[]>('/api/patient/access-log', {
    query: { page, limit },
    signal,
    fallbackMessage: ACCESS_LOG_ERROR,
  });
}

export function useAccessLog(page: number, limit: number) {
  return useQuery({
    queryKey: [...accessLogKey, page, limit],
    queryFn: ({ signal }) => getAccessLog(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
