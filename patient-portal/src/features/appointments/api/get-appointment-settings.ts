import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { AppointmentSettings } from '../../../lib/api-types';

/** GET /api/appointment/settings: the clinic's cancellation notice, shown before cancelling. */
export function getAppointmentSettings(signal?: AbortSignal): Promise<AppointmentSettings> {
  return apiRequest<AppointmentSettings>('/api/appointment/settings', {
    signal,
    fallbackMessage: 'Failed to fetch the clinic settings',
  });
}

export function useAppointmentSettings() {
  return useQuery({
    queryKey: ['appointment-settings'],
    queryFn: ({ signal }) => getAppointmentSettings(signal),
    // A setting an administrator rarely changes.
    staleTime: 10 * 60_000,
  });
}

/** The words of the notice (the server says the same). */
export function cancellationNoticeText(hours: number): string {
  return `Online cancelling closes ${hours === 1 ? '1 hour' : `${hours} hours`} before the appointment. After that, please call the clinic.`;
}

export function cancellingClosedText(hours: number): string {
  return `Online cancelling closed ${hours === 1 ? '1 hour' : `${hours} hours`} before the appointment. Please call the clinic to cancel.`;
}

/** Has the notice begun for an appointment starting at `start`? */
export function noticeBegun(hours: number, start: string | null | undefined, now = Date.now()) {
  if (hours === 0 || !start) return false;
  return Date.parse(start) - hours * 3_600_000 <= now;
}
