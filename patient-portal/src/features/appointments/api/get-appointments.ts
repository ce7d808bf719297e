import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';

export interface AppointmentListParams {
  page: number;
  limit: number;
  q?: string;
}

/** Every appointment list of this area starts with this key (mutations invalidate it). */
export const appointmentsKey = ['appointments'] as const;
export const patientAppointmentsKey = (patientId: string, params: AppointmentListParams) =>
  [...appointmentsKey, 'byPatient', patientId, params] as const;

/** GET /api/appointment/byPatient/{patientId}?page&limit&q: newest first, total in X-Total-Count. */
export function getAppointments(
  patientId: string,
  { page, limit, q }: AppointmentListParams,
  signal?: AbortSignal,
) {
  return apiRequestWithTotal<Appointment[]>(
    `/api/appointment/byPatient/${encodeURIComponent(patientId)}`,
    { query: { page, limit, q }, signal, fallbackMessage: 'Failed to fetch appointments' },
  );
}

export function useAppointments(patientId: string, params: AppointmentListParams) {
  return useQuery({
    queryKey: patientAppointmentsKey(patientId, params),
    queryFn: ({ signal }) => getAppointments(patientId, params, signal),
    placeholderData: keepPreviousData,
  });
}
