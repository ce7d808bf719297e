import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  ButtonLink,
  formatLongDate,
  StatusBadge,
  ZoneNote,
  ButtonRow,
} from '@careconnect/shared-ui';
import type { Appointment, Previsit } from '../../../lib/api-types';
import { doctorName, orNA } from '../../../lib/format';
import { AppointmentStatus } from '../../appointments/components/appointment-status';
import { AttendanceConfirmation } from '../../appointments/components/attendance-confirmation';
import { usePrevisit } from '../../previsit/api/get-previsit';
import { PREVISIT_TEXT } from '../../previsit/components/previsit-text';
import { checkInOpen, previsitOpen } from './next-appointment-rules';

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
  /* Every row at least as tall as a status badge (0.875rem text at 1.4, 2px padding and 1px
     border above and below), so a row keeps its height whether it holds a placeholder, a link
     or a badge. */
  grid-auto-rows: minmax(calc(0.875rem * 1.4 + 6px), auto);
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

const pulse = keyframes`50% { opacity: 0.45; }`;

/** A grey bar where a state will be, while the previsit is on its way. */
const Pending = styled.span`
  display: inline-block;
  vertical-align: middle;
  width: 9rem;
  max-width: 100%;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

function PendingRow({ label }: { label: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd aria-busy="true">
        <Pending aria-hidden="true" />
      </dd>
    </>
  );
}

/**
 * Questionnaire and check-in, by the previsit module's windows (asked for only once open). The
 * card is drawn before the previsit has answered: its rows stand there with placeholders,
 * as many as the browser's clock says are open (the questionnaire 72 hours before, the check-in
 * 24 hours before), so the card keeps its height when the states arrive.
 */
function PrevisitStates({ appointment, page }: { appointment: Appointment; page: string }) {
  // Read once when the card appears: the browser's clock only decides whether to ask.
  const [now] = useState(() => Date.now());
  const open = previsitOpen(appointment, now);
  const previsit = usePrevisit(appointment._id, open);
  const data: Previsit | undefined = open ? previsit.data : undefined;
  if (!data) {
    if (!open || !previsit.isPending) return null;
    return (
      <>
        <PendingRow label={NEXT_TEXT.questionnaire} />
        {checkInOpen(appointment, now) ? <PendingRow label={NEXT_TEXT.checkIn} /> : null}
      </>
    );
  }
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

/**
 * The patient's next appointment, first on their home, before the figures: what is next and what
 * is left to do for it. Its own chunk, fetched once the dashboard has painted
 * (next-appointment-state.ts says when it is drawn).
 */
export function NextAppointmentCard({ appointment }: { appointment: Appointment }) {
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
