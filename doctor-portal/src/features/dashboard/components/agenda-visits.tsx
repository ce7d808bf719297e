import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  PatientConfirmedBadge,
  personName,
  useCanJoinVideoVisit,
  VisitKindBadge,
} from '@careconnect/shared-ui';
import type { Appointment, PrevisitState } from '../../../lib/api-types';
import { NOTE_STATUSES } from '../../appointments/components/note-statuses';
import {
  AppointmentStatusBadge,
  useHasStarted,
  nextStatusActions,
  useStatusChange,
} from '../../appointments/components/appointment-status';
import { useCheckIns } from '../../previsit/api/get-check-ins';
import { AnswersButton } from '../../previsit/components/answers-button';
import { PrevisitBadges } from '../../previsit/components/previsit-badges';

const Visits = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Visit = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'time status'
    'who who'
    'actions actions';
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
    padding-top: 0;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 13rem minmax(0, 1fr) 7rem auto;
    grid-template-areas: 'time who status actions';
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Time = styled.span`
  grid-area: time;
  font-weight: 700;
  white-space: nowrap;
`;

const Who = styled.span`
  grid-area: who;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Status = styled.span`
  grid-area: status;
`;

const Preparation = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const VisitActions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** One visit: its time, the patient, the status; Start opens it, the next step closes it. */
function AgendaVisit({
  appointment,
  previsit,
}: {
  appointment: Appointment;
  previsit: PrevisitState | undefined;
}) {
  const { busy, sending, request, dialog } = useStatusChange(appointment);
  const canJoin = useCanJoinVideoVisit(appointment);
  const who = personName(appointment.patient.user);
  const when = appointment.timeSlot || 'N/A';
  // Confirm a pending visit, Complete a confirmed one (the list's own step).
  const started = useHasStarted(appointment);
  const step = nextStatusActions(appointment.status, started).find((action) =>
    ['confirmed', 'completed'].includes(action.status),
  );
  return (
    <Visit>
      <Time>{when}</Time>
      <Who>
        {appointment.patient.user ? (
          <Link to={`/doctor/patients/view/${appointment.patient._id}`}>{who}</Link>
        ) : (
          who
        )}
        {previsit ? (
          <Preparation>
            <PrevisitBadges state={previsit} />
          </Preparation>
        ) : null}
      </Who>
      <Status>
        <AppointmentStatusBadge status={appointment.status} />
        <VisitKindBadge kind={appointment.kind} />
        {appointment.patientConfirmedAt ? (
          <>
            {' '}
            <PatientConfirmedBadge confirmedAt={appointment.patientConfirmedAt} />
          </>
        ) : null}
      </Status>
      <VisitActions>
        <ButtonLink
          variant="secondary"
          to={`/doctor/appointments/view/${appointment._id}`}
          aria-label={`Start the visit with ${who}, ${when}`}
        >
          Start
        </ButtonLink>
        {canJoin ? (
          <ButtonLink
            to={`/doctor/appointments/video/${appointment._id}`}
            aria-label={`Join the video visit with ${who}, ${when}`}
          >
            Join video visit
          </ButtonLink>
        ) : null}
        {previsit ? <AnswersButton appointmentId={appointment._id} who={who ?? 'N/A'} /> : null}
        {started && NOTE_STATUSES.has(appointment.status ?? 'pending') ? (
          <ButtonLink
            variant="secondary"
            to={`/doctor/appointments/${appointment._id}/note`}
            aria-label={`Visit note for ${who}, ${when}`}
          >
            Note
          </ButtonLink>
        ) : null}
        {step ? (
          <Button
            disabled={busy}
            loading={sending === step.status}
            onClick={() => request(step)}
            aria-label={`${step.label} the visit with ${who}, ${when}`}
          >
            {step.label}
          </Button>
        ) : null}
      </VisitActions>
      {dialog}
    </Visit>
  );
}

/**
 * The agenda's visits (a chunk of its own: the dashboard's first frame is drawn before any visit
 * is known), with who checked in and answered.
 */
export function AgendaVisits({ open }: { open: Appointment[] }) {
  const previsits = useCheckIns(open.map((a) => a._id));
  return (
    <Visits>
      {open.map((appointment) => (
        <AgendaVisit
          key={appointment._id}
          appointment={appointment}
          previsit={previsits.get(appointment._id)}
        />
      ))}
    </Visits>
  );
}
