import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CheckInBody, Previsit } from '../../../lib/api-types';
import { previsitKey } from './get-previsit';

/** POST /api/appointments/{id}/check-in: contact details and insurance confirmed. */
export function checkIn(appointmentId: string, body: CheckInBody): Promise<Previsit> {
  return apiRequest<Previsit>(`/api/appointments/${encodeURIComponent(appointmentId)}/check-in`, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to check in',
  });
}

export function useCheckIn(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInBody) => checkIn(appointmentId, body),
    onSuccess: (previsit) => queryClient.setQueryData(previsitKey(appointmentId), previsit),
  });
}
