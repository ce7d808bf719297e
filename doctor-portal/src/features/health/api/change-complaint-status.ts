import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { ComplaintStatus, HealthComplaint } from '../../../lib/api-types';

/** PATCH /api/health/status/{id}: the patient is notified of the new status. */
export function changeComplaintStatus(id: string, status: ComplaintStatus) {
  return apiRequest<HealthComplaint>(`/api/health/status/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    fallbackMessage: 'Failed to update the health issue',
  });
}

export function useChangeComplaintStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ComplaintStatus }) =>
      changeComplaintStatus(id, status),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['health'] }),
        client.invalidateQueries({ queryKey: queryRoots.stats }),
      ]),
  });
}
