import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment, UpdateAppointmentBody } from '../../../lib/api-types';
import { appointmentKeys, invalidateAppointments } from './keys';

export const UPDATE_ERROR = 'Failed to update appointment';

/** PUT /api/appointment/update/{id}: date, slot, reason, notes, status (any, as an administrator). */
export function updateAppointment(id: string, body: UpdateAppointmentBody): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointment/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    fallbackMessage: UPDATE_ERROR,
  });
}

export function useUpdateAppointment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAppointmentBody) => updateAppointment(id, body),
    onSuccess: (appointment) => {
      client.setQueryData(appointmentKeys.one(id), appointment);
      return invalidateAppointments(client, id);
    },
  });
}
