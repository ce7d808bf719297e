import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

export const APPOINTMENTS_PAGE_SIZE = 10;

export interface AppointmentsPage {
  appointments: Appointment[];
  total: number;
}

/** One list of the doctor's: a page, a search, and a span of days in an order. */
export interface AppointmentsQuery {
  page: number;
  q: string;
  /** First and last day ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
  /** By start: 'soonest' (what comes next) or 'latest' (what was last); else newest date first. */
  order?: 'soonest' | 'latest';
  limit?: number;
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
