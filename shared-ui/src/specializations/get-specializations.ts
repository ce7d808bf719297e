import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui/core';

/** An entry of the clinic's list (GET /api/specializations). */
export interface Specialization {
  _id: string;
  name: string;
  retired: boolean;
  /** How many doctors hold it (0 unless the reader is an administrator). */
  doctors: number;
  createdAt: string;
  updatedAt: string;
}

export const SPECIALIZATIONS_LOAD_ERROR = 'Failed to load the specializations.';

export const specializationKeys = {
  all: ['specializations'] as const,
  list: (retired: boolean) => ['specializations', retired ? 'all' : 'offered'] as const,
};

/** GET /api/specializations: A–Z; with `retired`, the retired ones too (administrators). */
export function getSpecializations(retired = false, signal?: AbortSignal) {
  return apiRequest<Specialization[]>('/api/specializations', {
    signal,
    query: retired ? { all: true } : undefined,
    fallbackMessage: SPECIALIZATIONS_LOAD_ERROR,
  });
}

/** The list doctors choose from and patients search by (the one list the clinic keeps). */
export function useSpecializations({
  retired = false,
  enabled = true,
}: { retired?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: specializationKeys.list(retired),
    queryFn: ({ signal }) => getSpecializations(retired, signal),
    staleTime: 60_000,
    enabled,
  });
}

/** The offered names as select options, keeping a value the list no longer offers. */
export function specializationOptions(
  list: readonly Specialization[] | undefined,
  current = '',
): { value: string; label: string }[] {
  const names = (list ?? []).filter((entry) => !entry.retired).map((entry) => entry.name);
  if (current && !names.includes(current)) names.unshift(current);
  return names.map((name) => ({ value: name, label: name }));
}
