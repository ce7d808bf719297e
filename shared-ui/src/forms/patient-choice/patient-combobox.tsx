import { useField } from 'formik';
import { Combobox, type ComboboxProps } from '../combobox/combobox';
import { ComboboxField, useSelectedOption } from '../combobox/combobox-field';
import { usePatientChoices, type PatientScope } from './patient-choices';

/** Spec §2's placeholder of the patient choice. */
const PLACEHOLDER = '-- Select patient --';
/** How to search, read with the field (its description). */
export const PATIENT_SEARCH_HINT = 'Search by name, phone ending or birth date (YYYY-MM-DD).';

export interface PatientComboboxFieldProps {
  /** The formik field holding the patient's id; 'patient' by default. */
  name?: string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ComboboxProps['hint'];
  scope?: PatientScope;
}

/** The patient of a form (appointment, plan): a searchable choice whose value is the patient id. */
export function PatientComboboxField({
  name = 'patient',
  label = 'Patient',
  required = true,
  disabled,
  hint,
  scope = 'all',
}: PatientComboboxFieldProps) {
  const [field] = useField<string>(name);
  const choices = usePatientChoices(field.value ?? '', scope);
  return (
    <ComboboxField
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      hint={hint ?? PATIENT_SEARCH_HINT}
      placeholder={PLACEHOLDER}
      {...choices}
    />
  );
}

export interface PatientComboboxProps {
  /** The chosen patient's id, or ''. */
  value: string;
  onChange: (patientId: string) => void;
  label?: string;
  scope?: PatientScope;
  hint?: ComboboxProps['hint'];
}

/** A patient choice outside a form (the planner): controlled by the patient id. */
export function PatientCombobox({
  value,
  onChange,
  label = 'Patient',
  scope = 'all',
  hint,
}: PatientComboboxProps) {
  const { valueOption, options, ...choices } = usePatientChoices(value, scope);
  const selected = useSelectedOption(value, options, valueOption);
  return (
    <Combobox
      label={label}
      hint={hint ?? PATIENT_SEARCH_HINT}
      options={options}
      selected={selected}
      onSelect={(option) => onChange(option?.value ?? '')}
      placeholder={PLACEHOLDER}
      {...choices}
    />
  );
}
