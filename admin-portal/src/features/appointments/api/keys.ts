import type { QueryClient } from '@tanstack/react-query';
import type { AppointmentStatus } from '../../../lib/api-types';
import { queryRoots } from '@careconnect/shared-ui';

export interface AppointmentListFilter {
  page: number;
  q: string;
  status: AppointmentStatus | '';
  from: string;
  to: string;
}

export const appointmentKeys = {
  all: queryRoots.appointments,
  list: (filter: AppointmentListFilter) => [...queryRoots.appointments, 'list', filter] as const,
  byPatient: (patientId: string) => [...queryRoots.appointments, 'byPatient', patientId] as const,
  one: (id: string) => [...queryRoots.appointment, id] as const,
};

/** After any appointment change: every list, the record, the dashboard and report figures, the slots. */
export function invalidateAppointments(client: QueryClient, id?: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    id ? client.invalidateQueries({ queryKey: appointmentKeys.one(id) }) : undefined,
    client.invalidateQueries({ queryKey: queryRoots.stats }),
    client.invalidateQueries({ queryKey: ['reports'] }),
    client.invalidateQueries({ queryKey: queryRoots.slots }),
  ]);
}
