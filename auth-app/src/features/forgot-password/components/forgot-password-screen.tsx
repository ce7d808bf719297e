import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, notify } from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from './forgot-password-schema';

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();

  const submit = async (
    values: ForgotPasswordValues,
    form: FormikHelpers<ForgotPasswordValues>,
  ) => {
    const email = values.email.trim();
    try {
      const answer = await requestReset.mutateAsync(email);
      notify.success(answer?.message || 'Reset instructions sent to your email!');
      form.resetForm();
      navigate(`/auth/reset?email=${encodeURIComponent(email)}`);
    } catch (failure) {
      // Spec §8: the server's message, else 'Failed to send reset link'; a network failure
      // says 'Something went wrong. Please try again.'
      notify.error(errorMessage(failure));
    }
  };

  return (
    <AuthScreen
      title="Forgot Password"
      intro={
        <p>Enter your account&apos;s email and we will send you a link to reset your password.</p>
      }
      footer={
        <>
          <Link to="/login">Back to Login</Link>
          <Link to="/auth/reset">I have a reset token</Link>
        </>
      }
    >
      <Formik<ForgotPasswordValues>
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={submit}
      >
        <Form noValidate>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <FormActions>
            <SubmitButton pendingLabel="Sending..." block>
              Send Reset Link
            </SubmitButton>
          </FormActions>
        </Form>
      </Formik>
    </AuthScreen>
  );
}
