import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal, queryRoots } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';

export const PATIENT_APPOINTMENTS_PAGE_SIZE = 5;

/** GET /api/appointment/byPatient/{patientId}?page&limit: newest first. */
export async function getPatientAppointments(
  patientId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ appointments: Appointment[]; total: number }> {
  const { data, total } = await apiRequestWithTotal<Appointment[]>(
    `/api/appointment/byPatient/${encodeURIComponent(patientId)}`,
    {
      signal,
      query: { page, limit: PATIENT_APPOINTMENTS_PAGE_SIZE },
      fallbackMessage: 'Failed to fetch appointments',
    },
  );
  return { appointments: data, total };
}

export function usePatientAppointments(patientId: string, page: number) {
  return useQuery({
    // Under 'appointments' so that every appointment change refreshes it.
    queryKey: [...queryRoots.appointments, 'byPatient', patientId, page],
    queryFn: ({ signal }) => getPatientAppointments(patientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
