import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment, AppointmentStatus } from '../../../lib/api-types';
import { appointmentKeys, invalidateAppointments } from './keys';

/** PATCH /api/appointment/status/{id}: the server enforces the life cycle (409 otherwise). */
export function changeAppointmentStatus(id: string, status: AppointmentStatus) {
  return apiRequest<Appointment>(`/api/appointment/status/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    fallbackMessage: 'Failed to update the appointment status',
  });
}

export function useChangeAppointmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AppointmentStatus }) =>
      changeAppointmentStatus(id, status),
    onSuccess: (appointment) => {
      client.setQueryData(appointmentKeys.one(appointment._id), appointment);
      return invalidateAppointments(client, appointment._id);
    },
  });
}
