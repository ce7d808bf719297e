import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { Appointment, CreateAppointmentBody } from '../../../lib/api-types';
import { appointmentsKey } from './get-appointments';

/** A patient's booking: one of the doctor's free slots, by its start instant. */
export type BookingBody = Required<Pick<CreateAppointmentBody, 'doctor' | 'start'>> &
  Pick<CreateAppointmentBody, 'reason' | 'notes' | 'kind'>;

/**
 * POST /api/appointment/create: starts pending. 400 when the hours do not offer the time, 409
 * when it was taken meanwhile (or the patient is busy then, or holds the doctor's maximum).
 */
export function createAppointment(body: BookingBody): Promise<Appointment> {
  return apiRequest<Appointment>('/api/appointment/create', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to create appointment',
  });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSettled: () => {
      // Also after a 400 or 409: the free times must be asked for again.
      void queryClient.invalidateQueries({ queryKey: queryRoots.slots });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      void queryClient.invalidateQueries({ queryKey: queryRoots.notifications });
    },
  });
}
