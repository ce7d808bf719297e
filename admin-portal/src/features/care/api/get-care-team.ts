import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CareMember } from '../../../lib/api-types';
import { careKeys } from './keys';

export const CARE_TEAM_ERROR = 'Failed to fetch the care team';

/** GET /api/care/team/{patientId}: the patient's doctors and the requests waiting for them. */
export function getCareTeam(patientId: string, signal?: AbortSignal): Promise<CareMember[]> {
  return apiRequest<CareMember[]>(`/api/care/team/${encodeURIComponent(patientId)}`, {
    signal,
    fallbackMessage: CARE_TEAM_ERROR,
  });
}

export function useCareTeam(patientId: string) {
  return useQuery({
    queryKey: careKeys.team(patientId),
    queryFn: ({ signal }) => getCareTeam(patientId, signal),
  });
}
