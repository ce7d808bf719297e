import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { doctorKeys, invalidateDoctors } from './keys';

export const APPROVE_ERROR = 'Failed to approve doctor.';

/** PATCH /api/doctor/approve/{id}: the doctor may then see their patients (and is told so). */
export function approveDoctor(id: string): Promise<Doctor> {
  return apiRequest<Doctor>(`/api/doctor/approve/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    fallbackMessage: APPROVE_ERROR,
  });
}

export function useApproveDoctor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveDoctor,
    onSuccess: (doctor, id) => {
      client.setQueryData(doctorKeys.one(id), doctor);
      return invalidateDoctors(client, id);
    },
  });
}
