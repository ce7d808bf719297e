import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/api-types';
import { doctorKeys, invalidateDoctors } from './keys';

/** Spec §8. */
export const DELETE_DOCTOR_ERROR = 'Failed to delete doctor.';

/** DELETE /api/doctor/delete/{id}: upcoming appointments are cancelled, history stays. */
export function deleteDoctor(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/doctor/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: DELETE_DOCTOR_ERROR,
  });
}

export function useDeleteDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDoctor,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: doctorKeys.one(id) });
      return invalidateDoctors(client);
    },
  });
}
