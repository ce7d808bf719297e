import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailProblem } from '../../../lib/email-check';

// The sign-in form's state and checks, by hand: a schema and form library would double the
// JavaScript of the page every user opens every day. Behaves as the other forms do (formik):
// each field's message shows once it was left or the form was submitted, and follows every
// keystroke after that; a submit with a problem sends nothing and focuses the first field
// that has one.

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Spec §5 "Login", word for word.
const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailProblem(values.email, 'Email is required', 'Invalid email');
  if (email) errors.email = email;
  if (values.password.length < 6) errors.password = PASSWORD_TOO_SHORT;
  return errors;
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

export function useLoginForm(
  initial: LoginValues,
  onSubmit: (values: LoginValues, reset: () => void) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submits, setSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const focusedAtSubmit = useRef<Element | null>(null);
  const errors = validateLogin(values);
  const shown: LoginErrors = {
    email: touched.email ? errors.email : undefined,
    password: touched.password ? errors.password : undefined,
  };

  // After a submit: to the first field with a problem, or back where focus was when the
  // disabled controls dropped it to the page's body.
  const handled = useRef(0);
  const wasReset = useRef(false);
  useEffect(() => {
    if (submitting || submits === handled.current || !formRef.current) return;
    handled.current = submits;
    // a form emptied after a sign-in is on its way out: focus is left alone
    if (wasReset.current) {
      wasReset.current = false;
      return;
    }
    const invalid = Array.from(formRef.current.querySelectorAll('[aria-invalid="true"]')).find(
      focusable,
    );
    if (invalid) {
      invalid.focus();
      return;
    }
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const before = focusedAtSubmit.current;
    const button = formRef.current.querySelector('button[type="submit"]');
    if (focusable(before) && formRef.current.contains(before)) before.focus();
    else if (focusable(button)) button.focus();
  }, [submitting, submits]);

  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    focusedAtSubmit.current = document.activeElement;
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) {
      setSubmits((n) => n + 1);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values, () => {
        setValues({ email: '', password: '' });
        setTouched({});
        wasReset.current = true;
      });
    } finally {
      setSubmitting(false);
      setSubmits((n) => n + 1);
    }
  };

  return { formRef, field, errors: shown, submitting, submit };
}
