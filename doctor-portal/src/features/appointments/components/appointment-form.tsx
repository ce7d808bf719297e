import type { ReactNode } from 'react';
import { FormField, TextInput } from '@careconnect/shared-ui';
import {
  AppointmentFormFrame,
  AppointmentNoteFields,
  AppointmentTimeFields,
} from '@careconnect/shared-ui/schedule';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';

export { TIME_SLOT_HINT } from '@careconnect/shared-ui/schedule';

export interface AppointmentFormProps {
  initialValues: AppointmentFormValues;
  /** The patient control: a select (create) or the booked patient, read-only (update). */
  patientField: ReactNode;
  /** 'Dr. first last' or 'Dr. Unknown', shown read-only. */
  doctorName: string;
  /** The doctor whose free slots are suggested for the chosen date. */
  doctorId: string | undefined;
  submitLabel: string;
  /** Resolves on success; a rejection's message is shown on the form (e.g. a taken slot). */
  onSubmit: (values: AppointmentFormValues) => Promise<void>;
  /** After success the form stays disabled until the screen navigates away. */
  done?: boolean;
  /**
   * 'free': Time Slot is a choice of the doctor's free times on the date (creating); 'text':
   * free text with suggestions (updating, where the booked time itself is not free).
   */
  timeSlotInput?: 'free' | 'text';
}

/** The appointment form of spec §2 (doctor version): the doctor is the signed-in doctor. */
export function AppointmentForm({
  initialValues,
  patientField,
  doctorName,
  doctorId,
  submitLabel,
  onSubmit,
  done = false,
  timeSlotInput = 'text',
}: AppointmentFormProps) {
  return (
    <AppointmentFormFrame
      initialValues={initialValues}
      validationSchema={appointmentSchema}
      label="Appointment"
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      done={done}
      enableReinitialize
    >
      {({ values, errors, submitCount }) => (
        <>
          {patientField}
          <FormField label="Doctor" error={submitCount > 0 ? errors.doctor : undefined}>
            <TextInput value={doctorName} readOnly />
          </FormField>
          <AppointmentTimeFields
            doctorId={doctorId ?? ''}
            date={values.date}
            timeSlot={timeSlotInput}
            disabled={done}
          />
          <AppointmentNoteFields disabled={done} />
        </>
      )}
    </AppointmentFormFrame>
  );
}
