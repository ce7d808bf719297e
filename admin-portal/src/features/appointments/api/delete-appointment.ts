import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/api-types';
import { appointmentKeys, invalidateAppointments } from './keys';

/** Spec §8. */
export const DELETE_APPOINTMENT_ERROR = 'Failed to delete appointment.';

/** DELETE /api/appointment/delete/{id} */
export function deleteAppointment(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/appointment/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: DELETE_APPOINTMENT_ERROR,
  });
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: appointmentKeys.one(id) });
      return invalidateAppointments(client);
    },
  });
}
