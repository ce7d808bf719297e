import type { QueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@careconnect/shared-ui';
import { getVisitNote, visitNoteKey } from '../../visit-notes/api/get-visit-note';
import { CompletePrompt } from '../../visit-notes/components/complete-prompt';

/** Whether the visit's note is signed, or recorded as not needed (read afresh: Complete asks). */
export async function noteIsSettled(client: QueryClient, appointmentId: string): Promise<boolean> {
  const note = await client.fetchQuery({
    queryKey: visitNoteKey(appointmentId),
    queryFn: ({ signal }) => getVisitNote(appointmentId, signal),
    staleTime: 0,
  });
  return note.status === 'signed' || note.status === 'notNeeded';
}

export interface StatusDialogsProps {
  appointmentId: string;
  /** Complete was asked for and the visit has no signed note. */
  prompting: boolean;
  /** Cancel was asked for. */
  confirmingCancel: boolean;
  /** A status change is on its way. */
  busy: boolean;
  onComplete: () => void;
  onClosePrompt: () => void;
  onConfirmCancel: () => void;
  onKeep: () => void;
}

/**
 * What a status change may ask before it is sent: the note prompt of Complete, the question of
 * Cancel. A chunk of its own (see loadStatusDialogs): only a click opens either.
 */
export function StatusDialogs({
  appointmentId,
  prompting,
  confirmingCancel,
  busy,
  onComplete,
  onClosePrompt,
  onConfirmCancel,
  onKeep,
}: StatusDialogsProps) {
  return (
    <>
      <CompletePrompt
        appointmentId={appointmentId}
        open={prompting}
        busy={busy}
        onComplete={onComplete}
        onClose={onClosePrompt}
      />
      <ConfirmDialog
        open={confirmingCancel}
        message="Are you sure you want to cancel this appointment?"
        confirmLabel="Cancel Appointment"
        cancelLabel="Keep Appointment"
        busy={busy}
        onConfirm={onConfirmCancel}
        onCancel={onKeep}
      />
    </>
  );
}
