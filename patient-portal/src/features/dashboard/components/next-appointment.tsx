import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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
import { previsitOpen } from './next-appointment-rules';

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
