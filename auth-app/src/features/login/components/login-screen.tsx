import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  dashboardPathFor,
  errorMessage,
  FormField,
  forgetSignedOut,
  isApiError,
  justSignedOut,
  normalizeRole,
  notify,
  sessionStore,
  SIGNED_OUT_MESSAGE,
  TextInput,
  useSession,
} from '@careconnect/shared-ui';
import { AuthScreen } from '../../../components/auth-screen';
import { ScreenLink, useScreenNav } from '../../../navigation/screen-nav';
import { FormActions } from '../../../components/form-actions';
import type { LoginResponse, TwoStepRequired } from '../../../lib/contracts';
import { preloadAccountScreens, warmAccountScreens } from '../../../load-account-screens';
import { loginUser } from '../api/login-user';
import { useLoginForm, type LoginValues } from './login-form';
import { loadedSecondStep, loadSecondStep } from './load-second-step';
import { UnverifiedNotice } from './unverified-notice';

const SignedInNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Spec §4/§9: the dashboard opens 200 ms after a successful login. */
export const LOGIN_REDIRECT_MS = 200;
export const MISSING_ROLE_OR_TOKEN = 'Missing user role or token in response';
export const AWAITING_APPROVAL =
  "Your doctor account is awaiting an administrator's approval. Until then you cannot see patient data.";

/**
 * The page a signed-out visit asked for (the route guard passes it), when it is inside the area of
 * the role that signed in: a reminder's Reschedule link opens that screen after sign-in.
 */
export function returnPath(from: unknown, dashboard: string): string | null {
  if (typeof from !== 'string') return null;
  const area = dashboard.slice(0, dashboard.indexOf('/', 1) + 1);
  // Same-site paths only ('//host' would leave the site).
  return area && from.startsWith(area) && !from.startsWith('//') ? from : null;
}

export function LoginScreen() {
  const { navigate, search, state: locationState, prepare } = useScreenNav();
  // Right after a logout from an area: said once, until the page is left or reloaded.
  const [signedOut] = useState(justSignedOut);
  // The page a signed-out visit asked for; not the page a logout left (the next sign-in may be
  // someone else, and starts at their dashboard).
  const [askedFor] = useState<unknown>(() =>
    signedOut ? undefined : (locationState as { from?: unknown } | null)?.from,
  );
  useEffect(() => forgetSignedOut(), []);
  const [showPassword, setShowPassword] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Kept in memory only: the pending token is never stored.
  const [secondStep, setSecondStep] = useState<(TwoStepRequired & { email: string }) | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Someone already signed in who opens /login is offered their dashboard (a sign-in here
  // replaces that session). Read once: the sign-in below must not show it on its way out.
  const sessionRole = useSession((state) => (state.token ? state.role : null));
  const [signedInAs] = useState(() => sessionRole);
  const currentDashboard = signedInAs ? dashboardPathFor(signedInAs) : null;

  useEffect(() => () => clearTimeout(redirect.current), []);

  /** Stores the session and opens the dashboard (after the password, or after the second step). */
  const finishSignIn = (answer: LoginResponse, email: string) => {
    const { token, user } = answer;
    if (!token || !user?.role) throw new Error(MISSING_ROLE_OR_TOKEN);
    const role = normalizeRole(user.role);
    if (!role) {
      notify.error('Unknown user role');
      return false;
    }
    // (Another account's cached data is dropped by the query client itself when the user changes:
    // the sign-in page runs without the query library.)
    // The server always sends the email of one's own record; the typed one stands in otherwise.
    sessionStore.getState().signIn({ token, user: { ...user, email: user.email ?? email } });
    notify.success('Login successful');
    setShowPassword(false);

    const dashboard = dashboardPathFor(role) ?? '/';
    let destination = returnPath(askedFor, dashboard) ?? dashboard;
    if (role === 'doctor' && !user.doctorId) {
      // Verified, but the details form was never sent: finish the sign-up first.
      destination = '/createdoc';
      void preloadAccountScreens().catch(() => undefined);
      notify.info('Please complete your doctor details.');
    } else if (role === 'doctor' && user.doctorApproved === false) {
      notify.info(AWAITING_APPROVAL);
    }
    prepare?.(destination);
    redirect.current = setTimeout(() => navigate(destination), LOGIN_REDIRECT_MS);
    return true;
  };

  const submit = async (values: LoginValues, reset: () => void) => {
    const email = values.email.trim();
    setUnverifiedEmail(null);
    try {
      const answer = await loginUser({ email, password: values.password });
      if ('pendingToken' in answer) {
        // The password was right; the session comes after the second step (its screen is
        // fetched now, the form still busy).
        await loadSecondStep();
        setSecondStep({ ...answer, email });
        return;
      }
      if (finishSignIn(answer, email)) reset();
    } catch (failure) {
      const message = errorMessage(failure, 'Login failed');
      notify.error(`Login error: ${message}`);
      if (isApiError(failure) && failure.status === 403 && /verify/i.test(message)) {
        setUnverifiedEmail(email);
      }
    }
  };

  const {
    formRef,
    field,
    errors,
    submitting,
    submit: send,
  } = useLoginForm({ email: new URLSearchParams(search).get('email') ?? '', password: '' }, submit);

  const SecondStepScreen = loadedSecondStep()?.SecondStepScreen;
  if (secondStep && SecondStepScreen)
    return (
      <SecondStepScreen
        step={secondStep}
        onSignedIn={(answer) => finishSignIn(answer, secondStep.email)}
        onBack={() => setSecondStep(null)}
      />
    );

  return (
    <AuthScreen
      title="Login"
      footer={
        <>
          <ScreenLink to="/signup" {...warmAccountScreens}>
            Signup
          </ScreenLink>
          <ScreenLink to="/forgotpass" {...warmAccountScreens}>
            Forgot your password?
          </ScreenLink>
        </>
      }
    >
      {!currentDashboard && signedOut ? (
        <SignedInNote role="status">{SIGNED_OUT_MESSAGE}</SignedInNote>
      ) : null}
      {currentDashboard ? (
        <SignedInNote role="status">
          You are already signed in.{' '}
          <ScreenLink to={currentDashboard}>Go to your dashboard</ScreenLink>
        </SignedInNote>
      ) : null}
      <form ref={formRef} onSubmit={(event) => void send(event)} noValidate>
        <FormField label="Email" error={errors.email} required>
          <TextInput {...field('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label="Password" error={errors.password} required>
          <TextInput
            {...field('password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
          />
        </FormField>
        <Checkbox
          label="Show Password"
          checked={showPassword}
          onChange={(event) => setShowPassword(event.target.checked)}
        />
        {unverifiedEmail !== null ? <UnverifiedNotice email={unverifiedEmail} /> : null}
        <FormActions>
          <Button type="submit" block loading={submitting} loadingText="Logging in...">
            Log In
          </Button>
        </FormActions>
      </form>
    </AuthScreen>
  );
}
