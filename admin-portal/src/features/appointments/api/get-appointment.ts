import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

export const APPOINTMENT_ERROR = 'Failed to fetch appointment';

/** GET /api/appointment/get/{id} */
export function getAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  return apiRequest<Appointment>(`/api/appointment/get/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: APPOINTMENT_ERROR,
  });
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentKeys.one(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
  });
}
