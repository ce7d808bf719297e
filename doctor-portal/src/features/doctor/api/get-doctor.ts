import { useQuery } from '@tanstack/react-query';
import { apiRequest, useSession } from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';

export const doctorKey = (userId: string | null) => ['doctor', 'byUser', userId] as const;

/** GET /api/doctor/getDoctorByUser/{userId}: the doctor record of a user. */
export function getDoctorByUser(userId: string, signal?: AbortSignal): Promise<Doctor> {
  return apiRequest<Doctor>(`/api/doctor/getDoctorByUser/${encodeURIComponent(userId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch doctor information.',
  });
}

/** The signed-in doctor's record (its `_id` is what the doctor's lists are keyed by). */
export function useCurrentDoctor() {
  const userId = useSession((state) => state.userId);
  return useQuery({
    queryKey: doctorKey(userId),
    enabled: Boolean(userId),
    queryFn: ({ signal }) => getDoctorByUser(userId as string, signal),
  });
}
