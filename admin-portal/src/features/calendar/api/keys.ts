import { queryRoots } from '@careconnect/shared-ui';

export const calendarKeys = {
  /** Under 'appointments': every change to an appointment refreshes the calendar too. */
  appointments: (from: string, to: string) =>
    [...queryRoots.appointments, 'calendar', { from, to }] as const,
  /** Under 'doctors': approving or deleting a doctor refreshes the columns. */
  doctors: ['doctors', 'calendar'] as const,
  availability: (doctorId: string) => ['availability', doctorId] as const,
  /** Under 'slots': refreshed with the other slot lists after a booking. */
  freeSlots: (doctorId: string, from: string, to: string) =>
    [...queryRoots.slots, doctorId, { from, to }] as const,
};
