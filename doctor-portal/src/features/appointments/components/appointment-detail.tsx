import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ActionMenu,
  ButtonLink,
  Card,
  ConfirmDialog,
  doctorLabel,
  EmptyState,
  ErrorState,
  formatDate,
  formatDateTime,
  isApiError,
  notify,
  personName,
  Spinner,
  useCanJoinVideoVisit,
  visitKindLabel,
  ZoneNote,
  PatientConfirmedBadge,
  Stack,
  ButtonRow,
} from '@careconnect/shared-ui';
import { canReschedule, RescheduleButton } from '@careconnect/shared-ui/schedule';
import { DetailList } from '../../../components/detail-list';
import type { Appointment } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useAppointment } from '../api/get-appointment';
import { appointmentSubject } from './appointment-row-actions';
import { NOTE_STATUSES } from './note-statuses';
import { AppointmentStatusBadge, hasStarted } from './appointment-status';
import { AppointmentStatusActions } from './appointment-status-actions';
import { DELETE_APPOINTMENT_QUESTION } from './appointments-list';
import { useCheckIns } from '../../previsit/api/get-check-ins';
import { AnswersButton } from '../../previsit/components/answers-button';
import { PrevisitBadges } from '../../previsit/components/previsit-badges';

function AppointmentRecord({ appointment }: { appointment: Appointment }) {
  const navigate = useNavigate();
  const remove = useDeleteAppointment();
  const [confirming, setConfirming] = useState(false);
  const patient = appointment.patient;
  const previsit = useCheckIns([appointment._id]).get(appointment._id);
  const canJoin = useCanJoinVideoVisit(appointment);

  return (
    <Stack>
      <Card title="Appointment">
        <DetailList
          items={[
            [
              'Patient',
              patient.user ? (
                <Link to={`/doctor/patients/view/${patient._id}`}>{personName(patient.user)}</Link>
              ) : null,
            ],
            ['Doctor', doctorLabel(appointment.doctor?.user)],
            ['Date', formatDate(appointment.date)],
            [
              'Time Slot',
              <>
                {appointment.timeSlot}
                <ZoneNote zone={appointment.timeZone} at={appointment.start ?? undefined} />
              </>,
            ],
            ['Kind of visit', visitKindLabel(appointment.kind)],
            [
              'Status',
              <>
                <AppointmentStatusBadge status={appointment.status} />{' '}
                <PatientConfirmedBadge confirmedAt={appointment.patientConfirmedAt} />{' '}
                <PrevisitBadges state={previsit} />
              </>,
            ],
            ['Reason', appointment.reason],
            ...(appointment.cancelReason
              ? [['Cancellation reason', appointment.cancelReason] as [string, string]]
              : []),
            ['Notes', appointment.notes],
          ]}
        />
      </Card>
      <Card title="History" headingLevel={2}>
        <DetailList
          items={[
            ['Created', formatDateTime(appointment.createdAt)],
            ['Last updated', formatDateTime(appointment.updatedAt)],
          ]}
        />
      </Card>
      <ButtonRow>
        {canJoin ? (
          <ButtonLink to={`/doctor/appointments/video/${encodeURIComponent(appointment._id)}`}>
            Join video visit
          </ButtonLink>
        ) : null}
        <AppointmentStatusActions appointment={appointment} />
        {patient.user ? (
          <AnswersButton appointmentId={appointment._id} who={personName(patient.user) ?? 'N/A'} />
        ) : null}
        {canReschedule(appointment.status, 'doctor') ? (
          <RescheduleButton appointment={appointment} />
        ) : null}
        {hasStarted(appointment) && NOTE_STATUSES.has(appointment.status ?? 'pending') ? (
          <ButtonLink variant="secondary" to={`/doctor/appointments/${appointment._id}/note`}>
            Visit note
          </ButtonLink>
        ) : null}
        <ButtonLink variant="secondary" to={`/doctor/appointments/update/${appointment._id}`}>
          Update
        </ButtonLink>
        {/* Delete is not a step of the visit: away from Cancel, last in a menu, asked first. */}
        <ActionMenu
          label={`More actions for ${appointmentSubject(appointment)}`}
          items={[{ label: 'Delete', onSelect: () => setConfirming(true), danger: true }]}
        />
      </ButtonRow>
      <ConfirmDialog
        open={confirming}
        message={DELETE_APPOINTMENT_QUESTION}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(appointment._id, {
            onSuccess: () => {
              notify.success('Appointment deleted.');
              navigate('/doctor/appointments', { replace: true });
            },
            onError: () => {
              notify.error('Failed to delete appointment.');
              setConfirming(false);
            },
          })
        }
      />
    </Stack>
  );
}

function AppointmentView({ id }: { id: string }) {
  const appointment = useAppointment(id);
  if (appointment.isPending) return <Spinner />;
  if (appointment.isError) {
    if (isAwaitingApproval(appointment.error))
      return <ApprovalBanner message={appointment.error.message} />;
    return isApiError(appointment.error) && appointment.error.status === 404 ? (
      <EmptyState
        message="Appointment not found."
        action={<Link to="/doctor/appointments">Back to appointments</Link>}
      />
    ) : (
      <ErrorState
        message={`Error: ${appointment.error.message || 'Failed to fetch appointment'}`}
        onRetry={() => void appointment.refetch()}
      />
    );
  }
  return <AppointmentRecord appointment={appointment.data} />;
}

/** Appointment Details: every field, its status and its history. */
export function AppointmentDetail() {
  const { id = '' } = useParams();
  return (
    <DoctorScreen
      title="Appointment Details"
      back={{ to: '/doctor/appointments', label: 'Back to Appointments' }}
    >
      {() => <AppointmentView id={id} />}
    </DoctorScreen>
  );
}
