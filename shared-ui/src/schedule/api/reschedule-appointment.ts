import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { ScheduledAppointment } from '../types';
import { invalidateSchedule } from './keys';

export const RESCHEDULE_ERROR = 'Failed to reschedule the appointment.';

/** PATCH /api/appointment/reschedule/{id} { start }: the same id at a new time (400/409 sentences). */
export function rescheduleAppointment<T extends ScheduledAppointment = ScheduledAppointment>(
  id: string,
  start: string,
): Promise<T> {
  return apiRequest<T>(`/api/appointment/reschedule/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { start },
    fallbackMessage: RESCHEDULE_ERROR,
  });
}

export function useRescheduleAppointment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => rescheduleAppointment(id, start),
    onSuccess: (appointment) => {
      // Every area keeps one appointment under [...queryRoots.appointment, id].
      client.setQueryData([...queryRoots.appointment, id], appointment);
      return invalidateSchedule(client);
    },
    // A lost race: the list must show that slot as gone.
    onError: () => client.invalidateQueries({ queryKey: queryRoots.slots }),
  });
}
