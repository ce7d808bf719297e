import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { FailedReminder } from '../../../lib/api-types';

/** GET /api/reminders/failed: reminders whose email failed on every try. */
export function getFailedReminders(signal?: AbortSignal): Promise<FailedReminder[]> {
  return apiRequest<FailedReminder[]>('/api/reminders/failed', {
    signal,
    fallbackMessage: 'Failed to fetch reminders',
  });
}

export function useFailedReminders(enabled = true) {
  return useQuery({
    queryKey: ['reminders', 'failed'],
    queryFn: ({ signal }) => getFailedReminders(signal),
    enabled,
  });
}
