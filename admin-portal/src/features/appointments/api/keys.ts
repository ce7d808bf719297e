import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '../../../lib/api-types';

export interface AppointmentListFilter {
  page: number;
  q: string;
  status: AppointmentStatus | '';
  from: string;
  to: string;
}

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (filter: AppointmentListFilter) => ['appointments', 'list', filter] as const,
  byPatient: (patientId: string) => ['appointments', 'byPatient', patientId] as const,
  one: (id: string) => ['appointment', id] as const,
};

/** After any appointment change: every list, the record, the dashboard and report figures, the slots. */
export function invalidateAppointments(client: QueryClient, id?: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    id ? client.invalidateQueries({ queryKey: appointmentKeys.one(id) }) : undefined,
    client.invalidateQueries({ queryKey: ['stats'] }),
    client.invalidateQueries({ queryKey: ['reports'] }),
    client.invalidateQueries({ queryKey: ['slots'] }),
  ]);
}
