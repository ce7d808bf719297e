import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestAllPages } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { APPOINTMENTS_ERROR } from '../../appointments/api/get-appointments';
import { calendarKeys } from './keys';

/** GET /api/appointment/all?from&to, every page of 100 (dates as each doctor counts them). */
export function getCalendarAppointments(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Appointment[]> {
  return apiRequestAllPages<Appointment>('/api/appointment/all', {
    signal,
    query: { from, to },
    fallbackMessage: APPOINTMENTS_ERROR,
  });
}

export function useCalendarAppointments(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: calendarKeys.appointments(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) => getCalendarAppointments(range!.from, range!.to, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
