import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@careconnect/shared-ui';

// Every slot list starts with the slots root, which the areas refresh after a booking.
export const scheduleKeys = {
  availability: (doctorId: string) => ['availability', doctorId] as const,
  freeSlots: (doctorId: string, from: string, to: string) =>
    [...queryRoots.slots, 'free', doctorId, from, to] as const,
  firstAvailable: (specialization: string, limit: number) =>
    [...queryRoots.slots, 'first-available', specialization, limit] as const,
};

/** After a booking, a move or a cancellation: the slots, the lists, the figures, the bell. */
export function invalidateSchedule(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      queryRoots.slots,
      queryRoots.doctorSlots,
      queryRoots.appointments,
      queryRoots.stats,
      queryRoots.notifications,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
