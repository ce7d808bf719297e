import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { doctorLabel, notify, parseCalendarDate } from '@careconnect/shared-ui';
import { PatientComboboxField } from '@careconnect/shared-ui/forms';
import type { Doctor } from '../../../lib/api-types';
import { useGoBackLater } from '../../../lib/go-back';
import { DoctorScreen } from '../../doctor/components/doctor-screen';
import { useCreateAppointment } from '../api/create-appointment';
import { AppointmentForm } from './appointment-form';

/** A 'YYYY-MM-DD' from the address, or '' for anything else. */
export function calendarDateParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) ? value : '';
}

/** The second line after booking a patient outside the doctor's care (a proposal). */
export const PROPOSAL_NOTICE =
  'This patient is not in your care yet, so the appointment waits for them to accept it.';

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
        // The calendar links a free time here: ?date=&timeSlot= (a doctor param names this doctor).
        date: calendarDateParam(params.get('date')),
        timeSlot: params.get('timeSlot') ?? '',
        reason: '',
        notes: '',
      }}
      patientField={<PatientComboboxField />}
      doctorName={doctorLabel(doctor.user)}
      doctorId={doctor._id}
      submitLabel="Submit Appointment"
      done={done}
      timeSlotInput="free"
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
    <DoctorScreen
      title="Create New Appointment"
      back={{ to: '/doctor/appointments', label: 'Back to Appointments' }}
    >
      {(doctor) => <CreateAppointmentForm doctor={doctor} />}
    </DoctorScreen>
  );
}
