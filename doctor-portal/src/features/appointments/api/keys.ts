import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@careconnect/shared-ui';

/** One list of the doctor's: a page, a search, and a span of days in an order. */
export interface AppointmentsQuery {
  page: number;
  q: string;
  /** First and last day ('YYYY-MM-DD'), both included. */
  from?: string;
  to?: string;
  /** By start: 'soonest' (what comes next) or 'latest' (what was last); else newest date first. */
  order?: 'soonest' | 'latest';
  limit?: number;
}

export const appointmentKeys = {
  all: queryRoots.appointments,
  byDoctor: (doctorId: string, query: AppointmentsQuery) =>
    [...queryRoots.appointments, 'byDoctor', doctorId, query] as const,
  byPatient: (patientId: string) => [...queryRoots.appointments, 'byPatient', patientId] as const,
  one: (id: string) => [...queryRoots.appointment, id] as const,
};

/** After any appointment change: the lists, the record, the figures, the patients and the slots. */
export function invalidateAppointments(client: QueryClient, id?: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    id ? client.invalidateQueries({ queryKey: appointmentKeys.one(id) }) : undefined,
    client.invalidateQueries({ queryKey: queryRoots.stats }),
    client.invalidateQueries({ queryKey: ['patients'] }),
    client.invalidateQueries({ queryKey: queryRoots.slots }),
  ]);
}
