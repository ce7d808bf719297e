import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  doctorLabel,
  ErrorState,
  NA,
  notify,
  PageHeader,
  personName,
  Spinner,
  Stack,
} from '@careconnect/shared-ui';
import { detailError } from '../../../lib/query-error';
import { APPOINTMENT_ERROR, useAppointment } from '../api/get-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { AppointmentForm } from './appointment-form';
import type { AppointmentFormValues } from './appointment-schema';

export const UPDATED = 'Appointment updated successfully!';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';

/** Change an appointment's date, slot, status, reason or notes. */
export function UpdateAppointmentScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const update = useUpdateAppointment(id);
  const [done, setDone] = useState(false);

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
    const submit = async (values: AppointmentFormValues) => {
      await update.mutateAsync({
        date: values.date,
        timeSlot: values.timeSlot.trim(),
        reason: values.reason.trim(),
        notes: values.notes.trim(),
        status: values.status || undefined,
      });
      setDone(true);
      notify.success(UPDATED);
      navigate(`/admin/appointments/view/${id}`, { replace: true });
    };
    content = (
      <AppointmentForm
        mode="update"
        patientName={personName(a.patient.user)}
        doctorName={a.doctor.user ? doctorLabel(a.doctor.user) : NA}
        initialValues={{
          patient: a.patient._id,
          doctor: a.doctor._id,
          date: a.date,
          timeSlot: a.timeSlot,
          reason: a.reason ?? '',
          notes: a.notes ?? '',
          status: a.status ?? 'pending',
        }}
        submitLabel="Update Appointment"
        onSubmit={submit}
        done={done}
      />
    );
  }

  return (
    <Stack>
      <PageHeader
        title="Update Appointment"
        back={{ to: `/admin/appointments/view/${id}`, label: 'Back to Appointment Details' }}
      />
      {content}
    </Stack>
  );
}
