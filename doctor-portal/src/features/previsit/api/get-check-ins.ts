import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { PrevisitState } from '../../../lib/api-types';

export const checkInsKey = (ids: string[]) => ['previsit', 'states', ...ids] as const;

/** GET /api/doctor/check-ins?appointments=…: which of these have answers and a check-in. */
export function getCheckIns(ids: string[], signal?: AbortSignal): Promise<PrevisitState[]> {
  return apiRequest<PrevisitState[]>(
    `/api/doctor/check-ins?appointments=${encodeURIComponent(ids.join(','))}`,
    { signal, fallbackMessage: 'Failed to fetch check-ins' },
  );
}

/** The states of the listed appointments, by appointment id (none asked when the list is empty). */
export function useCheckIns(ids: string[]) {
  const sorted = [...ids].sort();
  const query = useQuery({
    queryKey: checkInsKey(sorted),
    queryFn: ({ signal }) => getCheckIns(sorted, signal),
    enabled: sorted.length > 0,
    // A patient checks in while the doctor looks at the day.
    refetchInterval: 60_000,
  });
  return new Map((query.data ?? []).map((state) => [state.appointment, state]));
}
