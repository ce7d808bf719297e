import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, useSession } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';

/** Spec §8: what list screens say without a session, and without a patient record. */
export const NOT_AUTHENTICATED = 'User not authenticated';
export const PATIENT_NOT_FOUND = 'Patient not found.';

export const patientByUserKey = (userId: string) => ['patient', 'byUser', userId] as const;

/** GET /api/patient/getPatientByUser/{userId}: an array, the first element is the record. */
export async function getPatientByUser(userId: string, signal?: AbortSignal): Promise<Patient> {
  let patients: Patient[];
  try {
    patients = await apiRequest<Patient[]>(
      `/api/patient/getPatientByUser/${encodeURIComponent(userId)}`,
      { signal, fallbackMessage: 'Failed to fetch patient data.' },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new ApiError(404, PATIENT_NOT_FOUND);
    throw error;
  }
  const patient = Array.isArray(patients) ? patients[0] : undefined;
  if (!patient?._id) throw new ApiError(404, PATIENT_NOT_FOUND);
  return patient;
}

/**
 * The query of a user's patient record. It never changes during a session, so it is fetched once
 * and kept in the query cache (memory only).
 */
export function patientByUserQuery(userId: string) {
  return {
    queryKey: patientByUserKey(userId),
    staleTime: Infinity,
    queryFn: ({ signal }: { signal?: AbortSignal }) => getPatientByUser(userId, signal),
  };
}

/** The signed-in patient's record (its `_id` is what the patient routes take). */
export function usePatientByUser() {
  const userId = useSession((state) => state.userId);
  const token = useSession((state) => state.token);
  const query = useQuery({
    ...patientByUserQuery(userId ?? ''),
    enabled: Boolean(userId && token),
  });
  return { ...query, signedIn: Boolean(userId && token) };
}
