import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

export const APPOINTMENTS_PAGE_SIZE = 10;

export interface AppointmentsPage {
  appointments: Appointment[];
  total: number;
}

/** GET /api/appointment/byDoctor/{doctorId}?page&limit&q: newest first, total in X-Total-Count. */
export async function getAppointments(
  doctorId: string,
  { page, q }: { page: number; q: string },
  signal?: AbortSignal,
): Promise<AppointmentsPage> {
  const { data, total } = await apiRequestWithTotal<Appointment[]>(
    `/api/appointment/byDoctor/${encodeURIComponent(doctorId)}`,
    {
      signal,
      query: { page, limit: APPOINTMENTS_PAGE_SIZE, q: q.trim() },
      fallbackMessage: 'Failed to fetch appointments',
    },
  );
  return { appointments: data, total };
}

export function useAppointments(doctorId: string, page: number, q: string) {
  return useQuery({
    queryKey: appointmentKeys.byDoctor(doctorId, page, q.trim()),
    queryFn: ({ signal }) => getAppointments(doctorId, { page, q }, signal),
    placeholderData: keepPreviousData,
  });
}
