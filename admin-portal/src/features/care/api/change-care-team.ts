import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { CareMember, MessageResponse } from '../../../lib/api-types';
import { careKeys } from './keys';

/** POST /api/care/assign: puts an approved doctor in the patient's care team; both are told. */
export function assignDoctor(patient: string, doctor: string): Promise<CareMember> {
  return apiRequest<CareMember>('/api/care/assign', {
    method: 'POST',
    body: { patient, doctor },
    fallbackMessage: 'Failed to assign the doctor.',
  });
}

/**
 * DELETE /api/care/remove/{id}: the doctor's access ends at once and the patient's upcoming
 * appointments with them are cancelled.
 */
export function removeCareMember(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/care/remove/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove the doctor.',
  });
}

function refresh(client: QueryClient, patientId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: careKeys.team(patientId) }),
    // A removal cancels upcoming appointments with the doctor.
    client.invalidateQueries({ queryKey: queryRoots.appointments }),
    client.invalidateQueries({ queryKey: queryRoots.stats }),
  ]);
}

export function useAssignDoctor(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: string) => assignDoctor(patientId, doctorId),
    onSuccess: () => refresh(client, patientId),
  });
}

export function useRemoveCareMember(patientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCareMember,
    onSuccess: () => refresh(client, patientId),
  });
}
