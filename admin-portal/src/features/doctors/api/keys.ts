import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@careconnect/shared-ui';

export type ApprovalFilter = '' | 'approved' | 'waiting' | 'rejected';

export interface DoctorListFilter {
  page: number;
  q: string;
  approval: ApprovalFilter;
  limit: number;
}

export const doctorKeys = {
  all: ['doctors'] as const,
  list: (filter: DoctorListFilter) => ['doctors', 'list', filter] as const,
  one: (id: string) => ['doctor', id] as const,
  stats: (id: string) => [...queryRoots.stats, 'doctor', id] as const,
};

/** After approving, rejecting or deleting a doctor: the lists, the record, the figures, the appointments. */
export function invalidateDoctors(client: QueryClient, id?: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: doctorKeys.all }),
    id ? client.invalidateQueries({ queryKey: doctorKeys.one(id) }) : undefined,
    client.invalidateQueries({ queryKey: queryRoots.stats }),
    client.invalidateQueries({ queryKey: queryRoots.appointments }),
    client.invalidateQueries({ queryKey: ['reports'] }),
  ]);
}
