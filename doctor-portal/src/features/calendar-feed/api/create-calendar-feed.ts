import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CalendarFeedLink } from '../../../lib/api-types';
import { calendarFeedKey } from './get-calendar-feed';

/** POST /api/doctor/calendar-feed/{doctorId}: a new link (shown once); the earlier one stops. */
export function createCalendarFeed(doctorId: string): Promise<CalendarFeedLink> {
  return apiRequest<CalendarFeedLink>(`/api/doctor/calendar-feed/${encodeURIComponent(doctorId)}`, {
    method: 'POST',
    fallbackMessage: 'Failed to create the calendar link.',
  });
}

export function useCreateCalendarFeed(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(doctorId),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey(doctorId) }),
  });
}
