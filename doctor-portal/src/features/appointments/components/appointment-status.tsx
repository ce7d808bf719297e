import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  AppointmentStatusBadge as StatusBadge,
  Button,
  ConfirmDialog,
  notify,
} from '@careconnect/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentStatus } from '../../../lib/api-types';
import { getVisitNote, visitNoteKey } from '../../visit-notes/api/get-visit-note';
import { CompletePrompt } from '../../visit-notes/components/complete-prompt';
import { useChangeAppointmentStatus } from '../api/change-appointment-status';

const StatusButton = styled(Button)`
  white-space: nowrap;
`;

/** The doctor's own words for a status; the kit's label otherwise. */
const doctorLabels: Partial<Record<AppointmentStatus, string>> = {
  // The doctor proposed it; the patient has not answered yet.
  proposed: 'Awaiting patient',
};

/** The doctor's own words for a status, when they differ from the kit's. */
export function doctorStatusLabel(status: string | undefined): string | undefined {
  return status ? doctorLabels[status as AppointmentStatus] : undefined;
}

/** The shared badge, in the doctor's words. */
export function AppointmentStatusBadge({ status }: { status?: AppointmentStatus }) {
  return <StatusBadge status={status} label={doctorStatusLabel(status)} />;
}

export interface StatusAction {
  status: AppointmentStatus;
  label: string;
  done: string;
}

const CONFIRM: StatusAction = {
  status: 'confirmed',
  label: 'Confirm',
  done: 'Appointment confirmed.',
};
const COMPLETE: StatusAction = {
  status: 'completed',
  label: 'Complete',
  done: 'Appointment marked as completed.',
};
const NO_SHOW: StatusAction = {
  status: 'no-show',
  label: 'No-show',
  done: 'Appointment marked as a no-show.',
};
const CANCEL: StatusAction = {
  status: 'cancelled',
  label: 'Cancel',
  done: 'Appointment cancelled.',
};

/** Has the visit begun? An old row without a real start counts as begun (as before). */
export function hasStarted(appointment: Pick<Appointment, 'start'>, now = Date.now()): boolean {
  return !appointment.start || Date.parse(appointment.start) <= now;
}

/** Timers fire at most this far ahead (setTimeout's limit); a later start waits a step more. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * hasStarted, kept current: a screen left open turns to the visit's next steps (Complete,
 * No-show) the moment it begins, without a reload.
 */
export function useHasStarted(appointment: Pick<Appointment, 'start'>): boolean {
  const { start } = appointment;
  const [started, setStarted] = useState(() => hasStarted({ start }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const now = hasStarted({ start });
      setStarted(now);
      if (now || !start) return;
      const left = Date.parse(start) - Date.now();
      timer = setTimeout(wait, Math.min(left + 1, LONGEST_WAIT_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [start]);
  return started;
}

/**
 * What a doctor may do next (the server's life cycle): pending → confirmed → completed or
 * no-show; pending or confirmed → cancelled; a proposal is withdrawn (cancelled) or waits for
 * the patient. Completed, cancelled, no-show and declined are final. A visit is completed, or
 * missed, only once it has begun (`started`).
 */
export function nextStatusActions(
  status: AppointmentStatus | undefined,
  started: boolean,
): StatusAction[] {
  switch (status ?? 'pending') {
    case 'pending':
      return [CONFIRM, CANCEL];
    case 'confirmed':
      return started ? [COMPLETE, NO_SHOW, CANCEL] : [CANCEL];
    case 'proposed':
      return [CANCEL];
    default:
      return [];
  }
}

/**
 * The status changes of one appointment: `request` runs one (Cancel asks first, through
 * `dialog`, which the caller renders once).
 */
export function useStatusChange(appointment: Appointment) {
  const change = useChangeAppointmentStatus();
  const client = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [prompting, setPrompting] = useState(false);
  const [checking, setChecking] = useState(false);

  // A double click sends one change: `isPending` reaches the buttons a moment after the click.
  const sending = useRef(false);
  const run = (action: StatusAction) => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(
      { id: appointment._id, status: action.status },
      {
        onSuccess: () => notify.success(action.done),
        onError: (error) =>
          notify.error(error.message || 'Failed to update the appointment status'),
        onSettled: () => {
          sending.current = false;
          setConfirmingCancel(false);
          setPrompting(false);
        },
      },
    );
  };

  /** Complete asks for a signed note first (or why none is needed). */
  const complete = async () => {
    if (checking) return;
    setChecking(true);
    try {
      const note = await client.fetchQuery({
        queryKey: visitNoteKey(appointment._id),
        queryFn: ({ signal }) => getVisitNote(appointment._id, signal),
        staleTime: 0,
      });
      if (note.status === 'signed' || note.status === 'notNeeded') run(COMPLETE);
      else setPrompting(true);
    } catch {
      // The note cannot be read (a network failure): the prompt still offers both ways.
      setPrompting(true);
    } finally {
      setChecking(false);
    }
  };

  const request = (action: StatusAction) => {
    if (action.status === 'cancelled') setConfirmingCancel(true);
    else if (action.status === 'completed') void complete();
    else run(action);
  };

  return {
    busy: change.isPending || checking,
    /** The status being sent, while it is. */
    sending: change.isPending ? change.variables?.status : checking ? 'completed' : undefined,
    request,
    dialog: (
      <>
        <CompletePrompt
          appointmentId={appointment._id}
          open={prompting}
          busy={change.isPending}
          onComplete={() => run(COMPLETE)}
          onClose={() => setPrompting(false)}
        />
        <ConfirmDialog
          open={confirmingCancel}
          message="Are you sure you want to cancel this appointment?"
          confirmLabel="Cancel Appointment"
          cancelLabel="Keep Appointment"
          busy={change.isPending}
          onConfirm={() => run(CANCEL)}
          onCancel={() => setConfirmingCancel(false)}
        />
      </>
    ),
  };
}

/** The status buttons of one appointment (its detail screen); Cancel asks first. */
export function AppointmentStatusActions({ appointment }: { appointment: Appointment }) {
  const { busy, sending, request, dialog } = useStatusChange(appointment);
  const actions = nextStatusActions(appointment.status, useHasStarted(appointment));
  if (actions.length === 0) return null;
  return (
    <>
      {actions.map((action) => (
        <StatusButton
          key={action.status}
          variant={action.status === 'cancelled' ? 'secondary' : 'primary'}
          disabled={busy}
          loading={sending === action.status}
          onClick={() => request(action)}
        >
          {action.label}
        </StatusButton>
      ))}
      {dialog}
    </>
  );
}
