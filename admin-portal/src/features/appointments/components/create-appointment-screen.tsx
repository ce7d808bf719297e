import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify, PageHeader } from '@careconnect/shared-ui';
import { useCreateAppointment } from '../api/create-appointment';
import { AppointmentForm } from './appointment-form';
import { emptyAppointment, type AppointmentFormValues } from './appointment-schema';
import { goBack } from './go-back';

export const CREATED = 'Appointment created successfully!';
/** Spec §9: back one page 1.5 s after creating. */
export const BACK_AFTER_MS = 1500;

/** Spec §2 'Create New Appointment', with a choice of doctor. */
export function CreateAppointmentScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Filled in when a free time of the calendar led here.
  const [initialValues] = useState<AppointmentFormValues>(() => ({
    ...emptyAppointment,
    patient: params.get('patient') ?? '',
    doctor: params.get('doctor') ?? '',
    date: params.get('date') ?? '',
    timeSlot: params.get('timeSlot') ?? '',
  }));
  const create = useCreateAppointment();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: AppointmentFormValues) => {
    await create.mutateAsync({
      patient: values.patient,
      doctor: values.doctor,
      date: values.date,
      timeSlot: values.timeSlot.trim(),
      reason: values.reason.trim() || undefined,
      notes: values.notes.trim() || undefined,
    });
    setDone(true);
    notify.success(CREATED);
    timer.current = setTimeout(() => goBack(navigate, '/admin/appointments'), BACK_AFTER_MS);
  };

  return (
    <>
      <PageHeader title="Create New Appointment" />
      <AppointmentForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Submit Appointment"
        onSubmit={submit}
        done={done}
      />
    </>
  );
}
