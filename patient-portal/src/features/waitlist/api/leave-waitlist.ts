import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import { waitlistKeys } from './get-waitlist';

/** DELETE /api/waitlist/{id}: stop waiting. */
export function leaveWaitlist(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/waitlist/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to leave the waitlist',
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.entries }),
  });
}
