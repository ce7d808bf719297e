import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { goBack, notify, PageHeader, parseCalendarDate, Stack } from '@careconnect/shared-ui';
import { useCreateAppointment } from '../api/create-appointment';
import { AppointmentForm } from './appointment-form';
import { emptyAppointment, type AppointmentFormValues } from './appointment-schema';

export const CREATED = 'Appointment created successfully!';
/** Spec §9: back one page 1.5 s after creating. */
export const BACK_AFTER_MS = 1500;

/** A 'YYYY-MM-DD' from the address, or '' for anything else. */
function calendarDateParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) ? value : '';
}

/**
 * Spec §2 'Create New Appointment', with a choice of doctor. The calendar links a free time here:
 * ?date=&timeSlot=&doctor= fill the form.
 */
export function CreateAppointmentScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [initialValues] = useState<AppointmentFormValues>(() => ({
    ...emptyAppointment,
    doctor: params.get('doctor') ?? '',
    patient: params.get('patient') ?? '',
    date: calendarDateParam(params.get('date')),
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
    <Stack>
      <PageHeader
        title="Create New Appointment"
        back={{ to: '/admin/appointments', label: 'Back to Appointments' }}
      />
      <AppointmentForm
        mode="create"
        initialValues={initialValues}
        submitLabel="Submit Appointment"
        onSubmit={submit}
        done={done}
      />
    </Stack>
  );
}
