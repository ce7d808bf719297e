import { FormField, TextInput } from '@careconnect/shared-ui';
import { ComboboxField, PatientComboboxField, SelectField } from '@careconnect/shared-ui/forms';
import {
  AppointmentFormFrame,
  AppointmentNoteFields,
  AppointmentTimeFields,
  FieldRow,
} from '@careconnect/shared-ui/schedule';
import { appointmentSchema, type AppointmentFormValues } from './appointment-schema';
import { statusOptions } from './appointment-filters';
import { useDoctorChoices } from './use-doctor-choices';

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

function PeopleFields({ doctor, done }: { doctor: string; done: boolean }) {
  const doctors = useDoctorChoices(doctor);
  return (
    <>
      <PatientComboboxField disabled={done} />
      <ComboboxField
        name="doctor"
        label="Doctor"
        required
        placeholder="-- Select doctor --"
        hint="Search by name, specialization or hospital."
        disabled={done}
        {...doctors}
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
            <PeopleFields doctor={values.doctor} done={done} />
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
