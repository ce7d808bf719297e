import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequestWithTotal } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';

export const PATIENTS_PAGE_SIZE = 10;

export const doctorPatientsKey = (doctorId: string, page: number, q: string) =>
  ['patients', 'ofDoctor', doctorId, { page, q }] as const;

/** GET /api/doctor/getDoctorPatients/{doctorId}: patients with an appointment or a plan from them. */
export async function getDoctorPatients(
  doctorId: string,
  { page, q, limit = PATIENTS_PAGE_SIZE }: { page: number; q: string; limit?: number },
  signal?: AbortSignal,
) {
  const { data, total } = await apiRequestWithTotal<Patient[]>(
    `/api/doctor/getDoctorPatients/${encodeURIComponent(doctorId)}`,
    {
      signal,
      query: { page, limit, q: q.trim() },
      fallbackMessage: 'Failed to fetch patient data.',
    },
  );
  return { patients: data, total };
}

export function useDoctorPatients(doctorId: string, page: number, q: string, limit?: number) {
  return useQuery({
    queryKey: [...doctorPatientsKey(doctorId, page, q.trim()), limit ?? PATIENTS_PAGE_SIZE],
    queryFn: ({ signal }) => getDoctorPatients(doctorId, { page, q, limit }, signal),
    placeholderData: keepPreviousData,
  });
}
