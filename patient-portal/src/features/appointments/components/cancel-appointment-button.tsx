import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  errorMessage,
  FormField,
  notify,
  Textarea,
  type ButtonVariant,
} from '@careconnect/shared-ui';
import { useCancelAppointment } from '../api/cancel-appointment';
import {
  cancellationNoticeText,
  noticeBegun,
  useAppointmentSettings,
} from '../api/get-appointment-settings';

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
  /** The appointment's start: within the clinic's notice there is no online cancelling. */
  start?: string | null;
}

/** Cancel, confirmed in the kit's dialog; the lists and figures refresh after it. */
export function CancelAppointmentButton({
  appointmentId,
  accessibleLabel,
  variant = 'danger',
  defaultOpen = false,
  what,
  start,
}: CancelAppointmentButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [reason, setReason] = useState('');
  const cancel = useCancelAppointment();
  const hours = useAppointmentSettings().data?.cancellationNoticeHours;
  // Read once when the button appears (the server decides in the end).
  const [now] = useState(() => Date.now());

  // Within the notice, before the start, the button is not offered: the screen says to call the
  // clinic instead. (After the start the server's answer says why.)
  if (hours !== undefined && noticeBegun(hours, start, now) && start && Date.parse(start) > now)
    return null;

  const confirm = () => {
    cancel.mutate(
      { id: appointmentId, reason },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          notify.success(CANCELLED_TOAST);
        },
        onError: (error) => {
          setOpen(false);
          notify.error(errorMessage(error, 'Failed to cancel appointment'));
        },
      },
    );
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
      >
        {hours ? <p>{cancellationNoticeText(hours)}</p> : null}
        <FormField label="Reason (optional)">
          <Textarea
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
