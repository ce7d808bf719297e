import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { CreateDoctorBody, DoctorRecord } from '../../../lib/contracts';

/** POST /api/doctor/create (signed-in doctor): the doctor record, waiting for approval. */
export function createDoctor(body: CreateDoctorBody): Promise<DoctorRecord> {
  return apiRequest<DoctorRecord>('/api/doctor/create', {
    method: 'POST',
    body,
    fallbackMessage: 'Could not save your details',
  });
}

export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDoctor,
    // The doctor lists (admin's approvals among them) now have one more entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  });
}
