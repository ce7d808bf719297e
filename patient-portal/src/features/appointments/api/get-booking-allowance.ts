import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { BookingAllowance } from '../../../lib/api-types';
import { appointmentsKey } from './get-appointments';

// Under the appointments key: a booking or a cancellation asks for it again.
export const bookingAllowanceKey = (doctorId: string) =>
  [...appointmentsKey, 'allowance', doctorId] as const;

/** GET /api/doctor/availability/{doctorId}/allowance: the doctor's cap and one's own upcoming. */
export function getBookingAllowance(
  doctorId: string,
  signal?: AbortSignal,
): Promise<BookingAllowance> {
  return apiRequest<BookingAllowance>(
    `/api/doctor/availability/${encodeURIComponent(doctorId)}/allowance`,
    { signal, fallbackMessage: 'Could not load your appointments with this doctor' },
  );
}

export function useBookingAllowance(doctorId: string) {
  return useQuery({
    queryKey: bookingAllowanceKey(doctorId),
    queryFn: ({ signal }) => getBookingAllowance(doctorId, signal),
    enabled: doctorId !== '',
  });
}
