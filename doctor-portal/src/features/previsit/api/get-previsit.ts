import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Previsit } from '../../../lib/api-types';

/** GET /api/appointments/{id}/previsit: the patient's answers and check-in (the read is audited). */
export function getPrevisit(appointmentId: string, signal?: AbortSignal): Promise<Previsit> {
  return apiRequest<Previsit>(`/api/appointments/${encodeURIComponent(appointmentId)}/previsit`, {
    signal,
    fallbackMessage: 'Failed to fetch the answers',
  });
}

export function usePrevisit(appointmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['previsit', appointmentId],
    queryFn: ({ signal }) => getPrevisit(appointmentId, signal),
    enabled,
    // Patient data: read when asked, not kept for later.
    gcTime: 0,
  });
}
