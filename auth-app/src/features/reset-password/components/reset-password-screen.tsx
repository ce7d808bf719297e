import { useEffect, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Checkbox, errorMessage, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

/** Spec §4/§9: the Login screen opens 1.5 s after a successful reset. */
export const RESET_REDIRECT_MS = 1500;
export const PASSWORD_RESET = 'Your password has been reset!';
/** The same page opened from an invitation (`&invite=1`): the account's first password. */
export const INVITATION_TEXT = {
  title: 'Choose your password',
  intro:
    'Welcome to CareConnect. Enter your email address and choose a password. When you first log in, you will set up an authenticator app.',
  submit: 'Set Password',
  done: 'Your password is set. Log in to continue.',
} as const;

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [showPassword, setShowPassword] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const linkedToken = searchParams.get('token')?.trim() ?? '';
  const invitation = Boolean(linkedToken) && searchParams.get('invite') === '1';

  useEffect(() => () => clearTimeout(redirect.current), []);

  const initialValues: ResetPasswordValues = {
    token: linkedToken,
    email: searchParams.get('email') ?? '',
    newPassword: '',
    confirm: '',
  };

  const submit = async (values: ResetPasswordValues, form: FormikHelpers<ResetPasswordValues>) => {
    try {
      await reset.mutateAsync({
        token: values.token.trim(),
        email: values.email.trim(),
        newPassword: values.newPassword,
        confirm: values.confirm,
      });
      notify.success(invitation ? INVITATION_TEXT.done : PASSWORD_RESET);
      form.resetForm({ values: { token: linkedToken, email: '', newPassword: '', confirm: '' } });
      setShowPassword(false);
      redirect.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    } catch (failure) {
      // Spec §8: the server's message, else 'Failed to reset password'; a network failure
      // says 'Something went wrong. Please try again.'
      notify.error(errorMessage(failure));
    }
  };

  return (
    <AuthScreen
      title={invitation ? INVITATION_TEXT.title : 'Reset Password'}
      intro={
        invitation ? (
          <p>{INVITATION_TEXT.intro}</p>
        ) : linkedToken ? (
          <p>Choose a new password for your account.</p>
        ) : (
          <p>Enter the reset token from the email we sent you, then choose a new password.</p>
        )
      }
      footer={
        <>
          <Link to="/login">Back to Login</Link>
          <Link to="/forgotpass">Send a new reset link</Link>
        </>
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        <Form noValidate>
          {linkedToken ? null : (
            <TextField
              name="token"
              label="Reset Token"
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <TextField
            name="newPassword"
            label="New Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
          />
          <TextField
            name="confirm"
            label="Confirm Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
          />
          <Checkbox
            label="Show Password"
            checked={showPassword}
            onChange={(event) => setShowPassword(event.target.checked)}
          />
          <FormActions>
            <SubmitButton pendingLabel={invitation ? 'Saving...' : 'Resetting...'} block>
              {invitation ? INVITATION_TEXT.submit : 'Reset Password'}
            </SubmitButton>
          </FormActions>
        </Form>
      </Formik>
    </AuthScreen>
  );
}
