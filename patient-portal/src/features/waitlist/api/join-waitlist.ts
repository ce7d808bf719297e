import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { JoinWaitlistBody, WaitlistEntry } from '../../../lib/api-types';
import { waitlistKeys } from './get-waitlist';

/** POST /api/waitlist: wait for a doctor's (or a specialization's) time, or an earlier one. */
export function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>('/api/waitlist', {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to join the waitlist',
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.entries }),
  });
}
