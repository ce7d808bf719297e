import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  CHATS_LOAD_ERROR,
  EmptyState,
  ErrorState,
  Spinner,
  useChats,
  useSession,
} from '@careconnect/shared-ui';
import { refusal } from './api/refusal';
import { CHATS_TEXT } from './chats-text';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

// A phone shows the list or the thread; from the large breakpoint both side by side.
const Panels = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};

  &[data-open='true'] > [data-panel='list'],
  &[data-open='false'] > [data-panel='thread'] {
    display: none;
  }

  /* The way back above the title takes a line (and the column's gap): the thread gives it up. */
  &[data-open='true'] > [data-panel='thread'] {
    height: calc(100dvh - 294px);
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(240px, 320px) 1fr;

    &[data-open='true'] > [data-panel='list'],
    &[data-open='false'] > [data-panel='thread'] {
      display: flex;
    }
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  /* The viewport less the top bar and the screen's PageHeader above the panels (in a Stack). */
  &[data-panel='thread'] {
    height: calc(100dvh - 230px);
    min-height: 480px;
  }
  &[data-panel='list'] > * {
    margin: 0;
  }
`;

const Start = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:empty {
    display: none;
  }
`;

export interface ChatPanelsProps {
  /** Whether a conversation is open: a phone then shows its thread instead of the list. */
  open: boolean;
  /** The list panel, then the thread panel. */
  children: ReactNode;
}

/** The list of conversations beside the open one (one or the other on a phone). */
export function ChatPanels({ open, children }: ChatPanelsProps) {
  return <Panels data-open={open}>{children}</Panels>;
}

export interface ConversationListPanelProps {
  /** Where each conversation opens: `${basePath}/${id}` ('/patient/chats', '/doctor/chats'). */
  basePath: string;
  /** Below the list, e.g. how to start a conversation (the patient's care team). */
  children?: ReactNode;
}

/** The signed-in patient's or doctor's conversations, with their loading and empty states. */
export function ConversationListPanel({ basePath, children }: ConversationListPanelProps) {
  const role = useSession((state) => state.role);
  const chats = useChats();

  let list;
  if (chats.isPending) list = <Spinner label="Loading conversations" />;
  else if (chats.isError)
    list = (
      <ErrorState
        message={refusal(chats.error) ?? CHATS_LOAD_ERROR}
        onRetry={() => void chats.refetch()}
      />
    );
  else if (chats.data.length === 0)
    list = (
      <EmptyState message={role === 'doctor' ? CHATS_TEXT.emptyDoctor : CHATS_TEXT.emptyPatient} />
    );
  else list = <ConversationList chats={chats.data} role={role} basePath={basePath} />;

  return (
    <Panel data-panel="list" aria-label={CHATS_TEXT.listLabel}>
      {list}
      {children ? <Start>{children}</Start> : null}
    </Panel>
  );
}

export interface ConversationThreadPanelProps {
  /** The open conversation's id, if one is open. */
  conversationId?: string;
}

/** The open conversation's messages and composer, or what to do when none is open. */
export function ConversationThreadPanel({ conversationId }: ConversationThreadPanelProps) {
  const role = useSession((state) => state.role);
  const chats = useChats();
  const chat = chats.data?.find((conversation) => conversation._id === conversationId);

  let thread;
  if (!conversationId) thread = <EmptyState message={CHATS_TEXT.chooseConversation} />;
  else if (chat) thread = <ConversationThread key={chat._id} chat={chat} role={role} />;
  else if (chats.isPending) thread = <Spinner label="Loading conversation" />;
  else thread = <EmptyState message={CHATS_TEXT.notFound} />;

  return (
    <Panel data-panel="thread" aria-label={chat ? undefined : CHATS_TEXT.title}>
      {thread}
    </Panel>
  );
}
