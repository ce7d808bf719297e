import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys, type AppointmentListFilter } from './keys';

export const APPOINTMENTS_PAGE_SIZE = 10;
export const APPOINTMENTS_ERROR = 'Failed to fetch appointments';

export interface AppointmentsPage {
  appointments: Appointment[];
  total: number;
  /** False when a search was counted only so far ahead: there are at least `total`. */
  exact: boolean;
}

/**
 * GET /api/appointment/all?page&limit&q&status&from&to: newest first, the total in
 * X-Total-Count. `q` matches the patient's or the doctor's name (also reason, slot, status).
 */
export async function getAppointments(
  filter: AppointmentListFilter,
  signal?: AbortSignal,
  limit = APPOINTMENTS_PAGE_SIZE,
): Promise<AppointmentsPage> {
  const { data, total, exact } = await apiRequestWithTotal<Appointment[]>('/api/appointment/all', {
    signal,
    query: {
      page: filter.page,
      limit,
      q: filter.q.trim(),
      status: filter.status,
      from: filter.from,
      to: filter.to,
    },
    fallbackMessage: APPOINTMENTS_ERROR,
  });
  return { appointments: data, total, exact: exact !== false };
}

export function useAppointments(filter: AppointmentListFilter) {
  const key = { ...filter, q: filter.q.trim() };
  return useQuery({
    queryKey: appointmentKeys.list(key),
    queryFn: ({ signal }) => getAppointments(key, signal),
    placeholderData: keepPreviousData,
  });
}
