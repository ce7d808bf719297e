import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Administrator } from '../../../lib/api-types';
import { administratorKeys } from './keys';

export const ADMINISTRATORS_ERROR = 'Failed to fetch the administrators';

/** GET /api/admin/administrators: every administrator, by last name. */
export function getAdministrators(signal?: AbortSignal): Promise<Administrator[]> {
  return apiRequest<Administrator[]>('/api/admin/administrators', {
    signal,
    fallbackMessage: ADMINISTRATORS_ERROR,
  });
}

export function useAdministrators() {
  return useQuery({
    queryKey: administratorKeys.all,
    queryFn: ({ signal }) => getAdministrators(signal),
  });
}
