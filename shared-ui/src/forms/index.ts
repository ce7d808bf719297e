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
