import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ErrorState,
  formatLongDate,
  lazyPart,
  Spinner,
  useLazyPart,
} from '@careconnect/shared-ui';
import type { Appointment, Doctor } from '../../../lib/api-types';
import { useAppointments } from '../../appointments/api/get-appointments';
import { useDoctorToday } from '../../doctor/api/use-doctor-today';
import { isAwaitingApproval } from '../../doctor/components/doctor-screen';

export const AGENDA_TITLE = 'Today’s agenda';
export const NO_MORE_TODAY = 'No more appointments today.';

/** More than a day holds at the shortest slots; the rest is one link away. */
const AGENDA_LIMIT = 50;
/** Visits still to see or to close: not yet completed, cancelled, missed or declined. */
const OPEN = new Set(['pending', 'confirmed']);

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const DayNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * The visits' code (their buttons, badges and status changes): a chunk of its own, asked for once
 * the dashboard's frame has painted (the day's list is still on its way then).
 */
export const loadAgendaVisits = lazyPart(() =>
  import('./agenda-visits').then((visits) => visits.AgendaVisits),
);

/** Today's date in the doctor's zone and that day's open appointments, soonest first. */
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
  const open: Appointment[] | undefined = appointments.data?.appointments.filter((a) =>
    OPEN.has(a.status ?? 'pending'),
  );
  // The same component at every render: the one the chunk exports, kept by lazyPart.
  const AgendaVisits = useLazyPart(loadAgendaVisits);
  return { today, appointments, open, AgendaVisits };
}

/**
 * Whether the agenda has its final height (its day and list answered, or failed, and the visits'
 * code in when there are visits). The figures below it wait for this: drawn earlier, they would
 * jump down when the visits arrive.
 */
export function useAgendaSettled(doctorId: string): boolean {
  const { today, appointments, open, AgendaVisits } = useAgendaOfToday(doctorId);
  return today !== undefined && !appointments.isPending && (!open?.length || AgendaVisits !== null);
}

/**
 * The doctor's day first: today's open visits in time order, each with Start and its next step.
 * Today is the date in the doctor's time zone, which their appointments are booked in.
 */
export function TodayAgenda({ doctor }: { doctor: Doctor }) {
  const titleId = useId();
  const { today, appointments, open, AgendaVisits } = useAgendaOfToday(doctor._id);
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
  else if (AgendaVisits) body = <AgendaVisits open={open} />;
  else body = <Spinner label="Loading today’s agenda" />;

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
