import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { MessageResponse } from '../../../lib/api-types';
import { invalidatePatients, patientKeys } from './keys';

/** Spec §8. */
export const DELETE_PATIENT_ERROR = 'Failed to delete patient.';

/** DELETE /api/patient/delete/{id}: upcoming appointments are cancelled, history stays. */
export function deletePatient(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/patient/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: DELETE_PATIENT_ERROR,
  });
}

export function useDeletePatient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePatient,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: patientKeys.one(id) });
      return invalidatePatients(client);
    },
  });
}
