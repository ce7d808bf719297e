import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@careconnect/shared-ui';

export interface PatientListFilter {
  page: number;
  q: string;
  limit: number;
}

export const patientKeys = {
  all: ['patients'] as const,
  list: (filter: PatientListFilter) => ['patients', 'list', filter] as const,
  one: (id: string) => ['patient', id] as const,
};

/** After deleting a patient: the lists, the figures, and the appointments (upcoming ones cancelled). */
export function invalidatePatients(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: patientKeys.all }),
    client.invalidateQueries({ queryKey: queryRoots.stats }),
    client.invalidateQueries({ queryKey: queryRoots.appointments }),
    client.invalidateQueries({ queryKey: ['reports'] }),
  ]);
}
