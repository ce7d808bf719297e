import { useState } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  dashboardPathFor,
  errorMessage,
  isApiError,
  normalizeRole,
  notify,
  sessionStore,
} from '@careconnect/shared-ui';
import { SubmitButton, TextField } from '@careconnect/shared-ui/forms';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import type { LoginResponse, TwoStepRequired } from '../../../lib/contracts';
import { SecondStepScreen } from '../../login/components/second-step-screen';
import { useResendCode } from '../api/resend-code';
import { useVerifyEmail } from '../api/verify-email';
import { CodeBoxes } from './code-boxes';
import { useCooldown } from './use-cooldown';
import { emptyDigits, verifyEmailSchema, verifySchema, type VerifyValues } from './verify-schema';

/** The server accepts one resend every 30 seconds. */
export const RESEND_COOLDOWN_SECONDS = 30;
export const PATIENT_VERIFIED = 'Your email is verified. Welcome to CareConnect.';
export const DOCTOR_VERIFIED = 'Your email is verified. Please add your doctor details.';

const ResendRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface ArrivalState {
  /** Set by Signup: a code was sent a moment ago. */
  codeSent?: boolean;
}

export function VerifyScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const linkedEmail = searchParams.get('email')?.trim() ?? '';
  const arrival = (location.state ?? {}) as ArrivalState;
  const cooldown = useCooldown(arrival.codeSent ? RESEND_COOLDOWN_SECONDS : 0);
  // Kept in memory only, as on Login: the pending token is never stored.
  const [secondStep, setSecondStep] = useState<(TwoStepRequired & { email: string }) | null>(null);

  /** Stores the session as a login does, then opens where the new account starts. */
  const finishSignIn = (answer: LoginResponse, email: string) => {
    if (!answer.token || !answer.user) throw new Error('Missing user role or token in response');
    const role = normalizeRole(answer.user.role);
    sessionStore.getState().signIn({
      token: answer.token,
      user: { ...answer.user, email: answer.user.email ?? email },
    });
    if (role === 'doctor' && !answer.user.doctorId) {
      // The doctor stays signed in to send the details form.
      notify.success(DOCTOR_VERIFIED);
      navigate('/createdoc');
      return;
    }
    notify.success(PATIENT_VERIFIED);
    navigate(dashboardPathFor(role) ?? '/');
  };

  const initialValues: VerifyValues = {
    email: linkedEmail,
    digits: emptyDigits(),
    code: '',
    password: '',
  };

  const submit = async (values: VerifyValues, form: FormikHelpers<VerifyValues>) => {
    form.setStatus(undefined);
    const email = values.email.trim();
    try {
      const answer = await verify.mutateAsync({
        email,
        code: values.code,
        password: values.password,
      });
      if ('pendingToken' in answer) {
        // The clinic requires a second step of this role: the session comes after it.
        setSecondStep({ ...answer, email });
        return;
      }
      finishSignIn(answer, email);
    } catch (failure) {
      form.setStatus(errorMessage(failure));
    }
  };

  const sendAgain = async (form: FormikProps<VerifyValues>) => {
    try {
      await verifyEmailSchema.validate(form.values.email);
    } catch (invalid) {
      void form.setFieldTouched('email', true, false);
      form.setFieldError('email', errorMessage(invalid));
      return;
    }
    try {
      const answer = await resend.mutateAsync(form.values.email.trim());
      notify.success(answer.message || 'A new code has been sent to your email.');
      cooldown.start(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      notify.error(errorMessage(failure));
      if (isApiError(failure) && failure.status === 429) cooldown.start(RESEND_COOLDOWN_SECONDS);
    }
  };

  if (secondStep)
    return (
      <SecondStepScreen
        step={secondStep}
        onSignedIn={(answer) => finishSignIn(answer, secondStep.email)}
        onBack={() => navigate(`/login?email=${encodeURIComponent(secondStep.email)}`)}
      />
    );

  return (
    <AuthScreen
      title="Email Verification"
      intro={
        linkedEmail ? (
          <p>
            Enter the 7-digit code we sent to <strong>{linkedEmail}</strong>, and your password.
          </p>
        ) : (
          <p>Enter your email, the 7-digit code we sent to it, and your password.</p>
        )
      }
      footer={
        <>
          <Link to="/signup">Create an account</Link>
          <Link to="/login">Login</Link>
        </>
      }
    >
      <Formik initialValues={initialValues} validationSchema={verifySchema} onSubmit={submit}>
        {(form) => (
          <Form noValidate>
            {linkedEmail ? null : (
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
            )}
            <CodeBoxes />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              hint="The password you chose when you created the account."
              required
            />
            <FormAlert>{typeof form.status === 'string' ? form.status : null}</FormAlert>
            <FormActions>
              <SubmitButton pendingLabel="Verifying..." block>
                Verify Email
              </SubmitButton>
              <ResendRow>
                <span>Didn&apos;t get the code?</span>
                <Button
                  variant="link"
                  onClick={() => void sendAgain(form)}
                  loading={resend.isPending}
                  disabled={cooldown.remaining > 0 || form.isSubmitting}
                >
                  Resend
                </Button>
                {cooldown.remaining > 0 ? (
                  <span>{`Resend available in ${cooldown.remaining} s`}</span>
                ) : null}
              </ResendRow>
            </FormActions>
          </Form>
        )}
      </Formik>
    </AuthScreen>
  );
}
