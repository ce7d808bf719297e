import { useQuery } from '@tanstack/react-query';
import { apiRequestAllPages } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { DOCTORS_ERROR } from '../../doctors/api/get-doctors';
import { calendarKeys } from './keys';

/** GET /api/doctor/all?approved=true, every page: the calendar's columns. */
export function getCalendarDoctors(signal?: AbortSignal): Promise<Doctor[]> {
  return apiRequestAllPages<Doctor>('/api/doctor/all', {
    signal,
    query: { approved: true },
    fallbackMessage: DOCTORS_ERROR,
  });
}

export function useCalendarDoctors() {
  return useQuery({
    queryKey: calendarKeys.doctors,
    queryFn: ({ signal }) => getCalendarDoctors(signal),
  });
}
