import { useCallback, useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
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

/** Can take focus: on the page, not disabled, not hidden. */
function focusable(element: Element | null): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    !element.matches(':disabled') &&
    element.closest('[hidden], [inert]') === null
  );
}

/** The first field of the form marked invalid, else the first error message in it. */
function firstProblem(form: HTMLFormElement): HTMLElement | null {
  const field = Array.from(form.querySelectorAll('[aria-invalid="true"]')).find(focusable);
  if (field) return field;
  const message = form.querySelector<HTMLElement>('[role="alert"]');
  if (!message) return null;
  // A message is not focusable by itself; -1 lets a script focus it without adding a Tab stop.
  if (!message.hasAttribute('tabindex')) message.tabIndex = -1;
  return message;
}

/**
 * Where focus goes when a submit ends: the controls are disabled while formik submits, so the
 * browser drops focus to the page's body. A submit that ends with errors takes focus to the
 * first invalid field (or the form's error message); one that ends without puts it back where
 * it was, if it fell to the body.
 */
function useFocusAfterSubmit(button: RefObject<HTMLButtonElement | null>) {
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const handled = useRef(submitCount);
  const focusedAtSubmit = useRef<Element | null>(null);

  // The element the submit came from (this button, or a field where Enter was pressed), read
  // before the submit disables it.
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return undefined;
    const remember = () => {
      focusedAtSubmit.current = document.activeElement;
    };
    form.addEventListener('submit', remember, true);
    return () => form.removeEventListener('submit', remember, true);
  }, [button]);

  useEffect(() => {
    if (submitCount < handled.current) handled.current = submitCount; // the form was reset
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const form = button.current?.form;
    if (!form) return;
    if (Object.keys(errors).length > 0) {
      firstProblem(form)?.focus();
      return;
    }
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const before = focusedAtSubmit.current;
    if (focusable(before) && form.contains(before)) before.focus();
    else if (focusable(button.current)) button.current.focus();
  }, [button, isSubmitting, submitCount, errors]);
}

/**
 * The form's submit button: disabled and showing `pendingLabel` while formik submits; after a
 * submit, focus goes to the first invalid field or back where it was (useFocusAfterSubmit).
 */
export function SubmitButton({ pendingLabel, children, ref, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const button = useRef<HTMLButtonElement | null>(null);
  useFocusAfterSubmit(button);
  const setRef = useCallback(
    (element: HTMLButtonElement | null) => {
      button.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  return (
    <Button {...rest} ref={setRef} type="submit" loading={isSubmitting} loadingText={pendingLabel}>
      {children}
    </Button>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
