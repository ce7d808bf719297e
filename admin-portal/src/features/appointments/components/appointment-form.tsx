import { useId } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Card, FormField, TextInput, SearchField } from '@careconnect/shared-ui';
import { SelectField, SubmitButton, TextareaField, TextField } from '@careconnect/shared-ui/forms';
import { FreeTimeSlotField } from '@careconnect/shared-ui/schedule';
import { FormAlert } from '../../../components/layout';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';
import { statusOptions } from './appointment-filters';
import { LOAD_PEOPLE_ERROR, usePeopleChoices } from './use-people-choices';
import { SlotSuggestions } from './slot-suggestions';

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

export type AppointmentFormProps = {
  initialValues: AppointmentFormValues;
  submitLabel: string;
  /** Resolves on success; a rejection's message is shown on the form (e.g. a taken slot). */
  onSubmit: (values: AppointmentFormValues) => Promise<void>;
  /** After success the form stays disabled until the screen navigates away. */
  done?: boolean;
} & (
  | { mode: 'create' }
  | {
      /** The booked people cannot change; an administrator may set any status. */
      mode: 'update';
      patientName: string;
      doctorName: string;
    }
);

function PeopleFields({
  patient,
  doctor,
  done,
}: {
  patient: string;
  doctor: string;
  done: boolean;
}) {
  const choices = usePeopleChoices(patient, doctor);
  return (
    <>
      {choices.failed ? <FormAlert role="alert">{LOAD_PEOPLE_ERROR}</FormAlert> : null}
      {choices.patient.searchable ? (
        <SearchField
          label="Find a patient"
          placeholder="Name or email"
          value={choices.patient.q}
          onSearch={choices.patient.setQ}
        />
      ) : null}
      <SelectField
        name="patient"
        label="Patient"
        required
        placeholder="-- Select patient --"
        options={choices.patient.options}
        disabled={done}
      />
      {choices.doctor.searchable ? (
        <SearchField
          label="Find a doctor"
          placeholder="Name or specialization"
          value={choices.doctor.q}
          onSearch={choices.doctor.setQ}
        />
      ) : null}
      <SelectField
        name="doctor"
        label="Doctor"
        required
        placeholder="-- Select doctor --"
        options={choices.doctor.options}
        disabled={done}
      />
    </>
  );
}

/** The appointment form of spec §2 (administrator version), for creating and updating. */
export function AppointmentForm(props: AppointmentFormProps) {
  const { initialValues, submitLabel, onSubmit, done = false } = props;
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
      <Formik initialValues={initialValues} validationSchema={appointmentSchema} onSubmit={submit}>
        {({ values, status }) => (
          <Form noValidate aria-label={submitLabel}>
            {props.mode === 'create' ? (
              <PeopleFields patient={values.patient} doctor={values.doctor} done={done} />
            ) : (
              <Row>
                <FormField label="Patient">
                  <TextInput value={props.patientName} readOnly />
                </FormField>
                <FormField label="Doctor">
                  <TextInput value={props.doctorName} readOnly />
                </FormField>
              </Row>
            )}
            <Row>
              <TextField name="date" label="Date" type="date" required disabled={done} />
              {props.mode === 'create' ? (
                <FreeTimeSlotField doctorId={values.doctor} date={values.date} disabled={done} />
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
            {props.mode === 'update' ? (
              <SlotSuggestions id={slotListId} doctorId={values.doctor} date={values.date} />
            ) : null}
            {props.mode === 'update' ? (
              <SelectField name="status" label="Status" options={statusOptions} disabled={done} />
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
