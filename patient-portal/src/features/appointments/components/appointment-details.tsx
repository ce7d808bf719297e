import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ErrorState,
  errorMessage,
  isApiError,
  ButtonLink,
  Spinner,
  useCanJoinVideoVisit,
  visitKindLabel,
  ZoneNote,
  Stack,
  PageHeader,
  ButtonRow,
} from '@careconnect/shared-ui';
import { canReschedule, RescheduleButton } from '@careconnect/shared-ui/schedule';
import type { Appointment } from '../../../lib/api-types';
import {
  doctorName,
  formatDateTime,
  formatLongDate,
  isCancellable,
  orNA,
} from '../../../lib/format';
import { PrevisitCards } from '../../previsit/components/previsit-card';
import { VisitSummaryCard } from '../../visit-summary/components/visit-summary-card';
import { EarlierTimeCard } from '../../waitlist/components/earlier-time-card';
import { useAppointment } from '../api/get-appointment';
import { AppointmentStatus } from './appointment-status';
import { AttendanceConfirmation, mayConfirmAttendance } from './attendance-confirmation';
import { CancelAppointmentButton } from './cancel-appointment-button';
import { CancellationNotice } from './cancellation-notice';
import { ProposalButtons } from './proposal-buttons';

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** What accepting a proposal means: the doctor joins the care team and sees the record. */
export function proposalExplained(appointment: Appointment): string {
  const name = doctorName(appointment.doctor);
  return `${name} proposed this appointment. Accept it to confirm it: ${name} then joins your care team and can see your record. Decline it if you do not want it.`;
}

/** What a link from an email asked for: `?action=reschedule` or `?action=cancel`. */
type EmailAction = 'reschedule' | 'cancel' | null;

/**
 * The action a reminder's link asked for, read once; the address then loses it, so that a reload
 * or Back does not open the dialog again.
 */
function useEmailAction(): EmailAction {
  const [params, setParams] = useSearchParams();
  const [action] = useState<EmailAction>(() => {
    const asked = params.get('action');
    return asked === 'reschedule' || asked === 'cancel' ? asked : null;
  });
  useEffect(() => {
    if (params.has('action')) setParams({}, { replace: true });
  }, [params, setParams]);
  return action;
}

function Details({ appointment, action }: { appointment: Appointment; action: EmailAction }) {
  const { doctor } = appointment;
  const canJoin = useCanJoinVideoVisit(appointment);
  const rows: [string, ReactNode][] = [
    ['Doctor', doctorName(doctor)],
    ['Specialization', orNA(doctor?.specialization)],
    ['Hospital', orNA(doctor?.hospital)],
    ['Date', formatLongDate(appointment.date)],
    [
      'Time Slot',
      <>
        {orNA(appointment.timeSlot)}
        <ZoneNote zone={appointment.timeZone} at={appointment.start ?? undefined} />
      </>,
    ],
    ['Kind of visit', visitKindLabel(appointment.kind)],
    ['Status', <AppointmentStatus key="status" status={appointment.status} />],
    ...(appointment.patientConfirmedAt || mayConfirmAttendance(appointment)
      ? [
          [
            'Your confirmation',
            <AttendanceConfirmation key="attendance" appointment={appointment} />,
          ] as [string, ReactNode],
        ]
      : []),
    ['Reason', orNA(appointment.reason)],
    ...(appointment.cancelReason
      ? [['Cancellation reason', appointment.cancelReason] as [string, ReactNode]]
      : []),
    ['Notes', orNA(appointment.notes)],
    ['Created', formatDateTime(appointment.createdAt)],
    ['Updated', formatDateTime(appointment.updatedAt)],
  ];
  return (
    <Card
      title="Appointment"
      actions={
        appointment.status === 'proposed' ? (
          <ButtonRow>
            <ProposalButtons appointment={appointment} />
          </ButtonRow>
        ) : isCancellable(appointment.status) ? (
          <ButtonRow>
            {canJoin ? (
              <ButtonLink to={`/patient/appointments/video/${encodeURIComponent(appointment._id)}`}>
                Join video visit
              </ButtonLink>
            ) : null}
            {canReschedule(appointment.status, 'patient') ? (
              <RescheduleButton
                appointment={appointment}
                limitToHorizon
                defaultOpen={action === 'reschedule'}
              />
            ) : null}
            <CancelAppointmentButton
              appointmentId={appointment._id}
              start={appointment.start}
              defaultOpen={action === 'cancel'}
              what={`${doctorName(appointment.doctor)}, ${formatLongDate(appointment.date)} at ${orNA(appointment.timeSlot)}`}
            />
          </ButtonRow>
        ) : null
      }
    >
      {appointment.status === 'proposed' ? <Note>{proposalExplained(appointment)}</Note> : null}
      <CancellationNotice appointment={appointment} />
      <Fields>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Fields>
    </Card>
  );
}

/** One of the patient's appointments, every field; another patient's is 'Appointment not found.' */
export function AppointmentDetails() {
  const { id = '' } = useParams();
  const { data: appointment, error, isPending, refetch } = useAppointment(id);
  const action = useEmailAction();

  let body: ReactNode;
  if (isPending) body = <Spinner label="Loading appointment" />;
  else if (error || !appointment) {
    const notFound = isApiError(error) && error.status === 404;
    body = notFound ? (
      <ErrorState message={errorMessage(error)} />
    ) : (
      <ErrorState
        message={errorMessage(error, 'Failed to fetch appointment')}
        onRetry={() => void refetch()}
      />
    );
  } else
    body = (
      <>
        <Details appointment={appointment} action={action} />
        <VisitSummaryCard appointment={appointment} />
        <PrevisitCards appointment={appointment} />
        {isCancellable(appointment.status) && appointment.start ? (
          <EarlierTimeCard appointmentId={appointment._id} start={appointment.start} />
        ) : null}
      </>
    );

  return (
    <Stack>
      <PageHeader
        title="Appointment Details"
        back={{ to: '/patient/appointments', label: 'Back to Appointments' }}
      />
      {body}
    </Stack>
  );
}
