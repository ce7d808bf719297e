import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Card,
  ErrorState,
  formatLongDate,
  PatientConfirmedBadge,
  personName,
  Spinner,
  useCanJoinVideoVisit,
  VisitKindBadge,
} from '@careconnect/shared-ui';
import type { Appointment, Doctor, PrevisitState } from '../../../lib/api-types';
import { useAppointments } from '../../appointments/api/get-appointments';
import { NOTE_STATUSES } from '../../appointments/components/note-statuses';
import {
  AppointmentStatusBadge,
  useHasStarted,
  nextStatusActions,
  useStatusChange,
} from '../../appointments/components/appointment-status';
import { useDoctorToday } from '../../doctor/api/use-doctor-today';
import { useCheckIns } from '../../previsit/api/get-check-ins';
import { AnswersButton } from '../../previsit/components/answers-button';
import { PrevisitBadges } from '../../previsit/components/previsit-badges';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';

export const AGENDA_TITLE = 'Today’s agenda';
export const NO_MORE_TODAY = 'No more appointments today.';

/** More than a day holds at the shortest slots; the rest is one link away. */
const AGENDA_LIMIT = 50;
/** Visits still to see or to close: not yet completed, cancelled, missed or declined. */
const OPEN = new Set(['pending', 'confirmed']);

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

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const DayNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
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

/** Today's date in the doctor's zone and that day's appointments, soonest first. */
function useAgendaOfToday(doctorId: string) {
  const today = useDoctorToday(doctorId);
  const appointments = useAppointments(
    doctorId,
    {
      page: 1,
      q: '',
      from: today ?? '',
      to: today ?? '',
      order: 'soonest',
      limit: AGENDA_LIMIT,
    },
    { enabled: today !== undefined },
  );
  return { today, appointments };
}

/**
 * Whether the agenda has its final height (its day and list answered, or failed). The figures
 * below it wait for this: drawn earlier, they would jump down when the visits arrive.
 */
export function useAgendaSettled(doctorId: string): boolean {
  const { today, appointments } = useAgendaOfToday(doctorId);
  return today !== undefined && !appointments.isPending;
}

/**
 * The doctor's day first: today's open visits in time order, each with Start and its next step.
 * Today is the date in the doctor's time zone, which their appointments are booked in.
 */
export function TodayAgenda({ doctor }: { doctor: Doctor }) {
  const titleId = useId();
  const { today, appointments } = useAgendaOfToday(doctor._id);
  const open = appointments.data?.appointments.filter((a) => OPEN.has(a.status ?? 'pending'));
  const previsits = useCheckIns(open?.map((a) => a._id) ?? []);
  if (!today) return <Spinner label="Loading today’s agenda" />;
  // The figures below show the approval banner; one is enough.
  if (isAwaitingApproval(appointments.error)) return null;

  let body;
  if (appointments.isPending) body = <Spinner label="Loading today’s agenda" />;
  else if (appointments.isError)
    body = (
      <ErrorState
        message={`Error: ${appointments.error.message}`}
        onRetry={() => void appointments.refetch()}
      />
    );
  else if (!open || open.length === 0) body = <Empty>{NO_MORE_TODAY}</Empty>;
  else
    body = (
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

  return (
    <Card
      aria-labelledby={titleId}
      title={<span id={titleId}>{AGENDA_TITLE}</span>}
      actions={<Link to={`/doctor/appointments?date=${today}`}>All of today’s appointments</Link>}
    >
      <DayNote>{formatLongDate(today)}</DayNote>
      {body}
    </Card>
  );
}
