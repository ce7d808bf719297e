import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKey } from './get-appointment';
import { appointmentsKey } from './get-appointments';

/** PATCH /api/appointment/patient-confirmation/{id}: the patient says they will come. */
export function confirmAttendance(id: string): Promise<Appointment> {
  return apiRequest<Appointment>(
    `/api/appointment/patient-confirmation/${encodeURIComponent(id)}`,
    { method: 'PATCH', fallbackMessage: 'Failed to confirm the appointment' },
  );
}

export function useConfirmAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAttendance,
    onSuccess: (appointment, id) => {
      queryClient.setQueryData(appointmentKey(id), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentsKey });
    },
  });
}
