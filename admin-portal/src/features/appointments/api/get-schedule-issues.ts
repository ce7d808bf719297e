import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

/** GET /api/appointment/schedule-issues: old appointments whose time could not be placed. */
export function getScheduleIssues(signal?: AbortSignal): Promise<Appointment[]> {
  return apiRequest<Appointment[]>('/api/appointment/schedule-issues', {
    signal,
    fallbackMessage: 'Failed to fetch appointments',
  });
}

export function useScheduleIssues() {
  return useQuery({
    queryKey: [...appointmentKeys.all, 'schedule-issues'],
    queryFn: ({ signal }) => getScheduleIssues(signal),
  });
}
