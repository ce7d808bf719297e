import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys, type AppointmentsQuery } from './keys';

export type { AppointmentsQuery } from './keys';

export const APPOINTMENTS_PAGE_SIZE = 10;

export interface AppointmentsPage {
  appointments: Appointment[];
  total: number;
}

/**
 * GET /api/appointment/byDoctor/{doctorId}?page&limit&q&from&to&order: total in X-Total-Count.
 */
export async function getAppointments(
  doctorId: string,
  { page, q, from, to, order, limit = APPOINTMENTS_PAGE_SIZE }: AppointmentsQuery,
  signal?: AbortSignal,
): Promise<AppointmentsPage> {
  const { data, total } = await apiRequestWithTotal<Appointment[]>(
    `/api/appointment/byDoctor/${encodeURIComponent(doctorId)}`,
    {
      signal,
      query: { page, limit, q: q.trim(), from, to, order },
      fallbackMessage: 'Failed to fetch appointments',
    },
  );
  return { appointments: data, total };
}

export function useAppointments(
  doctorId: string,
  query: AppointmentsQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const params = { ...query, q: query.q.trim() };
  return useQuery({
    queryKey: appointmentKeys.byDoctor(doctorId, params),
    queryFn: ({ signal }) => getAppointments(doctorId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
