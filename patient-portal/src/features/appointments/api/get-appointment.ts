import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';

export const appointmentKey = (id: string) => [...queryRoots.appointment, id] as const;

/**
 * GET /api/appointment/get/{id}. Not found, not the patient's own, or not an id at all: the
 * server answers 404 (or 400), shown as 'Appointment not found.' (spec §8).
 */
export async function getAppointment(id: string, signal?: AbortSignal): Promise<Appointment> {
  try {
    return await apiRequest<Appointment>(`/api/appointment/get/${encodeURIComponent(id)}`, {
      signal,
      fallbackMessage: 'Failed to fetch appointment',
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new ApiError(404, APPOINTMENT_NOT_FOUND);
    }
    throw error;
  }
}

export function useAppointment(id: string) {
  return useQuery({
    queryKey: appointmentKey(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
  });
}
