import { useRef, useState } from 'react';
import { Button, ConfirmDialog, errorMessage, notify } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { doctorName } from '../../../lib/format';
import { useAnswerProposal, type ProposalAnswer } from '../api/answer-proposal';

export const DECLINE_QUESTION =
  'Decline this appointment? The doctor is told, and they will not join your care team.';

export function acceptedToast(appointment: Appointment): string {
  return `Appointment accepted. ${doctorName(appointment.doctor)} is now in your care team.`;
}
export const DECLINED_TOAST = 'Appointment declined.';

/**
 * Accept or Decline a doctor's proposed appointment (instead of Cancel). Accepting confirms it
 * and lets the doctor see the patient's record, so the button says what it does; declining asks
 * first, as it cannot be undone.
 */
export function ProposalButtons({
  appointment,
  what,
}: {
  appointment: Appointment;
  /** Names the appointment for screen readers, e.g. 'appointment with Dr. Smith on …'. */
  what?: string;
}) {
  const answer = useAnswerProposal();
  const [declining, setDeclining] = useState(false);
  // A double click answers once: the mutation's pending state arrives after the second click.
  const sending = useRef(false);

  const send = (status: ProposalAnswer) => {
    if (sending.current) return;
    sending.current = true;
    answer.mutate(
      { id: appointment._id, status },
      {
        onSuccess: () =>
          notify.success(status === 'confirmed' ? acceptedToast(appointment) : DECLINED_TOAST),
        onError: (error) =>
          notify.error(
            errorMessage(
              error,
              status === 'confirmed'
                ? 'Failed to accept the appointment.'
                : 'Failed to decline the appointment.',
            ),
          ),
        onSettled: () => {
          sending.current = false;
          setDeclining(false);
        },
      },
    );
  };

  return (
    <>
      <Button
        onClick={() => send('confirmed')}
        disabled={answer.isPending}
        loading={answer.isPending && answer.variables?.status === 'confirmed'}
        aria-label={what ? `Accept ${what}` : undefined}
      >
        Accept
      </Button>
      <Button
        variant="secondary"
        onClick={() => setDeclining(true)}
        disabled={answer.isPending}
        aria-label={what ? `Decline ${what}` : undefined}
      >
        Decline
      </Button>
      <ConfirmDialog
        open={declining}
        title="Decline appointment"
        message={DECLINE_QUESTION}
        confirmLabel="Decline Appointment"
        cancelLabel="Keep Appointment"
        busy={answer.isPending}
        onConfirm={() => send('declined')}
        onCancel={() => setDeclining(false)}
      />
    </>
  );
}
