import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  doctorLabel,
  EmptyState,
  ErrorState,
  FormField,
  isApiError,
  notify,
  patientOptionLabel,
  Spinner,
  TextInput,
} from '@careconnect/shared-ui';
import type { Doctor } from '../../../lib/api-types';
import { useGoBackLater } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useAppointment } from '../api/get-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { AppointmentForm } from './appointment-form';

function UpdateAppointmentForm({ id, doctor }: { id: string; doctor: Doctor }) {
  const appointment = useAppointment(id);
  const update = useUpdateAppointment(id);
  const goBackLater = useGoBackLater(`/doctor/appointments/view/${id}`);
  const [done, setDone] = useState(false);

  if (appointment.isPending) return <Spinner />;
  if (appointment.isError) {
    return isApiError(appointment.error) && appointment.error.status === 404 ? (
      <EmptyState message="Appointment not found." />
    ) : (
      <ErrorState
        message={`Error: ${appointment.error.message}`}
        onRetry={() => void appointment.refetch()}
      />
    );
  }
  const current = appointment.data;

  return (
    <AppointmentForm
      initialValues={{
        patient: current.patient._id,
        doctor: current.doctor?._id ?? doctor._id,
        date: current.date,
        timeSlot: current.timeSlot,
        reason: current.reason ?? '',
        notes: current.notes ?? '',
      }}
      patientField={
        <FormField label="Patient" hint="The patient of a booked appointment cannot be changed.">
          <TextInput value={patientOptionLabel(current.patient.user)} readOnly />
        </FormField>
      }
      doctorName={doctorLabel(current.doctor?.user ?? doctor.user)}
      doctorId={doctor._id}
      submitLabel="Update Appointment"
      done={done}
      onSubmit={async (values) => {
        await update.mutateAsync({
          date: values.date,
          timeSlot: values.timeSlot.trim(),
          reason: values.reason.trim(),
          notes: values.notes.trim(),
        });
        setDone(true);
        notify.success('Appointment updated successfully!');
        goBackLater();
      }}
    />
  );
}

/** Update Appointment: move it or change its reason and notes (the slot rule applies). */
export function UpdateAppointment() {
  const { id = '' } = useParams();
  return (
    <DoctorScreen
      title="Update Appointment"
      back={{ to: `/doctor/appointments/view/${id}`, label: 'Back to Appointment Details' }}
    >
      {(doctor) => <UpdateAppointmentForm id={id} doctor={doctor} />}
    </DoctorScreen>
  );
}
