import type { QueryClient } from '@tanstack/react-query';

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
  all: ['appointments'] as const,
  byDoctor: (doctorId: string, query: AppointmentsQuery) =>
    ['appointments', 'byDoctor', doctorId, query] as const,
  byPatient: (patientId: string) => ['appointments', 'byPatient', patientId] as const,
  one: (id: string) => ['appointment', id] as const,
};

/** After any appointment change: the lists, the record, the figures, the patients and the slots. */
export function invalidateAppointments(client: QueryClient, id?: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    id ? client.invalidateQueries({ queryKey: appointmentKeys.one(id) }) : undefined,
    client.invalidateQueries({ queryKey: ['stats'] }),
    client.invalidateQueries({ queryKey: ['patients'] }),
    client.invalidateQueries({ queryKey: ['slots'] }),
  ]);
}
