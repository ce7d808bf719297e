import { createElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@careconnect/shared-ui/core';
import { notify } from '@careconnect/shared-ui/core';
import { queryRoots } from '../api/query-keys';
import { chatKeys, unreadNotificationsKey } from './chat-keys';
import { chatPartnerName } from './chat-names';
import type { Conversation } from './chat-types';
import { getChats } from './get-chats';
import type { LiveEvent } from './live-connection';
import { MessageToast } from './message-toast';
import { announceVideoSignal } from '../video/video-events';

/** The toast for a message that arrives outside its conversation. */
export const newMessageText = (name: string) => `New message from ${name}`;

/** Refreshes what an event changed; the events carry ids only, never contents. */
export function invalidateForEvent(client: QueryClient, event: LiveEvent): Promise<unknown> {
  const refresh = (queryKey: readonly unknown[]) => client.invalidateQueries({ queryKey });
  switch (event.type) {
    case 'message':
      return Promise.all([
        refresh(chatKeys.messages(event.payload.conversationId)),
        refresh(chatKeys.list),
        refresh(chatKeys.unread),
      ]);
    case 'read':
      return refresh(chatKeys.messages(event.payload.conversationId));
    case 'conversation':
      // Closed or reopened: the list carries each conversation's state.
      return refresh(chatKeys.list);
    case 'notification':
      // Every notifications page and the bell (unreadNotificationsKey is under it).
      // Earlier-time offers arrive (or are taken) with a notification.
      return Promise.all([
        refresh(queryRoots.notifications),
        refresh(unreadNotificationsKey),
        refresh(queryRoots.waitlist),
      ]);
    case 'appointment':
      // The lists and calendars (all under 'appointments'), one appointment, slots, figures.
      return Promise.all([
        refresh(queryRoots.appointments),
        refresh([...queryRoots.appointment, event.payload.appointmentId]),
        refresh(queryRoots.slots),
        refresh(queryRoots.doctorSlots),
        refresh(queryRoots.stats),
      ]);
    case 'video':
      // Not a query: the visit's call screen reads its signals.
      announceVideoSignal(event.payload.appointmentId);
      return Promise.resolve();
    default:
      return Promise.resolve();
  }
}

/** Is the user looking at this conversation (`…/chats/{id}`)? */
export function isInConversation(pathname: string, conversationId: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  const at = parts.lastIndexOf('chats');
  return at >= 0 && parts[at + 1] === conversationId;
}

/**
 * 'New message from {name}' unless the user has that conversation open or wrote the message
 * (from another tab). The name comes from the conversations list, fetched fresh.
 */
export async function announceMessage(
  client: QueryClient,
  event: Extract<LiveEvent, { type: 'message' }>,
  {
    pathname,
    role,
    openConversation,
  }: {
    pathname: string;
    role: Role | null;
    /** Makes the toast a button that opens the conversation. */
    openConversation?: (conversationId: string) => void;
  },
): Promise<void> {
  const { conversationId, messageId } = event.payload;
  if (isInConversation(pathname, conversationId)) return;
  let chats: Conversation[];
  try {
    chats = await client.fetchQuery({
      queryKey: chatKeys.list,
      queryFn: ({ signal }) => getChats(signal),
      staleTime: 0,
    });
  } catch {
    return;
  }
  const chat = chats.find((conversation) => conversation._id === conversationId);
  if (!chat || chat.lastMessage?.mine) return;
  const text = newMessageText(chatPartnerName(chat, role));
  notify.info(
    openConversation
      ? createElement(MessageToast, { text, onOpen: () => openConversation(conversationId) })
      : text,
    { toastId: `message-${messageId}` },
  );
}
