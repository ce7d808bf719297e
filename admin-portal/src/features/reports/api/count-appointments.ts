import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment, AppointmentStatus } from '../../../lib/api-types';

/**
 * How many appointments match, counted by the database: one row is asked for and the
 * X-Total-Count header read.
 */
export async function countAppointments(
  filter: { from: string; to: string; status?: AppointmentStatus },
  signal?: AbortSignal,
): Promise<number> {
  const { total } = await apiRequestWithTotal<Appointment[]>('/api/appointment/all', {
    signal,
    query: { page: 1, limit: 1, from: filter.from, to: filter.to, status: filter.status },
    fallbackMessage: 'Failed to fetch appointments',
  });
  return total;
}
