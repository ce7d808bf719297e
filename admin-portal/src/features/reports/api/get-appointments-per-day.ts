import { useQuery } from '@tanstack/react-query';
import { addDays, daysInRange } from '@careconnect/shared-ui';
import type { DayCount } from '../../../lib/api-types';
import { countAppointments } from './count-appointments';
import { reportKeys, type DateRange } from './keys';

/** The per-day table asks one count per day, so it is offered for at most this many days. */
export const MAX_DAYS_PER_DAY_TABLE = 31;

/** Appointments on each day of the range, oldest first (one count per day). */
export async function getAppointmentsPerDay(
  range: DateRange,
  signal?: AbortSignal,
): Promise<DayCount[]> {
  const days = Array.from({ length: daysInRange(range.from, range.to) }, (_, i) =>
    addDays(range.from, i),
  );
  const counts = await Promise.all(
    days.map((date) => countAppointments({ from: date, to: date }, signal)),
  );
  return days.map((date, i) => ({ date, count: counts[i] ?? 0 }));
}

export function useAppointmentsPerDay(range: DateRange, enabled: boolean) {
  const days = daysInRange(range.from, range.to);
  return useQuery({
    queryKey: reportKeys.perDay(range),
    queryFn: ({ signal }) => getAppointmentsPerDay(range, signal),
    enabled: enabled && days > 0 && days <= MAX_DAYS_PER_DAY_TABLE,
  });
}
