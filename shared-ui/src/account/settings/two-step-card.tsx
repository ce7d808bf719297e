import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TwoStepStatus } from '@careconnect/api/contracts';
import {
  Button,
  Card,
  ErrorState,
  errorMessage,
  FormField,
  formatDateTime,
  notify,
  Spinner,
  TextInput,
} from '@careconnect/shared-ui';
import {
  addPasskey,
  confirmTotp,
  runPasswordAction,
  startTotp,
  TWO_STEP_LOAD_ERROR,
  useTwoStepMutation,
  useTwoStepStatus,
  type PasswordAction,
} from './api/two-step';

export const TWO_STEP_TEXT = {
  title: 'Two-step sign-in',
  intro:
    'After your password, CareConnect also asks for a code from an authenticator app or for a passkey, so a stolen password alone does not open your account.',
  on: 'Two-step sign-in is on.',
  off: 'Two-step sign-in is off.',
  required: 'Your clinic requires two-step sign-in for your account.',
  demo: 'The demo accounts sign in with the password alone. Create your own account to try two-step sign-in.',
  setupHelp:
    'Open this link on the phone that has your authenticator app, or type the key into the app. Then enter the 6-digit code it shows.',
  codesTitle: 'Your recovery codes',
  codesHelp:
    'Each code signs you in once if you lose your phone or passkey. Save them somewhere safe: they are shown only now.',
  noPasskeys: 'No passkeys yet.',
} as const;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 14rem;
  }
`;

const Secret = styled.code`
  display: inline-block;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 1rem;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ui-monospace, monospace;
  list-style: none;
`;

const Keys = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: 8px 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The key in groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">{TWO_STEP_TEXT.codesTitle}</h3>
      <p>{TWO_STEP_TEXT.codesHelp}</p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Button variant="secondary" onClick={onDone}>
        I saved them
      </Button>
    </Section>
  );
}

function TotpSetupForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const begin = useTwoStepMutation(startTotp);
  const confirm = useTwoStepMutation(confirmTotp);
  const codeId = useId();

  if (!setup)
    return (
      <Button
        loading={begin.isPending}
        onClick={() =>
          begin.mutate(undefined, {
            onSuccess: setSetup,
            onError: (failure) => notify.error(errorMessage(failure)),
          })
        }
      >
        Set up authenticator app
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onCodes(answer.recoveryCodes);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Set up authenticator app">
      <p>{TWO_STEP_TEXT.setupHelp}</p>
      <p>
        <a href={setup.uri}>Open in authenticator app</a>
      </p>
      <p>
        Key: <Secret data-testid="totp-secret">{grouped(setup.secret)}</Secret>
      </p>
      <Row>
        <FormField label="Code from the app" error={error} id={codeId} required>
          <TextInput
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
          />
        </FormField>
        <Button type="submit" loading={confirm.isPending}>
          Confirm
        </Button>
      </Row>
    </form>
  );
}

const ACTION_LABEL: Record<PasswordAction['kind'], string> = {
  'remove-totp': 'Remove authenticator app',
  'remove-passkey': 'Remove passkey',
  'new-codes': 'Create new recovery codes',
};

function PasswordPrompt({
  action,
  onCancel,
  onCodes,
}: {
  action: PasswordAction;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useTwoStepMutation((currentPassword: string) =>
    runPasswordAction(action, currentPassword),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    run.mutate(password, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
        onCancel();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const what =
    action.kind === 'remove-passkey'
      ? `Remove the passkey “${action.name}”`
      : ACTION_LABEL[action.kind];
  return (
    <Section>
      <form onSubmit={submit} aria-label={what}>
        <h3>{what}</h3>
        <p>Enter your current password to go on.</p>
        <Row>
          <FormField label="Current password" error={error} required>
            <TextInput
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            variant={action.kind === 'new-codes' ? 'primary' : 'danger'}
            loading={run.isPending}
          >
            {ACTION_LABEL[action.kind]}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Row>
      </form>
    </Section>
  );
}

function PasskeyForm({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [name, setName] = useState('');
  const add = useTwoStepMutation(addPasskey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim() || 'Passkey', {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setName('');
        if (answer.recoveryCodes.length > 0) onCodes(answer.recoveryCodes);
      },
      onError: (failure) =>
        notify.error(
          failure instanceof Error && failure.name === 'NotAllowedError'
            ? 'The passkey was not added.'
            : errorMessage(failure),
        ),
    });
  };
  return (
    <form onSubmit={submit} aria-label="Add a passkey">
      <Row>
        <FormField label="Passkey name" hint="For example, the device that keeps it.">
          <TextInput
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={add.isPending}>
          Add a passkey
        </Button>
      </Row>
    </form>
  );
}

function TwoStepSections({ status }: { status: TwoStepStatus }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<PasswordAction | null>(null);
  const on = status.totp || status.passkeys.length > 0;

  return (
    <>
      <p>
        <strong>{on ? TWO_STEP_TEXT.on : TWO_STEP_TEXT.off}</strong>{' '}
        {status.required ? TWO_STEP_TEXT.required : null}
      </p>
      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {action ? (
        <PasswordPrompt action={action} onCancel={() => setAction(null)} onCodes={setCodes} />
      ) : null}
      <Section aria-labelledby="two-step-app">
        <h3 id="two-step-app">Authenticator app</h3>
        {status.totp ? (
          <Row>
            <p>Set up. Codes from your app are accepted.</p>
            <Button variant="secondary" onClick={() => setAction({ kind: 'remove-totp' })}>
              Remove authenticator app
            </Button>
          </Row>
        ) : (
          <TotpSetupForm onCodes={setCodes} />
        )}
      </Section>
      <Section aria-labelledby="two-step-passkeys">
        <h3 id="two-step-passkeys">Passkeys</h3>
        {status.passkeys.length === 0 ? (
          <p>{TWO_STEP_TEXT.noPasskeys}</p>
        ) : (
          <Keys>
            {status.passkeys.map((passkey) => (
              <li key={passkey._id}>
                <span>
                  {passkey.name}
                  <small>Added {formatDateTime(passkey.createdAt)}</small>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Remove passkey ${passkey.name}`}
                  onClick={() =>
                    setAction({
                      kind: 'remove-passkey',
                      passkeyId: passkey._id,
                      name: passkey.name,
                    })
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </Keys>
        )}
        <PasskeyForm onCodes={setCodes} />
      </Section>
      {on ? (
        <Section aria-labelledby="two-step-codes">
          <h3 id="two-step-codes">Recovery codes</h3>
          <Row>
            <p>
              {status.recoveryCodesLeft === 1
                ? '1 recovery code left.'
                : `${status.recoveryCodesLeft} recovery codes left.`}
            </p>
            <Button variant="secondary" onClick={() => setAction({ kind: 'new-codes' })}>
              New recovery codes
            </Button>
          </Row>
        </Section>
      ) : null}
    </>
  );
}

/** Settings → Two-step sign-in: the authenticator app, passkeys and recovery codes. */
export function TwoStepCard() {
  const status = useTwoStepStatus();
  let content;
  if (status.isPending) content = <Spinner label="Loading two-step sign-in" />;
  else if (status.isError)
    content = <ErrorState message={TWO_STEP_LOAD_ERROR} onRetry={() => void status.refetch()} />;
  else if (status.data.demoAccount) content = <p>{TWO_STEP_TEXT.demo}</p>;
  else content = <TwoStepSections status={status.data} />;
  return (
    <Card title={TWO_STEP_TEXT.title}>
      <p>{TWO_STEP_TEXT.intro}</p>
      {content}
    </Card>
  );
}
