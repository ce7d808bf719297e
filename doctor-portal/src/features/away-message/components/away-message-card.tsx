import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  ErrorState,
  errorMessage,
  FormField,
  notify,
  Spinner,
  Textarea,
  ButtonRow,
} from '@careconnect/shared-ui';
import {
  AWAY_LOAD_ERROR,
  AWAY_MESSAGE_MAX_LENGTH,
  AWAY_SAVE_ERROR,
  useAwayMessage,
  useSaveAwayMessage,
} from '../api/away-message';

export const AWAY_TEXT = {
  title: 'Away message',
  explained:
    'Patients see this note above their conversation with you, for example while you are on leave. Leave it empty when you are back.',
  label: 'Away message',
  saved: 'Away message saved.',
  cleared: 'Away message cleared.',
  save: 'Save away message',
  clear: 'Clear',
} as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

function AwayForm({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const save = useSaveAwayMessage();
  const trimmed = text.trim();

  const store = (message: string | null) =>
    save.mutate(message, {
      onSuccess: () => {
        if (message === null) setText('');
        notify.success(message === null ? AWAY_TEXT.cleared : AWAY_TEXT.saved);
      },
      onError: (error) => notify.error(errorMessage(error, AWAY_SAVE_ERROR)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store(trimmed || null);
  };

  return (
    <Form onSubmit={submit}>
      <p>{AWAY_TEXT.explained}</p>
      <FormField label={AWAY_TEXT.label} hint={`${text.length} / ${AWAY_MESSAGE_MAX_LENGTH}`}>
        <Textarea
          rows={3}
          value={text}
          maxLength={AWAY_MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value.slice(0, AWAY_MESSAGE_MAX_LENGTH))}
        />
      </FormField>
      <ButtonRow>
        <Button type="submit" loading={save.isPending && save.variables !== null}>
          {AWAY_TEXT.save}
        </Button>
        <Button
          variant="secondary"
          onClick={() => store(null)}
          disabled={!initial && !text}
          loading={save.isPending && save.variables === null}
        >
          {AWAY_TEXT.clear}
        </Button>
      </ButtonRow>
    </Form>
  );
}

/** Settings: the note patients see while the doctor is away. */
export function AwayMessageCard() {
  const away = useAwayMessage();
  let content;
  if (away.isPending) content = <Spinner label="Loading away message" />;
  else if (away.isError)
    content = <ErrorState message={AWAY_LOAD_ERROR} onRetry={() => void away.refetch()} />;
  else content = <AwayForm initial={away.data.awayMessage ?? ''} />;
  return <Card title={AWAY_TEXT.title}>{content}</Card>;
}
