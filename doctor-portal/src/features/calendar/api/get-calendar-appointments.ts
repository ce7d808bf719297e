import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestAllPages } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { calendarKeys } from './keys';

export const APPOINTMENTS_ERROR = 'Failed to fetch appointments';

/**
 * GET /api/appointment/byDoctor/{doctorId}?from&to: every appointment of the doctor on these
 * dates (the doctor's own calendar dates), all pages of 100.
 */
export function getCalendarAppointments(
  doctorId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Appointment[]> {
  return apiRequestAllPages<Appointment>(
    `/api/appointment/byDoctor/${encodeURIComponent(doctorId)}`,
    { signal, query: { from, to }, fallbackMessage: APPOINTMENTS_ERROR },
  );
}

export function useCalendarAppointments(
  doctorId: string,
  from: string,
  to: string,
  enabled = true,
) {
  return useQuery({
    queryKey: calendarKeys.appointments(doctorId, from, to),
    queryFn: ({ signal }) => getCalendarAppointments(doctorId, from, to, signal),
    enabled,
    // Moving to the next week keeps the last one on screen until the new one is in.
    placeholderData: keepPreviousData,
  });
}
