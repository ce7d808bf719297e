import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, FormField, notify, TextInput } from '@careconnect/shared-ui';
import { AuthScreen } from '../../../components/auth-screen';
import { FormActions } from '../../../components/form-actions';
import type {
  EnrolledLoginResponse,
  LoginResponse,
  TotpSetup,
  TwoStepRequired,
} from '../../../lib/contracts';
import {
  confirmRequiredTotp,
  signInWithCode,
  signInWithPasskey,
  signInWithRecoveryCode,
  startRequiredTotp,
} from '../api/second-step';

export const SECOND_STEP_TEXT = {
  title: 'Two-step sign-in',
  codeIntro: 'Enter the 6-digit code from your authenticator app.',
  recoveryIntro: 'Enter one of the recovery codes you saved. Each code works once.',
  passkeyIntro: 'Use the passkey on this device or your security key.',
  enrolTitle: 'Set up two-step sign-in',
  enrolIntro:
    'Your clinic requires two-step sign-in for your account. Add CareConnect to an authenticator app on your phone, then enter the code it shows.',
  codesTitle: 'Your recovery codes',
  codesHelp:
    'Each code signs you in once if you lose your phone. Save them somewhere safe: they are shown only now.',
  passkeyCancelled: 'The passkey was not used. Try again or use another way.',
} as const;

const Secret = styled.code`
  display: inline-block;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ui-monospace, monospace;
  list-style: none;
`;

const Ways = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Or = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface SecondStepScreenProps {
  step: TwoStepRequired;
  /** Stores the session and opens the dashboard. */
  onSignedIn: (answer: LoginResponse) => void;
  onBack: () => void;
}

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function CodeForm({
  label,
  intro,
  busy,
  error,
  onSubmit,
  numeric,
}: {
  label: string;
  intro: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  numeric: boolean;
}) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {intro ? <p>{intro}</p> : null}
      <FormField label={label} error={error} id={id} required>
        <TextInput
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={numeric ? 'numeric' : 'text'}
          maxLength={20}
          autoFocus
        />
      </FormField>
      <FormActions>
        <Button type="submit" block loading={busy} loadingText="Checking...">
          Verify
        </Button>
      </FormActions>
    </form>
  );
}

/** The second step after a right password: a code, a passkey or a recovery code. */
function SecondFactor({ step, onSignedIn }: Omit<SecondStepScreenProps, 'onBack'>) {
  // A passkey-only account starts at its passkey; the forms are one link away.
  const [mode, setMode] = useState<'code' | 'recovery' | 'passkey'>(
    step.methods.totp ? 'code' : step.methods.passkey ? 'passkey' : 'recovery',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const switchTo = (next: typeof mode) => {
    setError(null);
    setMode(next);
  };

  const attempt = async (run: () => Promise<LoginResponse>, cancelled?: string) => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await run());
    } catch (failure) {
      const message =
        cancelled && failure instanceof Error && failure.name === 'NotAllowedError'
          ? cancelled
          : errorMessage(failure, 'Login failed');
      setError(message);
      notify.error(`Login error: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {mode === 'code' ? (
        <CodeForm
          key="code"
          label="Authentication code"
          intro={SECOND_STEP_TEXT.codeIntro}
          numeric
          busy={busy}
          error={error}
          onSubmit={(code) => void attempt(() => signInWithCode(step.pendingToken, code))}
        />
      ) : null}
      {mode === 'recovery' ? (
        <CodeForm
          key="recovery"
          label="Recovery code"
          intro={SECOND_STEP_TEXT.recoveryIntro}
          numeric={false}
          busy={busy}
          error={error}
          onSubmit={(code) => void attempt(() => signInWithRecoveryCode(step.pendingToken, code))}
        />
      ) : null}
      {mode === 'passkey' && error ? <p role="alert">{error}</p> : null}
      {step.methods.passkey ? (
        <>
          {mode === 'passkey' ? (
            <p>{SECOND_STEP_TEXT.passkeyIntro}</p>
          ) : (
            <Or>{SECOND_STEP_TEXT.passkeyIntro}</Or>
          )}
          <Button
            variant="secondary"
            block
            disabled={busy}
            onClick={() =>
              void attempt(
                () => signInWithPasskey(step.pendingToken),
                SECOND_STEP_TEXT.passkeyCancelled,
              )
            }
          >
            Use a passkey
          </Button>
        </>
      ) : null}
      <Ways>
        {step.methods.totp && mode !== 'code' ? (
          <Button variant="link" onClick={() => switchTo('code')}>
            Use a code from the authenticator app
          </Button>
        ) : null}
        {mode !== 'recovery' ? (
          <Button variant="link" onClick={() => switchTo('recovery')}>
            Use a recovery code
          </Button>
        ) : null}
      </Ways>
    </>
  );
}

/** Required enrolment: the clinic requires a second factor and the account has none yet. */
function Enrol({ step, onSignedIn }: Omit<SecondStepScreenProps, 'onBack'>) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<EnrolledLoginResponse | null>(null);

  useEffect(() => {
    let live = true;
    startRequiredTotp(step.pendingToken).then(
      (answer) => live && setSetup(answer),
      (failure: unknown) => live && setLoadError(errorMessage(failure, 'Login failed')),
    );
    return () => {
      live = false;
    };
  }, [step.pendingToken]);

  if (done)
    return (
      <section aria-labelledby="codes-title">
        <h2 id="codes-title">{SECOND_STEP_TEXT.codesTitle}</h2>
        <p>{SECOND_STEP_TEXT.codesHelp}</p>
        <Codes aria-label="Recovery codes">
          {done.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button block onClick={() => onSignedIn(done)}>
          I saved them, continue
        </Button>
      </section>
    );

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!setup) return <p role="status">Preparing your key…</p>;

  const confirm = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      setDone(await confirmRequiredTotp(step.pendingToken, code));
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>{SECOND_STEP_TEXT.enrolIntro}</p>
      <p>
        <a href={setup.uri}>Open in authenticator app</a>
      </p>
      <p>
        Or type this key: <Secret data-testid="totp-secret">{grouped(setup.secret)}</Secret>
      </p>
      <CodeForm
        label="Code from the app"
        intro=""
        numeric
        busy={busy}
        error={error}
        onSubmit={(code) => void confirm(code)}
      />
    </>
  );
}

export function SecondStepScreen({ step, onSignedIn, onBack }: SecondStepScreenProps) {
  const enrol = step.step === 'enrol';
  return (
    <AuthScreen
      title={enrol ? SECOND_STEP_TEXT.enrolTitle : SECOND_STEP_TEXT.title}
      footer={
        <Button variant="link" onClick={onBack}>
          Back to login
        </Button>
      }
    >
      {enrol ? (
        <Enrol step={step} onSignedIn={onSignedIn} />
      ) : (
        <SecondFactor step={step} onSignedIn={onSignedIn} />
      )}
    </AuthScreen>
  );
}
