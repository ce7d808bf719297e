import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  errorMessage,
  FormField,
  notify,
  TextInput,
  useCurrentUser,
  useSession,
} from '@careconnect/shared-ui';
import { useSaveDateOfBirth } from '../api/save-date-of-birth';

export const BIRTH_TEXT = {
  title: 'Your date of birth',
  intro:
    'Before your first booking, please add your date of birth. With your name, it lets the clinic tell you apart from other patients. You are asked only once: it is saved to your profile.',
  label: 'Date of birth',
  save: 'Save Date of Birth',
  saving: 'Saving...',
  required: 'Date of birth is required',
  future: 'Date of birth cannot be in the future.',
  saved: 'Your date of birth was saved. You can now choose a time.',
  timesAfter: 'Add your date of birth above to see the free times.',
} as const;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Row = styled.form`
  max-width: 320px;
`;

/** Today in the browser's calendar ('YYYY-MM-DD'), the latest date of birth there can be. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether the signed-in patient must still give a date of birth: undefined while it loads; false
 * when it could not be read (the server still refuses the booking, with its own sentence).
 */
export function useNeedsDateOfBirth(): boolean | undefined {
  const { data, isError } = useCurrentUser();
  if (isError) return false;
  return data ? !data.dateOfBirth : undefined;
}

/**
 * Asked once, before the first booking: the date of birth is the second identifier (with the
 * name) that staff check, and the server refuses a patient's booking without it.
 */
export function DateOfBirthPrompt() {
  const userId = useSession((state) => state.userId);
  const save = useSaveDateOfBirth(userId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(BIRTH_TEXT.required);
    if (value > today()) return setError(BIRTH_TEXT.future);
    setError(undefined);
    try {
      await save.mutateAsync(value);
      notify.success(BIRTH_TEXT.saved);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card title={BIRTH_TEXT.title}>
      <Intro>{BIRTH_TEXT.intro}</Intro>
      <Row noValidate aria-label={BIRTH_TEXT.title} onSubmit={(event) => void submit(event)}>
        <FormField label={BIRTH_TEXT.label} error={error} required>
          <TextInput
            type="date"
            name="dateOfBirth"
            autoComplete="bday"
            max={today()}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
        <Button type="submit" loading={save.isPending} loadingText={BIRTH_TEXT.saving}>
          {BIRTH_TEXT.save}
        </Button>
      </Row>
    </Card>
  );
}
