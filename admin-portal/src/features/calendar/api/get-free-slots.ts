import { apiRequest } from '@careconnect/shared-ui';
import type { FreeSlot } from '../../../lib/api-types';

/** GET /api/doctor/slots/{doctorId}?from&to: the free, bookable slots of these dates. */
export function getFreeSlots(
  doctorId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<FreeSlot[]> {
  return apiRequest<FreeSlot[]>(`/api/doctor/slots/${encodeURIComponent(doctorId)}`, {
    signal,
    query: { from, to },
  });
}
