import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKey } from './get-appointment';
import { appointmentsKey } from './get-appointments';

export interface CancelRequest {
  id: string;
  /** Why (optional; shown to the doctor). */
  reason?: string;
}

/**
 * PATCH /api/appointment/status/{id} { status: 'cancelled', reason? }: a patient's own, pending or
 * confirmed, before the clinic's cancellation notice.
 */
export function cancelAppointment({ id, reason }: CancelRequest): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointment/status/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: reason?.trim() ? { status: 'cancelled', reason: reason.trim() } : { status: 'cancelled' },
    fallbackMessage: 'Failed to cancel appointment',
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (appointment, { id }) => {
      queryClient.setQueryData(appointmentKey(id), appointment);
      // The lists, the dashboard's figures, the freed slot and the new notification.
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      void queryClient.invalidateQueries({ queryKey: queryRoots.slots });
      void queryClient.invalidateQueries({ queryKey: queryRoots.notifications });
    },
  });
}
