import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, notify, Textarea } from '@careconnect/shared-ui';
import { MESSAGE_MAX_LENGTH, SEND_FAILED, useSendMessage } from './api/send-message';
import { CHATS_TEXT } from './chats-text';

const Form = styled.form`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  textarea {
    min-height: 64px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;

  /* Phones have no Shift key to speak of: the hint stays for screen readers only. */
  [data-hint] {
    flex: 1;
  }
  @media (max-width: 767px) {
    [data-hint] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }

  button {
    margin-left: auto;
  }
`;

export interface ComposerProps {
  conversationId: string;
  disabled: boolean;
}

/** A text box (at most 2000 characters) with its counter; Enter sends, Shift+Enter a new line. */
export function Composer({ conversationId, disabled }: ComposerProps) {
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const hintId = useId();
  const counterId = useId();
  const body = text.trim();
  const canSend = !disabled && body.length > 0 && body.length <= MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend || send.isPending) return;
    send.mutate(body, {
      onSuccess: () => setText(''),
      onError: (error) => notify.error(errorMessage(error, SEND_FAILED)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={submit} aria-label="Write a message">
      <label htmlFor={`${hintId}-text`}>{CHATS_TEXT.messageLabel}</label>
      <Textarea
        id={`${hintId}-text`}
        rows={2}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={CHATS_TEXT.placeholder}
        disabled={disabled}
        aria-describedby={`${hintId} ${counterId}`}
        onChange={(event) => setText(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
      />
      <Row>
        <span id={hintId} data-hint>
          {CHATS_TEXT.hint}
        </span>
        <span id={counterId}>{CHATS_TEXT.counter(text.length, MESSAGE_MAX_LENGTH)}</span>
        <Button
          type="submit"
          disabled={!canSend}
          loading={send.isPending}
          loadingText={CHATS_TEXT.sending}
        >
          {CHATS_TEXT.send}
        </Button>
      </Row>
    </Form>
  );
}
