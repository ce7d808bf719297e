import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CareMember } from '../../../lib/api-types';

/** Every care-team query starts with this key (the answers and removals invalidate it). */
export const careTeamKey = ['care-team'] as const;

/** GET /api/care/team/{patientId}: the patient's doctors and the doctors' waiting requests. */
export function getCareTeam(patientId: string, signal?: AbortSignal): Promise<CareMember[]> {
  return apiRequest<CareMember[]>(`/api/care/team/${encodeURIComponent(patientId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch your doctors.',
  });
}

export function useCareTeam(patientId: string) {
  return useQuery({
    queryKey: [...careTeamKey, patientId],
    queryFn: ({ signal }) => getCareTeam(patientId, signal),
  });
}
