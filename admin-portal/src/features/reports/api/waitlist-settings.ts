import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { WaitlistSettings } from '../../../lib/api-types';

export const waitlistSettingsKey = [...queryRoots.waitlist, 'settings'] as const;

/** GET /api/waitlist/settings: how long an offer waits, how many go out at once. */
export function getWaitlistSettings(signal?: AbortSignal): Promise<WaitlistSettings> {
  return apiRequest<WaitlistSettings>('/api/waitlist/settings', {
    signal,
    fallbackMessage: 'Failed to fetch the offer settings',
  });
}

export function useWaitlistSettings() {
  return useQuery({
    queryKey: waitlistSettingsKey,
    queryFn: ({ signal }) => getWaitlistSettings(signal),
  });
}

/** PUT /api/waitlist/settings. */
export function useSaveWaitlistSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistSettings) =>
      apiRequest<WaitlistSettings>('/api/waitlist/settings', {
        method: 'PUT',
        body,
        fallbackMessage: 'Failed to save the offer settings',
      }),
    onSuccess: (saved) => queryClient.setQueryData(waitlistSettingsKey, saved),
  });
}
