import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import { careAccessKey } from './get-care-access';

/** POST /api/care/request: asks the patient to join the doctor's care; they accept or decline. */
export function requestCare(patientId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/care/request', {
    method: 'POST',
    body: { patient: patientId },
    fallbackMessage: 'Failed to send the request.',
  });
}

export function useRequestCare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestCare,
    onSuccess: (_answer, patientId) =>
      client.invalidateQueries({ queryKey: careAccessKey(patientId) }),
  });
}
