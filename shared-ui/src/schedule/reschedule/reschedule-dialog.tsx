import { useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  errorMessage,
  formatDate,
  formatInZone,
  isApiError,
  notify,
} from '@careconnect/shared-ui';
import { RESCHEDULE_ERROR, useRescheduleAppointment } from '../api/reschedule-appointment';
import { SlotPicker } from '../slot-picker/slot-picker';
import type { FreeSlot, ScheduledAppointment } from '../types';

export const RESCHEDULED_TOAST = 'Appointment rescheduled.';
export const CHOOSE_NEW_TIME = 'Choose a day and a free time first.';

const Current = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};

  strong {
    font-weight: 600;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

/** 'Tue 24 Nov 2026, 10:00 AM' in the doctor's zone, or the stored date and slot. */
export function currentTime(appointment: ScheduledAppointment): string {
  if (appointment.start && appointment.timeZone) {
    return formatInZone(appointment.start, appointment.timeZone);
  }
  return `${formatDate(appointment.date)}, ${appointment.timeSlot}`;
}

export interface RescheduleDialogProps<T extends ScheduledAppointment> {
  open: boolean;
  appointment: T;
  onClose: () => void;
  /** After the move (the toast is shown and the caches refreshed already). */
  onRescheduled?: (appointment: T) => void;
  /** Patients cannot look past the doctor's booking horizon. */
  limitToHorizon?: boolean;
}

/**
 * Moves an appointment to another free time of the same doctor: the month grid and the day's
 * times, then PATCH /api/appointment/reschedule/{id}. The server's 400/409 sentence shows in the
 * dialog as it comes, and the free times are asked for again.
 */
export function RescheduleDialog<T extends ScheduledAppointment>({
  open,
  appointment,
  onClose,
  onRescheduled,
  limitToHorizon = false,
}: RescheduleDialogProps<T>) {
  const reschedule = useRescheduleAppointment(appointment._id);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<FreeSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setDate('');
    setSlot(null);
    setProblem(null);
    onClose();
  };

  const chooseSlot = useCallback((chosen: FreeSlot | null) => {
    setSlot(chosen);
    if (chosen) setProblem(null);
  }, []);

  const confirm = () => {
    if (!slot) {
      setProblem(CHOOSE_NEW_TIME);
      return;
    }
    setProblem(null);
    reschedule.mutate(slot.start, {
      onSuccess: (moved) => {
        notify.success(RESCHEDULED_TOAST);
        close();
        onRescheduled?.(moved as T);
      },
      onError: (error) => {
        setProblem(errorMessage(error, RESCHEDULE_ERROR));
        if (isApiError(error) && error.status === 409) setSlot(null);
      },
    });
  };

  const doctorId = appointment.doctor?._id ?? '';
  return (
    <Dialog
      open={open}
      title="Reschedule appointment"
      width={820}
      busy={reschedule.isPending}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={reschedule.isPending}>
            Keep current time
          </Button>
          <Button onClick={confirm} loading={reschedule.isPending} loadingText="Moving…">
            Confirm new time
          </Button>
        </>
      }
    >
      <Current>
        Now: <strong>{currentTime(appointment)}</strong>
      </Current>
      {doctorId ? (
        <SlotPicker
          doctorId={doctorId}
          date={date}
          onDateChange={(day) => {
            setDate(day);
            setProblem(null);
          }}
          start={slot?.start ?? ''}
          onSlotChange={chooseSlot}
          disabled={reschedule.isPending}
          limitToHorizon={limitToHorizon}
        />
      ) : null}
      {problem ? <Alert role="alert">{problem}</Alert> : null}
    </Dialog>
  );
}
