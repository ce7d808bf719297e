import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BackLink,
  CHATS_LOAD_ERROR,
  EmptyState,
  ErrorState,
  Spinner,
  useChats,
  useSession,
} from '@careconnect/shared-ui';
import { ScreenTitle } from '../screen-layout';
import { refusal } from './api/refusal';
import { CHATS_TEXT } from './chats-text';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

// A phone shows the list or the thread; from the large breakpoint both side by side.
const Panels = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};

  &[data-open='true'] > [data-panel='list'],
  &[data-open='false'] > [data-panel='thread'] {
    display: none;
  }

  /* The way back above the title takes a line: the thread gives it up. */
  &[data-open='true'] > [data-panel='thread'] {
    height: calc(100dvh - 234px);
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

  &[data-panel='thread'] {
    height: calc(100dvh - 190px);
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

export interface ChatsScreenProps {
  /** Where this area's chats live ('/patient/chats', '/doctor/chats'). */
  basePath: string;
  /** Below the list: how to start a conversation (the patient's care team). */
  startConversation?: ReactNode;
}

/** The signed-in patient's or doctor's conversations and the open one. */
export function ChatsScreen({ basePath, startConversation }: ChatsScreenProps) {
  const { conversationId } = useParams();
  const role = useSession((state) => state.role);
  const chats = useChats();
  const open = Boolean(conversationId);
  const chat = chats.data?.find((conversation) => conversation._id === conversationId);

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

  let thread;
  if (!conversationId) thread = <EmptyState message={CHATS_TEXT.chooseConversation} />;
  else if (chat) thread = <ConversationThread key={chat._id} chat={chat} role={role} />;
  else if (chats.isPending) thread = <Spinner label="Loading conversation" />;
  else thread = <EmptyState message={CHATS_TEXT.notFound} />;

  return (
    <Layout>
      <div>
        {/* One conversation is a sub-page: the way back leads to the list. */}
        {open ? <BackLink to={basePath}>{CHATS_TEXT.back}</BackLink> : null}
        <ScreenTitle>{CHATS_TEXT.title}</ScreenTitle>
      </div>
      <Panels data-open={open}>
        <Panel data-panel="list" aria-label={CHATS_TEXT.listLabel}>
          {list}
          {startConversation ? <Start>{startConversation}</Start> : null}
        </Panel>
        <Panel data-panel="thread" aria-label={chat ? undefined : CHATS_TEXT.title}>
          {thread}
        </Panel>
      </Panels>
    </Layout>
  );
}
