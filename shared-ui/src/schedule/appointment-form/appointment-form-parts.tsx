import { useId, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import styled from 'styled-components';
import type { AnyObjectSchema } from 'yup';
import { Card, FormAlert } from '@careconnect/shared-ui';
import { SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { useDaySlots } from '../api/get-day-slots';
import { FreeTimeSlotField } from '../free-time-slot/free-time-slot-field';
import { TIME_SLOT_HINT, type AppointmentFormValues } from './appointment-schema';

const FormCard = styled(Card)`
  max-width: 720px;
`;

/** Two fields side by side from the medium breakpoint (date and time, patient and doctor). */
export const FieldRow = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The doctor's free half hours of the chosen day, offered as a typed slot's suggestions. */
function SlotSuggestions({ id, doctorId, date }: { id: string; doctorId: string; date: string }) {
  const slots = useDaySlots(doctorId || undefined, date);
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

export interface AppointmentTimeFieldsProps {
  /** The doctor whose times are offered ('' until one is chosen). */
  doctorId: string;
  date: string;
  /**
   * 'free': a choice of the doctor's free times on the date (booking); 'text': free text with
   * the free times as suggestions (changing a booking, whose own time is not free).
   */
  timeSlot: 'free' | 'text';
  disabled?: boolean;
}

/** Spec §2: Date and Time Slot, side by side. */
export function AppointmentTimeFields({
  doctorId,
  date,
  timeSlot,
  disabled = false,
}: AppointmentTimeFieldsProps) {
  const slotListId = `slots${useId().replace(/:/g, '')}`;
  return (
    <>
      <FieldRow>
        <TextField name="date" label="Date" type="date" required disabled={disabled} />
        {timeSlot === 'free' ? (
          <FreeTimeSlotField doctorId={doctorId} date={date} disabled={disabled} />
        ) : (
          <TextField
            name="timeSlot"
            label="Time Slot"
            required
            placeholder={TIME_SLOT_HINT}
            hint={`e.g. ${TIME_SLOT_HINT}`}
            list={slotListId}
            autoComplete="off"
            disabled={disabled}
          />
        )}
      </FieldRow>
      {timeSlot === 'text' ? (
        <SlotSuggestions id={slotListId} doctorId={doctorId} date={date} />
      ) : null}
    </>
  );
}

/** Spec §2: Reason and Notes, both optional. */
export function AppointmentNoteFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <TextareaField name="reason" label="Reason" rows={3} disabled={disabled} />
      <TextareaField name="notes" label="Notes" rows={3} disabled={disabled} />
    </>
  );
}

export interface AppointmentFormFrameProps<Values extends AppointmentFormValues> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** Resolves on success; a rejection's message is shown on the form (e.g. a taken slot). */
  onSubmit: (values: Values) => Promise<void>;
  /** After success the form stays disabled until the screen navigates away. */
  done?: boolean;
  /** Take new initial values when they change (a record that loads later). */
  enableReinitialize?: boolean;
  /** The area's fields, in order. */
  children: (form: FormikProps<Values>) => ReactNode;
}

/**
 * The appointment form of spec §2 around an area's own fields: the card, the spec's validation,
 * the server's refusal shown above the button, and 'Submit Appointment' ('Submitting…').
 */
export function AppointmentFormFrame<Values extends AppointmentFormValues>({
  initialValues,
  validationSchema,
  label,
  submitLabel,
  onSubmit,
  done = false,
  enableReinitialize,
  children,
}: AppointmentFormFrameProps<Values>) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
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
        validationSchema={validationSchema}
        onSubmit={submit}
        enableReinitialize={enableReinitialize}
      >
        {(form) => (
          <Form noValidate aria-label={label}>
            {children(form)}
            <FormAlert>{typeof form.status === 'string' ? form.status : null}</FormAlert>
            <SubmitButton pendingLabel="Submitting…" disabled={done}>
              {submitLabel}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
