import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { Appointment, CreateAppointmentBody } from '../../../lib/api-types';
import { invalidateAppointments } from './keys';

export const CREATE_ERROR = 'Failed to create appointment';

/** POST /api/appointment/create: starts pending; 409 when the doctor's slot is taken. */
export function createAppointment(body: CreateAppointmentBody): Promise<Appointment> {
  return apiRequest<Appointment>('/api/appointment/create', {
    method: 'POST',
    body,
    fallbackMessage: CREATE_ERROR,
  });
}

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => invalidateAppointments(client),
    // A lost race (409): the time slot choice must drop the time taken meanwhile.
    onError: () => client.invalidateQueries({ queryKey: queryRoots.slots }),
  });
}
