import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { AppointmentSettings } from '../../../lib/api-types';

const settingsKey = ['appointment-settings'] as const;

/** GET /api/appointment/settings: the clinic's cancellation notice. */
export function useAppointmentSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiRequest<AppointmentSettings>('/api/appointment/settings', {
        signal,
        fallbackMessage: 'Failed to fetch the appointment settings',
      }),
  });
}

/** PUT /api/appointment/settings (administrators). */
export function useSaveAppointmentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AppointmentSettings) =>
      apiRequest<AppointmentSettings>('/api/appointment/settings', {
        method: 'PUT',
        body: settings,
        fallbackMessage: 'Failed to save the appointment settings',
      }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
