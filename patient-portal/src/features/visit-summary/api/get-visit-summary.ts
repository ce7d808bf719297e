import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@careconnect/shared-ui';
import type { VisitSummary } from '../../../lib/api-types';

/** GET /api/appointments/{id}/summary: 404 until the doctor signs the note. */
export function getVisitSummary(appointmentId: string, signal?: AbortSignal) {
  return apiRequest<VisitSummary>(
    `/api/appointments/${encodeURIComponent(appointmentId)}/summary`,
    { signal, fallbackMessage: 'Failed to fetch the visit summary' },
  );
}

export function useVisitSummary(appointmentId: string, enabled = true) {
  return useQuery({
    queryKey: ['visit-summary', appointmentId],
    queryFn: ({ signal }) => getVisitSummary(appointmentId, signal),
    enabled,
    // Health data: read when shown, not kept for later.
    gcTime: 0,
    // Not ready yet is an answer, not a failure to try again.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
