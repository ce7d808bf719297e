import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal, queryRoots, useSession } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';

export interface AppointmentListParams {
  page: number;
  limit: number;
  q?: string;
  /** First and last day ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
  /**
   * 'upcoming': plans (pending, confirmed, proposed) from `today`; 'past': everything else, so a
   * cancelled or declined visit is history whatever its date.
   */
  when?: 'upcoming' | 'past';
  /** The patient's today ('YYYY-MM-DD'), where `when` splits. */
  today?: string;
  /** By start: 'soonest' (what comes next) or 'latest' (what was last); else newest date first. */
  order?: 'soonest' | 'latest';
}

/** Every appointment list of this area starts with this key (mutations invalidate it). */
export const appointmentsKey = queryRoots.appointments;
export const patientAppointmentsKey = (patientId: string, params: AppointmentListParams) =>
  [...appointmentsKey, 'byPatient', patientId, params] as const;
export const myAppointmentsKey = (userId: string, params: AppointmentListParams) =>
  [...appointmentsKey, 'byUser', userId, params] as const;

/** One page of an appointment list at `path`, with its total (X-Total-Count). */
function getList(
  path: string,
  { page, limit, q, from, to, when, today, order }: AppointmentListParams,
  signal?: AbortSignal,
) {
  return apiRequestWithTotal<Appointment[]>(path, {
    query: { page, limit, q, from, to, when, today, order },
    signal,
    fallbackMessage: 'Failed to fetch appointments',
  });
}

/**
 * GET /api/appointment/byPatient/{patientId}?page&limit&q&from&to&when&today&order: total in
 * X-Total-Count.
 */
export function getAppointments(
  patientId: string,
  params: AppointmentListParams,
  signal?: AbortSignal,
) {
  return getList(`/api/appointment/byPatient/${encodeURIComponent(patientId)}`, params, signal);
}

export function useAppointments(patientId: string, params: AppointmentListParams) {
  return useQuery({
    queryKey: patientAppointmentsKey(patientId, params),
    queryFn: ({ signal }) => getAppointments(patientId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/appointment/byUser/{userId}: the same list, addressed by the signed-in user, so it can
 * be asked for before the patient's record has been looked up (one round less before the
 * dashboard's next appointment).
 */
export function getMyAppointments(
  userId: string,
  params: AppointmentListParams,
  signal?: AbortSignal,
) {
  return getList(`/api/appointment/byUser/${encodeURIComponent(userId)}`, params, signal);
}

/** The query of a user's appointments. */
export function myAppointmentsQuery(userId: string, params: AppointmentListParams) {
  return {
    queryKey: myAppointmentsKey(userId, params),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getMyAppointments(userId, params, signal),
  };
}

/** The signed-in patient's appointments (off without a session). */
export function useMyAppointments(params: AppointmentListParams) {
  const userId = useSession((state) => state.userId);
  const token = useSession((state) => state.token);
  return useQuery({
    ...myAppointmentsQuery(userId ?? '', params),
    enabled: Boolean(userId && token),
  });
}
