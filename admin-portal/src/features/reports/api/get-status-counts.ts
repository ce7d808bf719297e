import { useQuery } from '@tanstack/react-query';
import { APPOINTMENT_STATUSES, type StatusCount } from '../../../lib/api-types';
import { countAppointments } from './count-appointments';
import { reportKeys, type DateRange } from './keys';

export interface StatusCounts {
  total: number;
  byStatus: StatusCount[];
}

/** Appointments of the range, by status (GET /api/appointment/all?from&to&status&limit=1). */
export async function getStatusCounts(
  range: DateRange,
  signal?: AbortSignal,
): Promise<StatusCounts> {
  const [total, ...counts] = await Promise.all([
    countAppointments(range, signal),
    ...APPOINTMENT_STATUSES.map((status) => countAppointments({ ...range, status }, signal)),
  ]);
  return {
    total: total ?? 0,
    byStatus: APPOINTMENT_STATUSES.map((status, i) => ({ status, count: counts[i] ?? 0 })),
  };
}

export function useStatusCounts(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.statusCounts(range),
    queryFn: ({ signal }) => getStatusCounts(range, signal),
    enabled,
  });
}
