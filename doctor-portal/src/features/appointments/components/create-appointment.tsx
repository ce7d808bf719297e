import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { doctorLabel, notify, patientOptionLabel } from '@careconnect/shared-ui';
import { SelectField } from '@careconnect/shared-ui/forms';
import type { Doctor, Patient } from '../../../lib/api-types';
import { useGoBackLater } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useAllPatients } from '../../patients/api/get-all-patients';
import { useCreateAppointment } from '../api/create-appointment';
import { AppointmentForm } from './appointment-form';

function patientOptions(patients: Patient[] | undefined) {
  return (patients ?? []).map((patient) => ({
    value: patient._id,
    label: patientOptionLabel(patient.user),
  }));
}

/** The second line after booking a patient outside the doctor's care (a proposal). */
export const PROPOSAL_NOTICE =
  'This patient is not in your care yet, so the appointment waits for them to accept it.';

function PatientSelect() {
  const patients = useAllPatients();
  const failed = patients.isError;
  return (
    <SelectField
      name="patient"
      label="Patient"
      required
      placeholder="-- Select patient --"
      options={patientOptions(patients.data)}
      hint={
        patients.isPending
          ? 'Loading patients…'
          : failed
            ? 'Failed to load patients or doctors'
            : undefined
      }
    />
  );
}

function CreateAppointmentForm({ doctor }: { doctor: Doctor }) {
  const [params] = useSearchParams();
  const create = useCreateAppointment();
  const goBackLater = useGoBackLater('/doctor/appointments');
  const [done, setDone] = useState(false);

  return (
    <AppointmentForm
      initialValues={{
        patient: params.get('patient') ?? '',
        doctor: doctor._id,
        // Filled in when the calendar's free time led here.
        date: params.get('date') ?? '',
        timeSlot: params.get('timeSlot') ?? '',
        reason: '',
        notes: '',
      }}
      patientField={<PatientSelect />}
      doctorName={doctorLabel(doctor.user)}
      doctorId={doctor._id}
      submitLabel="Submit Appointment"
      done={done}
      onSubmit={async (values) => {
        const created = await create.mutateAsync({
          patient: values.patient,
          doctor: values.doctor,
          date: values.date,
          timeSlot: values.timeSlot.trim(),
          reason: values.reason.trim() || undefined,
          notes: values.notes.trim() || undefined,
        });
        setDone(true);
        notify.success('Appointment created successfully!');
        if (created.status === 'proposed') notify.info(PROPOSAL_NOTICE);
        goBackLater();
      }}
    />
  );
}

/** Create New Appointment (spec §2): the doctor is always the signed-in doctor. */
export function CreateAppointment() {
  return (
    <DoctorScreen title="Create New Appointment">
      {(doctor) => <CreateAppointmentForm doctor={doctor} />}
    </DoctorScreen>
  );
}
