import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  Button,
  chatPartnerName,
  EmptyState,
  ErrorState,
  errorMessage,
  formatDateTime,
  notify,
  Spinner,
  type ChatMessage,
  type Conversation,
  type Role,
} from '@careconnect/shared-ui';
import {
  CONVERSATION_CLOSED,
  CONVERSATION_REOPENED,
  useChangeConversation,
} from './api/close-conversation';
import { MESSAGES_LOAD_ERROR, messagesInOrder, useMessages } from './api/get-messages';
import { useMarkConversationRead } from './api/mark-read';
import { CHATS_TEXT } from './chats-text';
import { refusal } from './api/refusal';
import { Composer } from './composer';

// The name, the doctor's note and the actions: fixed above the scrolling messages.
const Top = styled.div`
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const Note = styled.div`
  max-height: 7.5em;
  overflow-y: auto;
  margin: -${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: 0.875rem;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
  white-space: pre-wrap;

  strong {
    display: block;
  }
`;

const Banner = styled.p`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  text-align: center;
`;

const Log = styled.div`
  flex: 1 1 auto;
  min-height: 160px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 560px);

  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 12px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceAlt)};
    color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Stamp = styled.div<{ $mine: boolean }>`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.75rem;
  text-align: ${({ $mine }) => ($mine ? 'right' : 'left')};
`;

/** The id of my last message the other side has read. */
function lastReadOfMine(messages: ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.mine && message.readAt) return message._id;
  }
  return null;
}

export interface ConversationThreadProps {
  chat: Conversation;
  role: Role | null;
}

/** One conversation: newest at the bottom, earlier pages on demand, the composer below. */
export function ConversationThread({ chat, role }: ConversationThreadProps) {
  const messages = useMessages(chat._id);
  const markRead = useMarkConversationRead();
  const change = useChangeConversation(chat._id);
  const logRef = useRef<HTMLDivElement>(null);
  const name = chatPartnerName(chat, role);
  const rows = messagesInOrder(messages.data);
  const newestId = rows.at(-1)?._id;
  const readMark = lastReadOfMine(rows);
  const unreadFromOther = rows.filter((message) => !message.mine && !message.readAt).at(-1)?._id;
  const markReadMutate = markRead.mutate;

  const oldestId = rows[0]?._id;
  // Distance from the bottom before earlier messages are added above, to keep the view still.
  const fromBottom = useRef<number | null>(null);

  // The newest message in view when the thread opens and when one arrives.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && newestId) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  // Earlier messages went in above: the ones the reader was looking at stay where they were.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && fromBottom.current !== null) {
      log.scrollTop = log.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [oldestId]);

  const loadEarlier = () => {
    const log = logRef.current;
    if (log) fromBottom.current = log.scrollHeight - log.scrollTop;
    void messages.fetchNextPage();
  };

  // Reading the thread marks the other side's messages read (once per newest unread one), but
  // only while the page is in view: a thread open in a hidden tab has not been read.
  useEffect(() => {
    if (!unreadFromOther) return undefined;
    const markIfSeen = () => {
      if (document.visibilityState === 'hidden') return false;
      markReadMutate(chat._id);
      return true;
    };
    if (markIfSeen()) return undefined;
    const onVisible = () => {
      if (markIfSeen()) document.removeEventListener('visibilitychange', onVisible);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unreadFromOther, chat._id, markReadMutate]);

  const toggle = () => {
    const next = chat.closed ? 'reopen' : 'close';
    change.mutate(next, {
      onSuccess: () =>
        notify.success(next === 'close' ? CONVERSATION_CLOSED : CONVERSATION_REOPENED),
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  let body;
  if (messages.isPending) body = <Spinner label="Loading messages" />;
  else if (messages.isError)
    body = (
      <ErrorState
        message={refusal(messages.error) ?? MESSAGES_LOAD_ERROR}
        onRetry={() => void messages.refetch()}
      />
    );
  else if (rows.length === 0) body = <EmptyState message={CHATS_TEXT.noMessages} />;
  else
    body = (
      <>
        {messages.hasNextPage ? (
          <Earlier>
            <Button
              variant="secondary"
              onClick={loadEarlier}
              loading={messages.isFetchingNextPage}
              loadingText={CHATS_TEXT.loadingEarlier}
            >
              {CHATS_TEXT.loadEarlier}
            </Button>
          </Earlier>
        ) : null}
        <Messages aria-label={CHATS_TEXT.messagesLabel(name)}>
          {rows.map((message) => (
            <Bubble key={message._id} $mine={message.mine}>
              <p>{message.body}</p>
              <Stamp $mine={message.mine}>
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message._id === readMark ? <div>{CHATS_TEXT.read}</div> : null}
              </Stamp>
            </Bubble>
          ))}
        </Messages>
      </>
    );

  return (
    <>
      <Top>
        <Header>
          <div>
            <h2>{name}</h2>
            {role !== 'doctor' && (chat.doctor.specialization || chat.doctor.replyTime) ? (
              <p>
                {[chat.doctor.specialization, chat.doctor.replyTime].filter(Boolean).join(' · ')}
              </p>
            ) : null}
          </div>
          {role === 'doctor' ? (
            <Button variant="secondary" onClick={toggle} loading={change.isPending}>
              {chat.closed ? CHATS_TEXT.reopen : CHATS_TEXT.close}
            </Button>
          ) : null}
        </Header>
        {role !== 'doctor' && chat.doctor.awayMessage ? (
          <Note role="note">
            <strong>{CHATS_TEXT.away}</strong>
            {chat.doctor.awayMessage}
          </Note>
        ) : null}
      </Top>
      <Log ref={logRef} role="log" aria-live="polite" aria-relevant="additions" tabIndex={0}>
        {body}
      </Log>
      {chat.closed ? <Banner role="status">{CHATS_TEXT.closed}</Banner> : null}
      <Composer conversationId={chat._id} disabled={chat.closed} />
    </>
  );
}
