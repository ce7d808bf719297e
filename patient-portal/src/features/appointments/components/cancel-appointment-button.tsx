import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  notify,
  type ButtonVariant,
} from '@careconnect/shared-ui';
import { useCancelAppointment } from '../api/cancel-appointment';

/** Spec §2: patients cancel (instead of update), always after this question. */
export const CANCEL_QUESTION = 'Are you sure you want to cancel this appointment?';
export const CANCELLED_TOAST = 'Appointment cancelled.';

export interface CancelAppointmentButtonProps {
  appointmentId: string;
  /** Names the appointment for screen readers, e.g. 'Cancel appointment with Dr. Smith'. */
  accessibleLabel?: string;
  variant?: ButtonVariant;
  /** Ask the question at once (a link from an email asked for it). */
  defaultOpen?: boolean;
  /** What is cancelled, shown under the question: the doctor, the day and the time. */
  what?: string;
}

/** Cancel, confirmed in the kit's dialog; the lists and figures refresh after it. */
export function CancelAppointmentButton({
  appointmentId,
  accessibleLabel,
  variant = 'danger',
  defaultOpen = false,
  what,
}: CancelAppointmentButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const cancel = useCancelAppointment();

  const confirm = () => {
    cancel.mutate(appointmentId, {
      onSuccess: () => {
        setOpen(false);
        notify.success(CANCELLED_TOAST);
      },
      onError: (error) => {
        setOpen(false);
        notify.error(errorMessage(error, 'Failed to cancel appointment'));
      },
    });
  };

  return (
    <>
      <Button variant={variant} aria-label={accessibleLabel} onClick={() => setOpen(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel appointment"
        message={
          what ? (
            <>
              {CANCEL_QUESTION}
              <br />
              <strong>{what}</strong>
            </>
          ) : (
            CANCEL_QUESTION
          )
        }
        confirmLabel="Cancel Appointment"
        cancelLabel="Keep Appointment"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
