import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { QuestionnaireVersion, QuestionnaireVersionSummary } from '../../../lib/api-types';

export const questionnaireKeys = {
  all: ['questionnaire'] as const,
  current: ['questionnaire', 'current'] as const,
  versions: ['questionnaire', 'versions'] as const,
};

/** GET /api/questionnaire: the version patients answer now. */
export function useQuestionnaire() {
  return useQuery({
    queryKey: questionnaireKeys.current,
    queryFn: ({ signal }) =>
      apiRequest<QuestionnaireVersion>('/api/questionnaire', {
        signal,
        fallbackMessage: 'Failed to fetch the questionnaire',
      }),
  });
}

/** GET /api/questionnaire/versions: every version, newest first. */
export function useQuestionnaireVersions() {
  return useQuery({
    queryKey: questionnaireKeys.versions,
    queryFn: ({ signal }) =>
      apiRequest<QuestionnaireVersionSummary[]>('/api/questionnaire/versions', {
        signal,
        fallbackMessage: 'Failed to fetch the versions',
      }),
  });
}
