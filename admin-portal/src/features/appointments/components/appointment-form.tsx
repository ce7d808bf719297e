import { FormField, SearchField, TextInput } from '@careconnect/shared-ui';
import { SelectField } from '@careconnect/shared-ui/forms';
import {
  AppointmentFormFrame,
  AppointmentNoteFields,
  AppointmentTimeFields,
  FieldRow,
} from '@careconnect/shared-ui/schedule';
import { FormAlert } from '../../../components/layout';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';
import { statusOptions } from './appointment-filters';
import { LOAD_PEOPLE_ERROR, usePeopleChoices } from './use-people-choices';

export { TIME_SLOT_HINT } from '@careconnect/shared-ui/schedule';

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
  return (
    <AppointmentFormFrame
      initialValues={initialValues}
      validationSchema={appointmentSchema}
      label={submitLabel}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      done={done}
    >
      {({ values }) => (
        <>
          {props.mode === 'create' ? (
            <PeopleFields patient={values.patient} doctor={values.doctor} done={done} />
          ) : (
            <FieldRow>
              <FormField label="Patient">
                <TextInput value={props.patientName} readOnly />
              </FormField>
              <FormField label="Doctor">
                <TextInput value={props.doctorName} readOnly />
              </FormField>
            </FieldRow>
          )}
          <AppointmentTimeFields
            doctorId={values.doctor}
            date={values.date}
            timeSlot={props.mode === 'create' ? 'free' : 'text'}
            disabled={done}
          />
          {props.mode === 'update' ? (
            <SelectField name="status" label="Status" options={statusOptions} disabled={done} />
          ) : null}
          <AppointmentNoteFields disabled={done} />
        </>
      )}
    </AppointmentFormFrame>
  );
}
