import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { EmergencyAccess } from '../../../lib/api-types';
import { careKeys } from './keys';

export const EMERGENCY_PAGE_SIZE = 10;
export const EMERGENCY_ERROR = 'Failed to fetch emergency accesses';

/** GET /api/care/emergency?page&limit: every doctor's emergency accesses, newest first. */
export async function getEmergencyAccesses(
  page: number,
  signal?: AbortSignal,
): Promise<{ accesses: EmergencyAccess[]; total: number }> {
  const { data, total } = await apiRequestWithTotal<EmergencyAccess[]>('/api/care/emergency', {
    signal,
    query: { page, limit: EMERGENCY_PAGE_SIZE },
    fallbackMessage: EMERGENCY_ERROR,
  });
  return { accesses: data, total };
}

export function useEmergencyAccesses(page: number) {
  return useQuery({
    queryKey: careKeys.emergency(page),
    queryFn: ({ signal }) => getEmergencyAccesses(page, signal),
    placeholderData: keepPreviousData,
  });
}
