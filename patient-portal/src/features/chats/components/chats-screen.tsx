import { useParams } from 'react-router-dom';
import { PageHeader, Stack } from '@careconnect/shared-ui';
import {
  CHATS_TEXT,
  ChatPanels,
  ConversationListPanel,
  ConversationThreadPanel,
} from '@careconnect/shared-ui/messages';
import { StartConversation } from './start-conversation';

const CHATS = '/patient/chats';

/** The patient's conversations with their care team, and how to start one. */
export function ChatsScreen() {
  const { conversationId } = useParams();
  const open = Boolean(conversationId);
  return (
    <Stack>
      {/* One conversation is a sub-page: the way back leads to the list. */}
      <PageHeader
        title={CHATS_TEXT.title}
        back={open ? { to: CHATS, label: CHATS_TEXT.back } : undefined}
      />
      <ChatPanels open={open}>
        <ConversationListPanel basePath={CHATS}>
          <StartConversation />
        </ConversationListPanel>
        <ConversationThreadPanel conversationId={conversationId} />
      </ChatPanels>
    </Stack>
  );
}
