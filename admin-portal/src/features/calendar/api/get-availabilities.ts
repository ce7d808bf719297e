import { useCallback } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { Availability } from '../../../lib/api-types';
import { calendarKeys } from './keys';

export type { Availability };

export const AVAILABILITY_ERROR = 'Failed to fetch working hours';

/** GET /api/doctor/availability/{doctorId}: a doctor's working hours and booking rules. */
export function getAvailability(doctorId: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>(`/api/doctor/availability/${encodeURIComponent(doctorId)}`, {
    signal,
    fallbackMessage: AVAILABILITY_ERROR,
  });
}

export interface Availabilities {
  /** The working hours of each doctor that answered. */
  byDoctor: Map<string, Availability>;
  /** Doctors whose hours could not be fetched. */
  failed: string[];
  /** Every doctor has answered (or failed). */
  settled: boolean;
  retry: () => void;
}

/** The working hours of every doctor shown, one request each (kept for the session). */
export function useAvailabilities(doctorIds: readonly string[]): Availabilities {
  // Stable for the same doctors, so the answer keeps its identity between renders.
  const combine = useCallback(
    (results: UseQueryResult<Availability>[]) => {
      const byDoctor = new Map<string, Availability>();
      const failed: string[] = [];
      results.forEach((result, i) => {
        if (result.data) byDoctor.set(doctorIds[i]!, result.data);
        else if (result.isError) failed.push(doctorIds[i]!);
      });
      return {
        byDoctor,
        failed,
        settled: results.every((r) => !r.isPending),
        retry: () => results.forEach((r) => r.isError && void r.refetch()),
      };
    },
    [doctorIds],
  );
  return useQueries({
    queries: doctorIds.map((doctorId) => ({
      queryKey: calendarKeys.availability(doctorId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getAvailability(doctorId, signal),
      staleTime: 5 * 60_000,
    })),
    combine,
  });
}
