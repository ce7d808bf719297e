import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { doctorKeys, invalidateDoctors } from './keys';

export const REJECT_ERROR = 'Failed to reject doctor.';

/** PATCH /api/doctor/reject/{id}: the account stays without patient data; the doctor is told. */
export function rejectDoctor(id: string): Promise<Doctor> {
  return apiRequest<Doctor>(`/api/doctor/reject/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    fallbackMessage: REJECT_ERROR,
  });
}

export function useRejectDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectDoctor,
    onSuccess: (doctor, id) => {
      client.setQueryData(doctorKeys.one(id), doctor);
      return invalidateDoctors(client, id);
    },
  });
}
