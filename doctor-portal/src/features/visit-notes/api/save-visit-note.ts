import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { NotePart, SaveNoteBody, VisitNote } from '../../../lib/api-types';
import { noteUrl, visitNoteKey } from './get-visit-note';

/** PUT /api/appointments/{id}/note: the draft as typed; 409 when `version` is not the stored one. */
export function saveVisitNote(appointmentId: string, body: SaveNoteBody): Promise<VisitNote> {
  return apiRequest<VisitNote>(noteUrl(appointmentId), {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the visit note',
  });
}

/** POST …/note/sign: locks the note at the version the doctor saw. */
export function signVisitNote(appointmentId: string, version: number): Promise<VisitNote> {
  return apiRequest<VisitNote>(`${noteUrl(appointmentId)}/sign`, {
    method: 'POST',
    body: { version },
    fallbackMessage: 'Failed to sign the visit note',
  });
}

/** POST …/note/addenda: a dated addendum to one part of a signed note. */
export function addAddendum(
  appointmentId: string,
  body: { part: NotePart; text: string },
): Promise<VisitNote> {
  return apiRequest<VisitNote>(`${noteUrl(appointmentId)}/addenda`, {
    method: 'POST',
    body,
    fallbackMessage: 'Failed to add the addendum',
  });
}

/** POST …/note/not-needed: the visit needs no note, and why. */
export function markNoNoteNeeded(appointmentId: string, reason: string): Promise<VisitNote> {
  return apiRequest<VisitNote>(`${noteUrl(appointmentId)}/not-needed`, {
    method: 'POST',
    body: { reason },
    fallbackMessage: 'Failed to record that no note is needed',
  });
}

/** The note's changes other than the draft: each answer replaces the cached note. */
export function useNoteAction<A>(
  appointmentId: string,
  action: (appointmentId: string, args: A) => Promise<VisitNote>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => action(appointmentId, args),
    onSuccess: (note) => client.setQueryData(visitNoteKey(appointmentId), note),
  });
}
