import styled from 'styled-components';
import { Card, ErrorState, errorMessage, notify, Spinner } from '@careconnect/shared-ui';
import {
  copiesOn,
  EMAIL_COPIES_LOAD_ERROR,
  EMAIL_COPIES_SAVE_ERROR,
  EMAIL_COPIES_SAVED,
  usePreferences,
  useSavePreferences,
  type EmailCopyKind,
} from './api/email-copies';

export const EMAIL_COPY_KINDS: readonly EmailCopyKind[] = [
  'appointment',
  'plan',
  'care',
  'message',
  'reminder',
];

export const EMAIL_COPY_TEXT: Record<EmailCopyKind, { label: string; hint: string }> = {
  appointment: {
    label: 'Appointments',
    hint: 'Booked, confirmed, changed or cancelled appointments.',
  },
  plan: { label: 'Food and sports plans', hint: 'A new food or sports plan.' },
  care: { label: 'Care team', hint: "Doctors' requests, approvals and health report updates." },
  message: {
    label: 'Messages',
    hint: 'A message that stays unread for 10 minutes (one email, never its text).',
  },
  reminder: { label: 'Appointment reminders', hint: 'A day and two hours before.' },
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: 12px 0;
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

// A checkbox drawn as a switch; role="switch" tells screen readers it acts at once.
const Switch = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  transition: background 0.15s;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.controlBorder};
    transition: transform 0.15s;
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(20px);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface EmailCopiesCardProps {
  kinds?: readonly EmailCopyKind[];
}

/** Settings: which notifications also arrive by email, one switch per kind. */
export function EmailCopiesCard({ kinds = EMAIL_COPY_KINDS }: EmailCopiesCardProps) {
  const preferences = usePreferences();
  const save = useSavePreferences();

  const toggle = (kind: EmailCopyKind, on: boolean) => {
    const emailCopies = { ...preferences.data?.emailCopies, [kind]: on };
    save.mutate(
      { emailCopies },
      {
        onSuccess: () => notify.success(EMAIL_COPIES_SAVED),
        onError: (error) => notify.error(errorMessage(error, EMAIL_COPIES_SAVE_ERROR)),
      },
    );
  };

  let content;
  if (preferences.isPending) content = <Spinner label="Loading email settings" />;
  else if (preferences.isError)
    content = (
      <ErrorState message={EMAIL_COPIES_LOAD_ERROR} onRetry={() => void preferences.refetch()} />
    );
  else
    content = (
      <>
        <Intro>
          Every notification shows here in the app; choose which ones also come by email.
        </Intro>
        <List>
          {kinds.map((kind) => (
            <li key={kind}>
              <label>
                <span>
                  {EMAIL_COPY_TEXT[kind].label}
                  <small>{EMAIL_COPY_TEXT[kind].hint}</small>
                </span>
                <Switch
                  type="checkbox"
                  role="switch"
                  checked={copiesOn(preferences.data.emailCopies, kind)}
                  onChange={(event) => toggle(kind, event.target.checked)}
                />
              </label>
            </li>
          ))}
        </List>
      </>
    );

  return <Card title="Email copies">{content}</Card>;
}
