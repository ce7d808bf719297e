import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { appointmentKeys } from './keys';

/** GET /api/appointment/byPatient/{patientId}: a doctor gets only their own with the patient. */
export function getPatientAppointments(patientId: string, signal?: AbortSignal) {
  return apiRequest<Appointment[]>(`/api/appointment/byPatient/${encodeURIComponent(patientId)}`, {
    signal,
    query: { limit: 200 },
    fallbackMessage: 'Failed to fetch appointments',
  });
}

export function usePatientAppointments(patientId: string) {
  return useQuery({
    queryKey: appointmentKeys.byPatient(patientId),
    queryFn: ({ signal }) => getPatientAppointments(patientId, signal),
  });
}
