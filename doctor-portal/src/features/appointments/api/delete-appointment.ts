import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import { appointmentKeys, invalidateAppointments } from './keys';

/** DELETE /api/appointment/delete/{id} */
export function deleteAppointment(id: string) {
  return apiRequest<{ message: string }>(`/api/appointment/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete appointment.',
  });
}

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_result, id) => {
      // Not awaited: a detail screen still showing the record navigates away first.
      client.removeQueries({ queryKey: appointmentKeys.one(id), type: 'inactive' });
      void invalidateAppointments(client);
    },
  });
}
