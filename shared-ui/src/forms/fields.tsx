import type { ReactNode } from 'react';
import { useField, useFormikContext } from 'formik';
// The package name, not a relative path: under Module Federation this resolves to the one
// shared copy of the kit (and of its session store).
import {
  Button,
  Checkbox,
  FormField,
  Select,
  Textarea,
  TextInput,
  type ButtonProps,
  type CheckboxProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@careconnect/shared-ui';

interface FieldBase {
  /** The formik field name, also a path such as 'recommendedFoods.0.name'. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** The field's error once it was touched (or the form was submitted). */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

type Controlled = 'name' | 'value' | 'onChange' | 'onBlur' | 'checked';

export interface TextFieldProps extends FieldBase, Omit<TextInputProps, Controlled | 'required'> {}

/** A TextInput bound to formik, its yup message in red under it (spec §5). */
export function TextField({ name, label, hint, required, disabled, ...rest }: TextFieldProps) {
  const [field] = useField(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      <TextInput
        {...rest}
        {...field}
        value={field.value ?? ''}
        disabled={disabled || isSubmitting}
      />
    </FormField>
  );
}

export interface SelectFieldProps extends FieldBase, Omit<SelectProps, Controlled | 'required'> {}

export function SelectField({ name, label, hint, required, disabled, ...rest }: SelectFieldProps) {
  const [field] = useField(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      <Select {...rest} {...field} value={field.value ?? ''} disabled={disabled || isSubmitting} />
    </FormField>
  );
}

export interface TextareaFieldProps
  extends FieldBase, Omit<TextareaProps, Controlled | 'required'> {}

export function TextareaField({
  name,
  label,
  hint,
  required,
  disabled,
  ...rest
}: TextareaFieldProps) {
  const [field] = useField(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FormField label={label} hint={hint} required={required} error={error}>
      <Textarea
        {...rest}
        {...field}
        value={field.value ?? ''}
        disabled={disabled || isSubmitting}
      />
    </FormField>
  );
}

export interface CheckboxFieldProps extends Omit<CheckboxProps, Controlled | 'type'> {
  name: string;
}

/** A checkbox bound to a boolean formik value. */
export function CheckboxField({ name, disabled, ...rest }: CheckboxFieldProps) {
  const [field] = useField({ name, type: 'checkbox' });
  const { isSubmitting } = useFormikContext();
  return <Checkbox {...rest} {...field} disabled={disabled || isSubmitting} />;
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The label while submitting, e.g. 'Logging in...' or 'Submitting…'. */
  pendingLabel?: ReactNode;
}

/** The form's submit button: disabled and showing `pendingLabel` while formik submits. */
export function SubmitButton({ pendingLabel, children, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button {...rest} type="submit" loading={isSubmitting} loadingText={pendingLabel}>
      {children}
    </Button>
  );
}
