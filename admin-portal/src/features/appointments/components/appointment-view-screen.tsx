import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  Card,
  doctorLabel,
  ErrorState,
  formatDate,
  formatDateTime,
  NA,
  orNA,
  PageHeader,
  personName,
  Spinner,
  ZoneNote,
  AppointmentStatusBadge,
  PatientConfirmedBadge,
  visitKindLabel,
  Stack,
} from '@careconnect/shared-ui';
import { canReschedule, RescheduleButton } from '@careconnect/shared-ui/schedule';
import { DeleteConfirmation } from '../../../components/delete-confirmation';
import { Details } from '../../../components/layout';
import { detailError } from '../../../lib/query-error';
import { DELETE_APPOINTMENT_ERROR, useDeleteAppointment } from '../api/delete-appointment';
import { APPOINTMENT_ERROR, useAppointment } from '../api/get-appointment';
import { DELETE_APPOINTMENT_QUESTION } from './appointments-screen';
import { APPOINTMENT_NOT_FOUND } from './update-appointment-screen';

/** An appointment's fields, with Update and Delete. */
export function AppointmentViewScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const remove = useDeleteAppointment();
  const [confirming, setConfirming] = useState(false);

  let content;
  if (appointment.isPending) content = <Spinner label="Loading appointment" />;
  else if (appointment.isError)
    content = (
      <ErrorState
        message={detailError(appointment.error, APPOINTMENT_NOT_FOUND, APPOINTMENT_ERROR)}
      />
    );
  else {
    const a = appointment.data;
    content = (
      <Card title="Appointment" aria-label="Appointment">
        <Details>
          <dt>Patient</dt>
          <dd>
            {a.patient.user ? (
              <Link to={`/admin/patients/view/${a.patient._id}`}>{personName(a.patient.user)}</Link>
            ) : (
              NA
            )}
          </dd>
          <dt>Doctor</dt>
          <dd>
            {a.doctor.user ? (
              <Link to={`/admin/doctors/view/${a.doctor._id}`}>{doctorLabel(a.doctor.user)}</Link>
            ) : (
              NA
            )}
          </dd>
          <dt>Specialization</dt>
          <dd>{orNA(a.doctor.specialization)}</dd>
          <dt>Date</dt>
          <dd>{formatDate(a.date)}</dd>
          <dt>Time Slot</dt>
          <dd>
            {orNA(a.timeSlot)}
            <ZoneNote zone={a.timeZone} at={a.start ?? undefined} />
          </dd>
          <dt>Kind of visit</dt>
          <dd>{visitKindLabel(a.kind)}</dd>
          <dt>Status</dt>
          <dd>
            <AppointmentStatusBadge status={a.status} />{' '}
            <PatientConfirmedBadge confirmedAt={a.patientConfirmedAt} />
          </dd>
          <dt>Reason</dt>
          <dd>{orNA(a.reason)}</dd>
          {a.cancelReason ? (
            <>
              <dt>Cancellation reason</dt>
              <dd>{a.cancelReason}</dd>
            </>
          ) : null}
          <dt>Notes</dt>
          <dd>{orNA(a.notes)}</dd>
          <dt>Booked</dt>
          <dd>{formatDateTime(a.createdAt)}</dd>
          <dt>Last changed</dt>
          <dd>{formatDateTime(a.updatedAt)}</dd>
        </Details>
      </Card>
    );
  }

  return (
    <Stack>
      <PageHeader
        title="Appointment Details"
        back={{ to: '/admin/appointments', label: 'Back to Appointments' }}
        actions={
          appointment.data ? (
            <>
              {canReschedule(appointment.data.status, 'admin') ? (
                <RescheduleButton appointment={appointment.data} />
              ) : null}
              <ButtonLink variant="secondary" to={`/admin/appointments/update/${id}`}>
                Update
              </ButtonLink>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : null
        }
      />
      {content}
      <DeleteConfirmation
        open={confirming}
        question={DELETE_APPOINTMENT_QUESTION}
        onDelete={() => remove.mutateAsync(id)}
        failureMessage={DELETE_APPOINTMENT_ERROR}
        successMessage="Appointment deleted"
        busy={remove.isPending}
        onClose={(deleted) => {
          setConfirming(false);
          if (deleted) navigate('/admin/appointments', { replace: true });
        }}
      />
    </Stack>
  );
}
