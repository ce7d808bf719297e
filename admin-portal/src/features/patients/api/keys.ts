import type { QueryClient } from '@tanstack/react-query';

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
    client.invalidateQueries({ queryKey: ['stats'] }),
    client.invalidateQueries({ queryKey: ['appointments'] }),
    client.invalidateQueries({ queryKey: ['reports'] }),
  ]);
}
