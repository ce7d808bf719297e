import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CalendarFeedStatus } from '../../../lib/api-types';

export const calendarFeedKey = (doctorId: string) => ['calendar-feed', doctorId] as const;

/** GET /api/doctor/calendar-feed/{doctorId}: whether the doctor has a live calendar link. */
export function getCalendarFeed(
  doctorId: string,
  signal?: AbortSignal,
): Promise<CalendarFeedStatus> {
  return apiRequest<CalendarFeedStatus>(
    `/api/doctor/calendar-feed/${encodeURIComponent(doctorId)}`,
    { signal, fallbackMessage: 'Failed to fetch your calendar link.' },
  );
}

export function useCalendarFeed(doctorId: string) {
  return useQuery({
    queryKey: calendarFeedKey(doctorId),
    queryFn: ({ signal }) => getCalendarFeed(doctorId, signal),
  });
}
