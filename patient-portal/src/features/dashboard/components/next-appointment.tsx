import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ButtonLink,
  formatLongDate,
  StatusBadge,
  todayIso,
  ZoneNote,
  ButtonRow,
} from '@careconnect/shared-ui';
import type { Appointment, Previsit } from '../../../lib/api-types';
import { doctorName, orNA } from '../../../lib/format';
import { useAppointments } from '../../appointments/api/get-appointments';
import { AppointmentStatus } from '../../appointments/components/appointment-status';
import { AttendanceConfirmation } from '../../appointments/components/attendance-confirmation';
import { usePrevisit } from '../../previsit/api/get-previsit';
import { PREVISIT_TEXT } from '../../previsit/components/previsit-text';

export const NEXT_APPOINTMENT_TITLE = 'Your next appointment';
export const NEXT_TEXT = {
  questionnaire: 'Questionnaire',
  fill: 'Fill in the questionnaire',
  filled: 'Sent',
  checkIn: 'Check-in',
  checkInNow: 'Check in',
  checkedIn: 'Checked in',
  confirmation: 'Your confirmation',
  details: 'View details',
} as const;

const HOUR_MS = 3_600_000;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.125rem;
  }
`;

const When = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: 1.25rem;
  font-weight: 700;
`;

const Who = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const States = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;

/** The first live appointment not yet begun, soonest first (a list of few rows). */
export function nextOf(appointments: Appointment[] | undefined, now = Date.now()) {
  return appointments?.find(
    (a) =>
      (a.status === 'pending' || a.status === 'confirmed') &&
      (!a.start || Date.parse(a.start) > now),
  );
}

/** The questionnaire opens 72 hours before: earlier there is nothing to ask the server. */
export function previsitOpen(appointment: Appointment, now: number): boolean {
  const start = appointment.start ? Date.parse(appointment.start) : NaN;
  return !Number.isNaN(start) && start - now <= 72 * HOUR_MS;
}

/** Questionnaire and check-in, by the previsit module's windows (asked for only once open). */
function PrevisitStates({ appointment, page }: { appointment: Appointment; page: string }) {
  // Read once when the card appears: the browser's clock only decides whether to ask.
  const [now] = useState(() => Date.now());
  const open = previsitOpen(appointment, now);
  const previsit = usePrevisit(appointment._id, open);
  const data: Previsit | undefined = open ? previsit.data : undefined;
  if (!data) return null;
  const { questionnaire, checkIn } = data;
  return (
    <>
      {questionnaire.state !== 'notOpen' ? (
        <>
          <dt>{NEXT_TEXT.questionnaire}</dt>
          <dd>
            {questionnaire.status === 'submitted' ? (
              <StatusBadge tone="neutral">{NEXT_TEXT.filled}</StatusBadge>
            ) : questionnaire.state === 'open' ? (
              <Link to={page}>{NEXT_TEXT.fill}</Link>
            ) : (
              PREVISIT_TEXT.questionnaireClosed
            )}
          </dd>
        </>
      ) : null}
      {checkIn.state !== 'notOpen' || checkIn.checkedInAt ? (
        <>
          <dt>{NEXT_TEXT.checkIn}</dt>
          <dd>
            {checkIn.checkedInAt ? (
              <StatusBadge tone="neutral">{NEXT_TEXT.checkedIn}</StatusBadge>
            ) : checkIn.state === 'open' ? (
              <Link to={page}>{NEXT_TEXT.checkInNow}</Link>
            ) : (
              PREVISIT_TEXT.checkInClosed
            )}
          </dd>
        </>
      ) : null}
    </>
  );
}

function NextAppointmentCard({ appointment }: { appointment: Appointment }) {
  const page = `/patient/appointments/view/${encodeURIComponent(appointment._id)}`;
  const doctor = doctorName(appointment.doctor);
  return (
    <Panel aria-labelledby="next-appointment-title">
      <h2 id="next-appointment-title">{NEXT_APPOINTMENT_TITLE}</h2>
      <When>
        {formatLongDate(appointment.date)}, {orNA(appointment.timeSlot)}
      </When>
      <ZoneNote zone={appointment.timeZone} at={appointment.start ?? undefined} />
      <Who>
        {doctor}
        {appointment.doctor?.specialization ? ` · ${appointment.doctor.specialization}` : ''}
        {appointment.reason ? ` · ${appointment.reason}` : ''}
      </Who>
      <States>
        <dt>Status</dt>
        <dd>
          <AppointmentStatus status={appointment.status} />
        </dd>
        <dt>{NEXT_TEXT.confirmation}</dt>
        <dd>
          <AttendanceConfirmation
            appointment={appointment}
            accessibleLabel={`Confirm that you will come to the appointment with ${doctor}`}
          />
        </dd>
        <PrevisitStates appointment={appointment} page={page} />
      </States>
      <ButtonRow>
        <ButtonLink to={page}>{NEXT_TEXT.details}</ButtonLink>
        <ButtonLink variant="secondary" to={`${page}?action=reschedule`}>
          Reschedule
        </ButtonLink>
        <ButtonLink variant="secondary" to={`${page}?action=cancel`}>
          Cancel
        </ButtonLink>
      </ButtonRow>
    </Panel>
  );
}

const UPCOMING = { page: 1, limit: 5, when: 'upcoming', order: 'soonest' } as const;

export interface NextAppointmentState {
  /** The next appointment, once known (undefined while loading, when none, or on an error). */
  appointment: Appointment | undefined;
  /**
   * The card has its final height: the list has answered and, when the questionnaire is open,
   * so has the previsit (its rows are part of the card). What is below waits for this.
   */
  settled: boolean;
}

/** The patient's next appointment: one short list request (the soonest few), no chart code. */
export function useNextAppointment(patientId: string): NextAppointmentState {
  const list = useAppointments(patientId, { ...UPCOMING, today: todayIso() });
  const appointment = nextOf(list.data?.data);
  const [now] = useState(() => Date.now());
  const open = appointment ? previsitOpen(appointment, now) : false;
  const previsit = usePrevisit(appointment?._id ?? '', open);
  const answered = !list.isPending && (!open || !previsit.isPending);
  // Once settled, it stays so: a refetch after an error takes a query back to pending, and
  // taking the card away then would start that again.
  const [settled, setSettled] = useState(false);
  if (answered && !settled) setSettled(true);
  return { appointment, settled: settled || answered };
}

/**
 * The patient's next appointment, first on their home, before the figures: what is next and what
 * is left to do for it. Drawn once it has its final height (`useNextAppointment`), so that
 * nothing below it moves.
 */
export function NextAppointment({ state }: { state: NextAppointmentState }) {
  return state.settled && state.appointment ? (
    <NextAppointmentCard appointment={state.appointment} />
  ) : null;
}
