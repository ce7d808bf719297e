import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { VisitNote } from '../../../lib/api-types';

export const visitNoteKey = (appointmentId: string) => ['visit-note', appointmentId] as const;

const noteUrl = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/note`;

/** GET /api/appointments/{id}/note: the note and its addenda (the read is audited). */
export function getVisitNote(appointmentId: string, signal?: AbortSignal): Promise<VisitNote> {
  return apiRequest<VisitNote>(noteUrl(appointmentId), {
    signal,
    fallbackMessage: 'Failed to fetch the visit note',
  });
}

export function useVisitNote(appointmentId: string, enabled = true) {
  return useQuery({
    queryKey: visitNoteKey(appointmentId),
    queryFn: ({ signal }) => getVisitNote(appointmentId, signal),
    enabled,
    // Patient data: read when asked, not kept for later.
    gcTime: 0,
    // The editor holds what the doctor types; a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });
}

export { noteUrl };
