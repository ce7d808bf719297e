import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import { careTeamKey } from './get-care-team';

export type CareAnswer = 'accept' | 'decline';

/** PATCH /api/care/accept|decline/{id}: the patient answers a doctor's request. */
export function answerCareRequest(id: string, answer: CareAnswer): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/care/${answer}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    fallbackMessage:
      answer === 'accept' ? 'Failed to accept the request.' : 'Failed to decline the request.',
  });
}

export function useAnswerCareRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: CareAnswer }) =>
      answerCareRequest(id, answer),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: careTeamKey });
      void client.invalidateQueries({ queryKey: queryRoots.notifications });
    },
  });
}
