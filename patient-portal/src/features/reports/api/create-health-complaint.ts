import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { CreateComplaintBody, HealthComplaint } from '../../../lib/api-types';
import { healthComplaintsKey } from './get-health-complaints';

/** POST /api/health/create { subject, description }: the signed-in patient's own complaint. */
export function createHealthComplaint(body: CreateComplaintBody): Promise<HealthComplaint> {
  return apiRequest<HealthComplaint>('/api/health/create', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to submit the report',
  });
}

export function useCreateHealthComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealthComplaint,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: healthComplaintsKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
    },
  });
}
