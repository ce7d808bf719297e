import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import { calendarFeedKey } from './get-calendar-feed';

/** DELETE /api/doctor/calendar-feed/{doctorId}: the link stops working. */
export function turnOffCalendarFeed(doctorId: string): Promise<void> {
  return apiRequest<void>(`/api/doctor/calendar-feed/${encodeURIComponent(doctorId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to turn off the calendar link.',
  });
}

export function useTurnOffCalendarFeed(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => turnOffCalendarFeed(doctorId),
    onSuccess: () => client.invalidateQueries({ queryKey: calendarFeedKey(doctorId) }),
  });
}
