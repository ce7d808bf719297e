import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Card, errorMessage, notify, useSession } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import type { PasswordUpdate } from '../types';
import { FormError } from '../form-error';
import { PASSWORD_UPDATED, useUpdatePassword } from './api/use-update-password';
import { updatePasswordSchema } from './update-password-schema';

const Narrow = styled.div`
  max-width: 480px;
`;

const empty: PasswordUpdate = { currentPassword: '', newPassword: '', confirm: '' };

interface Status {
  error?: string;
}

/**
 * Spec §2/§5 Update Password: current, new and confirm; the server checks the current
 * password.
 */
export function UpdatePasswordForm() {
  const userId = useSession((state) => state.userId);
  const update = useUpdatePassword(userId);

  const submit = async (values: PasswordUpdate, helpers: FormikHelpers<PasswordUpdate>) => {
    helpers.setStatus({});
    try {
      const { message } = await update.mutateAsync(values);
      notify.success(message || PASSWORD_UPDATED);
      helpers.resetForm();
    } catch (error) {
      helpers.setStatus({ error: errorMessage(error) } satisfies Status);
    }
  };

  return (
    <Narrow>
      <Card>
        <Formik<PasswordUpdate>
          initialValues={empty}
          validationSchema={updatePasswordSchema}
          onSubmit={submit}
        >
          {({ status }) => (
            <Form noValidate aria-label="Update Password">
              <TextField
                name="currentPassword"
                label="Current Password"
                type="password"
                autoComplete="current-password"
              />
              <TextField
                name="newPassword"
                label="New Password"
                type="password"
                autoComplete="new-password"
              />
              <TextField
                name="confirm"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
              />
              {(status as Status | undefined)?.error ? (
                <FormError role="alert">{(status as Status).error}</FormError>
              ) : null}
              <SubmitButton pendingLabel="Updating..." disabled={!userId}>
                Update Password
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </Card>
    </Narrow>
  );
}
