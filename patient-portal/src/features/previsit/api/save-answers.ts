import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Previsit, SaveAnswersBody } from '../../../lib/api-types';
import { previsitKey } from './get-previsit';

/** PUT /api/appointments/{id}/previsit/answers: a draft, or sent with `submit: true`. */
export function saveAnswers(appointmentId: string, body: SaveAnswersBody): Promise<Previsit> {
  return apiRequest<Previsit>(
    `/api/appointments/${encodeURIComponent(appointmentId)}/previsit/answers`,
    { method: 'PUT', body, fallbackMessage: 'Failed to save your answers' },
  );
}

export function useSaveAnswers(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAnswersBody) => saveAnswers(appointmentId, body),
    onSuccess: (previsit) => queryClient.setQueryData(previsitKey(appointmentId), previsit),
  });
}
