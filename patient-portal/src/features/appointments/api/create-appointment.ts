import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment, CreateAppointmentBody } from '../../../lib/api-types';
import { appointmentsKey } from './get-appointments';

/** POST /api/appointment/create: starts pending; 409 { message } when the slot is taken. */
export function createAppointment(body: CreateAppointmentBody): Promise<Appointment> {
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
      // Also after a 409: the slot list must show the slot as taken.
      void queryClient.invalidateQueries({ queryKey: ['doctor-slots'] });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
