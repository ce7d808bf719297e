import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Previsit } from '../../../lib/api-types';

export const previsitKey = (appointmentId: string) => ['previsit', appointmentId] as const;

/** GET /api/appointments/{id}/previsit: the questionnaire with its answers, and the check-in. */
export function getPrevisit(appointmentId: string, signal?: AbortSignal): Promise<Previsit> {
  return apiRequest<Previsit>(`/api/appointments/${encodeURIComponent(appointmentId)}/previsit`, {
    signal,
    fallbackMessage: 'Failed to fetch the questionnaire',
  });
}

export function usePrevisit(appointmentId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: previsitKey(appointmentId),
    queryFn: ({ signal }) => getPrevisit(appointmentId, signal),
  });
}
