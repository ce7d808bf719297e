import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@careconnect/shared-ui';
import type { FollowUpBody, VisitNote } from '../../../lib/api-types';
import { pendingFollowUpsKey } from './get-pending-follow-ups';
import { visitNoteKey } from './get-visit-note';
const followUpUrl = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/follow-up`;

/** PUT /api/appointments/{id}/follow-up: in some weeks or on a date, and the kind of visit. */
export function askFollowUp(appointmentId: string, body: FollowUpBody): Promise<VisitNote> {
  return apiRequest<VisitNote>(followUpUrl(appointmentId), {
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to ask for the follow-up',
  });
}

export function removeFollowUp(appointmentId: string): Promise<VisitNote> {
  return apiRequest<VisitNote>(followUpUrl(appointmentId), {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove the follow-up',
  });
}

export function useFollowUpChange(appointmentId: string) {
  const client = useQueryClient();
  const done = (note: VisitNote) => {
    client.setQueryData(visitNoteKey(appointmentId), note);
    return client.invalidateQueries({ queryKey: pendingFollowUpsKey });
  };
  return {
    ask: useMutation({
      mutationFn: (body: FollowUpBody) => askFollowUp(appointmentId, body),
      onSuccess: done,
    }),
    remove: useMutation({ mutationFn: () => removeFollowUp(appointmentId), onSuccess: done }),
  };
}
