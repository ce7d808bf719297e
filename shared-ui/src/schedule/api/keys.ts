import type { QueryClient } from '@tanstack/react-query';

// Every slot list starts with 'slots', the prefix the areas already refresh after a booking.
export const scheduleKeys = {
  availability: (doctorId: string) => ['availability', doctorId] as const,
  freeSlots: (doctorId: string, from: string, to: string) =>
    ['slots', 'free', doctorId, from, to] as const,
  firstAvailable: (specialization: string, limit: number) =>
    ['slots', 'first-available', specialization, limit] as const,
};

/** After a booking, a move or a cancellation: the slots, the lists, the figures, the bell. */
export function invalidateSchedule(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [['slots'], ['doctor-slots'], ['appointments'], ['stats'], ['notifications']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
