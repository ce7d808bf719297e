import { useState } from 'react';
import { Button, type ButtonVariant } from '@careconnect/shared-ui';
import type { ScheduledAppointment } from '../types';
import { RescheduleDialog } from './reschedule-dialog';

/** Who may move which appointment (the server checks again). */
export function canReschedule(
  status: string | null | undefined,
  role: 'patient' | 'doctor' | 'admin',
): boolean {
  const live = role === 'patient' ? ['pending', 'confirmed'] : ['pending', 'confirmed', 'proposed'];
  return live.includes(status || 'pending');
}

export interface RescheduleButtonProps<T extends ScheduledAppointment> {
  appointment: T;
  onRescheduled?: (appointment: T) => void;
  limitToHorizon?: boolean;
  variant?: ButtonVariant;
  /** Open the dialog at once (a link from an email asked for it). */
  defaultOpen?: boolean;
}

/** 'Reschedule', opening the dialog that moves the appointment. */
export function RescheduleButton<T extends ScheduledAppointment>({
  appointment,
  onRescheduled,
  limitToHorizon,
  variant = 'secondary',
  defaultOpen = false,
}: RescheduleButtonProps<T>) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Reschedule
      </Button>
      <RescheduleDialog
        open={open}
        appointment={appointment}
        onClose={() => setOpen(false)}
        onRescheduled={onRescheduled}
        limitToHorizon={limitToHorizon}
      />
    </>
  );
}
