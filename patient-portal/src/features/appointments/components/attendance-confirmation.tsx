import { Button, errorMessage, notify, StatusBadge } from '@careconnect/shared-ui';
import type { Appointment } from '../../../lib/api-types';
import { useConfirmAttendance } from '../api/confirm-attendance';

export const ATTENDANCE_CONFIRMED = 'Thank you: your appointment is confirmed.';
export const CONFIRMED_BY_YOU = 'Confirmed';

/** Whether the patient can still say they will come: a live appointment not yet begun. */
export function mayConfirmAttendance(appointment: Appointment, now = Date.now()): boolean {
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return false;
  return !appointment.start || Date.parse(appointment.start) > now;
}

/**
 * The patient's own confirmation that they will come (the reminders' Confirm link does the
 * same): a Confirm button, then 'Confirmed'. The doctor's confirmation is the status.
 */
export function AttendanceConfirmation({
  appointment,
  accessibleLabel,
}: {
  appointment: Appointment;
  accessibleLabel?: string;
}) {
  const confirm = useConfirmAttendance();
  if (appointment.patientConfirmedAt)
    return <StatusBadge tone="neutral">{CONFIRMED_BY_YOU}</StatusBadge>;
  if (!mayConfirmAttendance(appointment)) return null;
  return (
    <Button
      variant="secondary"
      aria-label={accessibleLabel}
      loading={confirm.isPending}
      onClick={() =>
        confirm.mutate(appointment._id, {
          onSuccess: () => notify.success(ATTENDANCE_CONFIRMED),
          onError: (error) =>
            notify.error(errorMessage(error, 'Failed to confirm the appointment')),
        })
      }
    >
      Confirm
    </Button>
  );
}
