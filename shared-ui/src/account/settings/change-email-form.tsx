import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { errorMessage } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import type { EmailChangeRequest } from '../types';
import { FormError } from '../form-error';
import { useRequestEmailChange } from './api/use-request-email-change';

// The login form's email messages (spec §5) and the Update Password form's for the password.
export const changeEmailSchema = yup.object({
  newEmail: yup
    .string()
    .trim()
    .required('Email is required')
    .email('Invalid email')
    .matches(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Invalid email'),
  currentPassword: yup.string().required('Current password is required'),
});

const empty: EmailChangeRequest = { newEmail: '', currentPassword: '' };

interface Status {
  error?: string;
}

/**
 * Change email: the new address and the current password. The server emails a link to the new
 * address; until it is opened the account keeps its address (shown in the profile above).
 */
export function ChangeEmailForm({ userId, email }: { userId: string; email?: string }) {
  const request = useRequestEmailChange(userId);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (values: EmailChangeRequest, helpers: FormikHelpers<EmailChangeRequest>) => {
    helpers.setStatus({});
    setSent(null);
    try {
      const { message } = await request.mutateAsync({
        newEmail: values.newEmail.trim(),
        currentPassword: values.currentPassword,
      });
      // Said in the form, not in a toast: it stays while the user goes to their inbox.
      setSent(message);
      helpers.resetForm();
    } catch (error) {
      helpers.setStatus({ error: errorMessage(error) } satisfies Status);
    }
  };

  return (
    <Formik<EmailChangeRequest>
      initialValues={empty}
      validationSchema={changeEmailSchema}
      onSubmit={submit}
    >
      {({ status }) => (
        <Form noValidate aria-label="Change email">
          <p>
            {email ? (
              <>
                You sign in with <strong>{email}</strong>.{' '}
              </>
            ) : null}
            We send a link to the new address; your email changes when you open it.
          </p>
          <TextField name="newEmail" label="New Email" type="email" autoComplete="email" />
          <TextField
            name="currentPassword"
            label="Current Password"
            type="password"
            autoComplete="current-password"
          />
          {(status as Status | undefined)?.error ? (
            <FormError role="alert">{(status as Status).error}</FormError>
          ) : null}
          {sent ? <p role="status">{sent}</p> : null}
          <SubmitButton pendingLabel="Sending...">Send Confirmation Link</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
