// @careconnect/shared-ui/forms: formik-bound fields. Kept out of the main entry so formik and
// yup never reach the landing page.
export { TextField, SelectField, TextareaField, CheckboxField, SubmitButton } from './fields';
export type {
  TextFieldProps,
  SelectFieldProps,
  TextareaFieldProps,
  CheckboxFieldProps,
  SubmitButtonProps,
} from './fields';
export { Combobox } from './combobox/combobox';
export type { ComboboxMessages, ComboboxOption, ComboboxProps } from './combobox/combobox';
export { ComboboxField, useSelectedOption } from './combobox/combobox-field';
export type { ComboboxFieldProps } from './combobox/combobox-field';
export {
  PATIENT_SEARCH_HINT,
  PatientCombobox,
  PatientComboboxField,
} from './patient-choice/patient-combobox';
export type {
  PatientComboboxFieldProps,
  PatientComboboxProps,
} from './patient-choice/patient-combobox';
export {
  getPatientChoices,
  LOAD_PATIENTS_ERROR,
  OTHER_PATIENTS,
  PATIENT_CHOICE_LIMIT,
  patientChoiceDetail,
  patientChoicesKey,
  usePatientChoice,
  usePatientChoices,
  YOUR_PATIENTS,
} from './patient-choice/patient-choices';
export type { PatientChoice, PatientScope } from './patient-choice/patient-choices';
