import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Patient } from '../../../lib/api-types';

/** The most patients one request returns (the server's page limit). */
export const BOOKING_PATIENTS_LIMIT = 200;

export const allPatientsKey = ['patients', 'all'] as const;

/** GET /api/patient/all: a doctor gets the names of every patient, to book or give a plan. */
export function getAllPatients(signal?: AbortSignal): Promise<Patient[]> {
  return apiRequest<Patient[]>('/api/patient/all', {
    signal,
    query: { limit: BOOKING_PATIENTS_LIMIT },
    fallbackMessage: 'Failed to load patients or doctors',
  });
}

export function useAllPatients() {
  return useQuery({ queryKey: allPatientsKey, queryFn: ({ signal }) => getAllPatients(signal) });
}
