import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryRoots } from '@careconnect/shared-ui';
import type { AvailabilityBody, SaveAvailabilityResult } from '../types';
import { scheduleKeys } from './keys';

export const AVAILABILITY_SAVE_ERROR = 'Failed to save the availability.';

/** PUT /api/doctor/availability/{doctorId}: 400 with a sentence when the hours do not add up. */
export function saveAvailability(
  doctorId: string,
  body: AvailabilityBody,
): Promise<SaveAvailabilityResult> {
  return apiRequest<SaveAvailabilityResult>(
    `/api/doctor/availability/${encodeURIComponent(doctorId)}`,
    { method: 'PUT', body, fallbackMessage: AVAILABILITY_SAVE_ERROR },
  );
}

export function useSaveAvailability(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityBody) => saveAvailability(doctorId, body),
    onSuccess: (result) => {
      client.setQueryData(scheduleKeys.availability(doctorId), result.availability);
      // New hours, new slots.
      void client.invalidateQueries({ queryKey: queryRoots.slots });
      void client.invalidateQueries({ queryKey: queryRoots.doctorSlots });
    },
  });
}
