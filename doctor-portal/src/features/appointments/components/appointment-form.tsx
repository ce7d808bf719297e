import { useId, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Card, FormField, TextInput } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { FreeTimeSlotField } from '@careconnect/shared-ui/schedule';
import { FormAlert } from '../../../components/stack';
import { useSlots } from '../api/get-slots';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';

/** Spec §2: the time slot is free text with a hint like this. */
export const TIME_SLOT_HINT = '10:00 AM - 10:30 AM';

const FormCard = styled(Card)`
  max-width: 720px;
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

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

function SlotSuggestions({ id, doctorId, date }: { id: string; doctorId?: string; date: string }) {
  const slots = useSlots(doctorId, date);
  return (
    <datalist id={id}>
      {(slots.data ?? [])
        .filter((slot) => slot.available)
        .map((slot) => (
          <option key={slot.timeSlot} value={slot.timeSlot} />
        ))}
    </datalist>
  );
}

/** The appointment form of spec §2 (doctor version), for creating and updating. */
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
  const slotListId = `slots${useId().replace(/:/g, '')}`;

  const submit = async (
    values: AppointmentFormValues,
    helpers: FormikHelpers<AppointmentFormValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      helpers.setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <FormCard>
      <Formik
        initialValues={initialValues}
        validationSchema={appointmentSchema}
        onSubmit={submit}
        enableReinitialize
      >
        {({ values, status, errors, submitCount }) => (
          <Form noValidate aria-label="Appointment">
            {patientField}
            <FormField label="Doctor" error={submitCount > 0 ? errors.doctor : undefined}>
              <TextInput value={doctorName} readOnly />
            </FormField>
            <Row>
              <TextField name="date" label="Date" type="date" required disabled={done} />
              {timeSlotInput === 'free' ? (
                <FreeTimeSlotField doctorId={doctorId ?? ''} date={values.date} disabled={done} />
              ) : (
                <TextField
                  name="timeSlot"
                  label="Time Slot"
                  required
                  placeholder={TIME_SLOT_HINT}
                  hint={`e.g. ${TIME_SLOT_HINT}`}
                  list={slotListId}
                  autoComplete="off"
                  disabled={done}
                />
              )}
            </Row>
            {timeSlotInput === 'text' ? (
              <SlotSuggestions id={slotListId} doctorId={doctorId} date={values.date} />
            ) : null}
            <TextareaField name="reason" label="Reason" rows={3} disabled={done} />
            <TextareaField name="notes" label="Notes" rows={3} disabled={done} />
            {typeof status === 'string' && status ? (
              <FormAlert role="alert">{status}</FormAlert>
            ) : null}
            <SubmitButton pendingLabel="Submitting…" disabled={done}>
              {submitLabel}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
