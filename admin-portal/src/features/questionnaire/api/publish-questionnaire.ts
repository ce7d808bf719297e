import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { QuestionInput, QuestionnaireVersion } from '../../../lib/api-types';
import { questionnaireKeys } from './get-questionnaire';

/** POST /api/questionnaire: publishes the next version (answers given keep theirs). */
export function publishQuestionnaire(questions: QuestionInput[]): Promise<QuestionnaireVersion> {
  return apiRequest<QuestionnaireVersion>('/api/questionnaire', {
    method: 'POST',
    body: { questions },
    fallbackMessage: 'Failed to publish the questionnaire',
  });
}

export function usePublishQuestionnaire() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishQuestionnaire,
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
