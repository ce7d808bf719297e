import { useEffect, useRef, useState } from 'react';
import {
  AppointmentStatusBadge as StatusBadge,
  lazyPart,
  notify,
  usePreloadAfterPaint,
} from '@careconnect/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentStatus } from '../../../lib/api-types';
import { useChangeAppointmentStatus } from '../api/change-appointment-status';

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
 * What a status change may ask first (the note check and prompt of Complete, the question of
 * Cancel, with the kit's dialogs and the note's calls): a chunk of its own, so a screen's first
 * frame is drawn without it. Asked for once that frame has painted, or by the first click that
 * needs it.
 */
const loadStatusDialogs = lazyPart(() => import('./status-dialogs'));

const FAILED = 'Failed to update the appointment status';

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
  // Cancel clicked before the dialogs' code is in: the button waits for it.
  const [opening, setOpening] = useState(false);
  usePreloadAfterPaint(loadStatusDialogs);

  // A double click sends one change: `isPending` reaches the buttons a moment after the click.
  const sending = useRef(false);
  const run = (action: StatusAction) => {
    if (sending.current) return;
    sending.current = true;
    change.mutate(
      { id: appointment._id, status: action.status },
      {
        onSuccess: () => notify.success(action.done),
        onError: (error) => notify.error(error.message || FAILED),
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
      const dialogs = await loadStatusDialogs();
      // The note cannot be read (a network failure): the prompt still offers both ways.
      const noted = await dialogs.noteIsSettled(client, appointment._id).catch(() => false);
      if (noted) run(COMPLETE);
      else setPrompting(true);
    } catch {
      notify.error(FAILED);
    } finally {
      setChecking(false);
    }
  };

  const askCancel = async () => {
    if (opening) return;
    setOpening(true);
    try {
      await loadStatusDialogs();
      setConfirmingCancel(true);
    } catch {
      notify.error(FAILED);
    } finally {
      setOpening(false);
    }
  };

  const request = (action: StatusAction) => {
    if (action.status === 'cancelled') {
      if (loadStatusDialogs.loaded()) setConfirmingCancel(true);
      else void askCancel();
    } else if (action.status === 'completed') void complete();
    else run(action);
  };

  const Dialogs = loadStatusDialogs.loaded()?.StatusDialogs;
  return {
    busy: change.isPending || checking || opening,
    /** The status being sent, while it is. */
    sending: change.isPending
      ? change.variables?.status
      : checking
        ? 'completed'
        : opening
          ? 'cancelled'
          : undefined,
    request,
    dialog: Dialogs ? (
      <Dialogs
        appointmentId={appointment._id}
        prompting={prompting}
        confirmingCancel={confirmingCancel}
        busy={change.isPending}
        onComplete={() => run(COMPLETE)}
        onClosePrompt={() => setPrompting(false)}
        onConfirmCancel={() => run(CANCEL)}
        onKeep={() => setConfirmingCancel(false)}
      />
    ) : null,
  };
}
