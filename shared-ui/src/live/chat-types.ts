// Shapes of the chat and unread calls, from the API's own contracts
// (api/src/modules/{chats,notifications,events}), so a change on the server fails the type check.
import type {
  ChatMessage as ApiChatMessage,
  ChatSummary,
  EventPayloads,
  EventType,
  MessagePage,
  StreamTicket as ApiStreamTicket,
  UnreadCount as ApiUnreadCount,
} from '@careconnect/api/contracts';

export type ChatSide = ApiChatMessage['sender'];

/** One conversation between a patient and a doctor (GET /api/chats). */
export type Conversation = ChatSummary;
export type ChatPerson = ChatSummary['patient'];
export type ChatDoctor = ChatSummary['doctor'];
export type LastMessage = NonNullable<ChatSummary['lastMessage']>;

/** GET /api/chats/{id}/messages: one message. */
export type ChatMessage = ApiChatMessage;

/** GET /api/chats/{id}/messages: a page, oldest first. */
export type MessagesPage = MessagePage;

/** GET /api/chats/unread, GET /api/notify/unread */
export type UnreadCount = ApiUnreadCount;

/** POST /api/stream/ticket */
export type StreamTicket = ApiStreamTicket;

/** The live events and what each carries (ids only). */
export type { EventPayloads, EventType };
